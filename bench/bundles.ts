/**
 * `npm run bench`, third part (issue 10): the size and cold import time of every Lambda bundle,
 * against an anchor bundle built and measured in the same run.
 *
 * - Entries: every handler of the route table (shared/routes.ts), every queue consumer
 *   (shared/queues.ts) and every scheduled job (shared/schedules.ts), each bundled once.
 * - Bundles: built by infra/bundling.ts's own options (functionBuildOptions, the ones the stack's
 *   assets are built with: ESM, node20, minify, source maps, mainFields module/main, the require
 *   banner, the SDK bundled but for the credential sources Lambda never uses, code splitting),
 *   one build per function into a temporary directory, `<n>/index.mjs` plus `<n>/chunks/`, as in
 *   the Lambda asset. Sizes (source maps not counted): "at import" is index.mjs and the chunks it
 *   imports statically, what a cold start reads and parses; "asset" adds the chunks only a
 *   dynamic import() reaches (lazy clients), read on first use if ever.
 * - Anchor: a fixed, typical handler that imports the DynamoDB client, the document client, the
 *   SQS client, @middy/core and zod, bundled with NodejsFunction's default settings (no mainFields
 *   override, so esbuild's platform-node default applies; ESM, node20, minify; no source map), plus
 *   the require banner, without which it cannot be imported at all. Like the service's functions it
 *   bundles the SDK (no externals).
 * - Import time: `node` on a small script that reads performance.now() and process.cpuUsage()
 *   around `await import(bundle)`, in a fresh process each time, with the environment the modules
 *   read at import time set to dummy values. CPU time is the process's user + system time, so it
 *   also counts V8's background threads (compilation, GC); it moves less than wall time when the
 *   machine is busy. One discarded warm-up process per bundle (file cache), then RUNS rounds, each
 *   of which imports every bundle once (interleaved, so drift in the machine's speed hits all
 *   bundles alike); the figures are medians.
 * - Clients evaluated at import: a second build of every function, identical but for a marker
 *   statement appended to every module of the SQS, SNS, KMS and Secrets Manager client packages, is
 *   imported once; a marker that ran means that client's code was evaluated by the import. Absent:
 *   not in the bundle at all (the measured build's metafile); lazy: in a chunk only a dynamic
 *   import() reaches, read and evaluated on first use. The check: no GET route evaluates any of
 *   them at import. The same build counts the zod schemas the import constructs (a counter in
 *   zod's one constructor path), the other large part of an import besides parsing the SDK.
 * - Right-sized memory: a model of the import at 256, 512 and 1024 MB for a few representative
 *   functions (see RIGHT_SIZED below).
 * - What the choices buy, for the same representative functions, each variant imported in the same
 *   rounds: the bundle without code splitting (one file, as NodejsFunction builds it), and the
 *   split bundle imported with NODE_OPTIONS=--enable-source-maps (context runtimeSourceMaps), and
 *   what a first use adds: every lazy chunk imported after the bundle, timed apart.
 * - Target (issue 10): both ratios (size, wall import time) to the anchor at most TARGET_RATIO; the
 *   size compared is the whole asset, lazy chunks included.
 * - With the tracer (issue 19): the tracer (shared/tracing-sdk.ts: Powertools' Tracer and the X-Ray
 *   SDK) is a lazy chunk that only a process with tracing on loads, and in AWS tracing is on. So every
 *   function is imported a second time in each round with Lambda's environment (TRACING_ENV), and
 *   the tracer chunk is awaited after the bundle (the handler wrapper has already started loading it);
 *   "import + tracer" is the wall time of both, what a cold start in AWS pays, and it is held to the
 *   same target. The plain import (tracing off) is what the local stack and the tests pay.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions, type Metafile, type Plugin } from 'esbuild';
import { functionBuildOptions, REQUIRE_BANNER } from '../infra/bundling';
import { QUEUE_LIST } from '../shared/queues';
import { ROUTES } from '../shared/routes';
import { SCHEDULES } from '../shared/schedules';
import { median } from './support';

const REPO_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const RUNS = 9;
const TARGET_RATIO = 0.6;
const IMPORT_TIMEOUT_MS = 60_000;

/**
 * NodejsFunction's defaults for an ESM, minified node20 bundle: no mainFields (esbuild's platform-node
 * default), no source map. The one addition is the require banner: without it the bundled SDK's
 * CommonJS code fails at import ("Dynamic require of node:https is not supported"), so there would be
 * no import time to compare against. It adds a few dozen bytes.
 */
const ANCHOR_OPTIONS: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  banner: { js: REQUIRE_BANNER },
  external: [],
  logLevel: 'warning',
};

const ANCHOR_SOURCE = `
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand } from '@aws-sdk/lib-dynamodb';
import { SQSClient, SendMessageCommand } from '@aws-sdk/client-sqs';
import middy from '@middy/core';
import { z } from 'zod';

const ddb = DynamoDBDocumentClient.from(new DynamoDBClient({}));
const sqs = new SQSClient({});
const Body = z.object({ id: z.string().min(1) });

export const handler = middy(async (event) => {
  const body = Body.parse(JSON.parse(event.body ?? '{}'));
  const item = await ddb.send(new GetCommand({ TableName: process.env.TABLE_NAME, Key: { pk: body.id } }));
  await sqs.send(new SendMessageCommand({ QueueUrl: process.env.QUEUE_URL, MessageBody: JSON.stringify(item.Item ?? null) }));
  return { statusCode: 200, body: '{}' };
});
`;

const IMPORT_ENV: Record<string, string> = {
  TABLE_NAME: 'bench-table',
  AWS_REGION: 'ap-southeast-3',
  AWS_ACCESS_KEY_ID: 'bench',
  AWS_SECRET_ACCESS_KEY: 'bench',
  SANDBOX: '0',
  RATE_LIMIT_PER_MINUTE: '600',
  LOG_LEVEL: 'warn',
  QUEUE_URL: 'https://sqs.ap-southeast-3.amazonaws.com/000000000000/bench',
  CALLBACKS_QUEUE_URL: 'https://sqs.ap-southeast-3.amazonaws.com/000000000000/gateway-callbacks',
  WEBHOOKS_QUEUE_URL: 'https://sqs.ap-southeast-3.amazonaws.com/000000000000/webhook-dispatch',
  ORDERS_QUEUE_URL: 'https://sqs.ap-southeast-3.amazonaws.com/000000000000/digital-orders',
  GATEWAY_API_KEY_SECRET_ARN: 'arn:aws:secretsmanager:ap-southeast-3:000000000000:secret:gateway-api-key',
  GATEWAY_BASE_URL: 'https://gateway.invalid',
  GATEWAY_CALLBACK_SECRET_ARN: 'arn:aws:secretsmanager:ap-southeast-3:000000000000:secret:gateway-callback',
  PROVIDER_API_KEY_SECRET_ARN: 'arn:aws:secretsmanager:ap-southeast-3:000000000000:secret:provider-api-key',
  PROVIDER_BASE_URL: 'https://provider.invalid',
  SECRETS_KMS_KEY_ID: '00000000-0000-0000-0000-000000000000',
  ADMIN_OPERATOR_ROLES: 'bench-operator',
  ADMIN_CREDIT_ROLES: 'bench-operator',
  PUSH_MODE: 'sns',
};

/**
 * What Lambda sets that turns tracing on (shared/tracing.ts, Powertools' Tracer) and makes the X-Ray
 * SDK initialise as in Lambda (LAMBDA_TASK_ROOT); no trace header, so nothing is ever sent.
 */
const TRACING_ENV: Record<string, string> = {
  AWS_LAMBDA_FUNCTION_NAME: 'bench',
  AWS_EXECUTION_ENV: 'AWS_Lambda_nodejs22.x',
  LAMBDA_TASK_ROOT: '/var/task',
  _HANDLER: 'index.handler',
  AWS_XRAY_CONTEXT_MISSING: 'IGNORE_ERROR',
};
/** The module behind the tracer chunk; the chunk is found in the metafile by it. */
const TRACER_ENTRY = 'shared/tracing-sdk.ts';

/** The clients a function should load only when its route uses them (issue 10), by the label the tables print. */
const WATCHED_CLIENTS = [
  { label: 'SQS', packageName: '@aws-sdk/client-sqs' },
  { label: 'SNS', packageName: '@aws-sdk/client-sns' },
  { label: 'KMS', packageName: '@aws-sdk/client-kms' },
  { label: 'SM', packageName: '@aws-sdk/client-secrets-manager' },
] as const;
const MARKER_GLOBAL = '__benchEvaluatedClients';
const SCHEMA_COUNTER_GLOBAL = '__benchZodSchemasBuilt';
/** The function every zod schema's construction runs through (zod/v4/core/core.js, `$constructor`), counted in the marked build. */
const ZOD_CONSTRUCTOR = 'function _(def) {';

/**
 * Lambda gives a function CPU in proportion to its memory: 1,769 MB is one full vCPU. The model of
 * an import at a memory size: the CPU time measured here stretched by the function's share of a
 * vCPU, plus the wall time the process spent not on the CPU (reading files), unchanged.
 */
const FULL_VCPU_MB = 1769;
const MEMORY_SIZES_MB = [256, 512, 1024] as const;
/** Names (route ids, `consumer:<queue>`, `job:<schedule>`) of the functions the model is printed for. */
const RIGHT_SIZED = ['getTransaction', 'createQris', 'consumer:webhooks', 'job:expiry-sweep'] as const;
/** Functions the bundling choices (code splitting, runtime source maps) are measured on: a GET, two writes with lazy clients, a consumer. */
const CHOICES_MEASURED = ['getTransaction', 'createQris', 'transferConfirm', 'consumer:webhooks'] as const;

/** Runs in each fresh `node` process: imports the bundle once and prints what it cost and which watched clients ran. */
const IMPORT_SCRIPT = `
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
const url = pathToFileURL(process.argv[2]).href;
const cpuBefore = process.cpuUsage();
const started = performance.now();
await import(url);
const elapsed = performance.now() - started;
const cpu = process.cpuUsage(cpuBefore);
const evaluated = [...(globalThis.${MARKER_GLOBAL} ?? [])];
const schemasBuilt = globalThis.${SCHEMA_COUNTER_GLOBAL} ?? 0;
// Then the lazy chunks named after the bundle, as their first use would load them.
const lazyStarted = performance.now();
for (const chunk of process.argv.slice(3)) await import(pathToFileURL(chunk).href);
const lazyMs = performance.now() - lazyStarted;
const cpuWithLazy = process.cpuUsage(cpuBefore);
process.stdout.write(JSON.stringify({ ms: elapsed, cpuMs: (cpu.user + cpu.system) / 1000, lazyMs, cpuWithLazyMs: (cpuWithLazy.user + cpuWithLazy.system) / 1000, evaluated, schemasBuilt }) + '\\n');
process.exit(0);
`;

type ClientUse = 'absent' | 'lazy' | 'LOADED';

interface Entry {
  /** Route, queue and job ids that deploy this module. */
  names: string[];
  /** Module relative to the repo root; undefined for the anchor. */
  module?: string;
  bundle: string;
  /** The same module built with the client markers; undefined for the anchor and the variants. */
  markedBundle?: string;
  /** NODE_OPTIONS of the importing process (the source-map variant). */
  nodeOptions?: string;
  /** More environment of the importing process (the tracing variant: TRACING_ENV). */
  env?: Record<string, string>;
  /** The same bundle imported with tracing on, then its tracer chunk (every function has one). */
  traced?: Entry;
  /** Chunks imported after the entry, timed apart (the first-use variant): those only a dynamic import() reaches. */
  lazyChunks?: string[];
  lazyMs: number[];
  cpuWithLazyMs: number[];
  /** Bytes a cold start reads: the entry file and the chunks it imports statically. */
  bytesAtImport: number;
  /** Every .mjs file of the bundle, lazy chunks included. */
  assetBytes: number;
  importMs: number[];
  cpuMs: number[];
  clients: Partial<Record<(typeof WATCHED_CLIENTS)[number]['label'], ClientUse>>;
  /** zod schemas the import builds (from the marked build). */
  schemasBuilt?: number;
}

interface ImportSample {
  ms: number;
  cpuMs: number;
  /** Importing the entry's lazy chunks after it (only for entries given some). */
  lazyMs: number;
  /** CPU time of the import and of the lazy chunks after it. */
  cpuWithLazyMs: number;
  /** zod schemas built by the import (counted in the marked build only). */
  schemasBuilt: number;
  evaluated: string[];
}

function entries(): Map<string, string[]> {
  const byModule = new Map<string, string[]>();
  const add = (module: string, name: string): void => {
    byModule.set(module, [...(byModule.get(module) ?? []), name]);
  };
  for (const route of ROUTES) add(route.handler, route.id);
  for (const queue of QUEUE_LIST) add(queue.consumer, `consumer:${queue.id}`);
  for (const schedule of SCHEDULES) add(schedule.handler, `job:${schedule.id}`);
  return byModule;
}

const packageDir = (packageName: string): string =>
  `${path.sep}node_modules${path.sep}${packageName.replace('/', path.sep)}${path.sep}`;

/**
 * Appends `globalThis.<MARKER_GLOBAL>.add(<package>)` to every module of the watched client
 * packages, and counts every zod schema built (a counter at the top of ZOD_CONSTRUCTOR).
 */
function clientMarkers(): Plugin {
  return {
    name: 'client-markers',
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]core\.js$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes(ZOD_CONSTRUCTOR))
          throw new Error(`${args.path} no longer has "${ZOD_CONSTRUCTOR}": update the schema counter`);
        const counted = source.replace(
          ZOD_CONSTRUCTOR,
          `${ZOD_CONSTRUCTOR} globalThis.${SCHEMA_COUNTER_GLOBAL} = (globalThis.${SCHEMA_COUNTER_GLOBAL} ?? 0) + 1;`,
        );
        return { contents: counted, loader: 'js' };
      });
      pluginBuild.onLoad({ filter: /[\\/]node_modules[\\/]@aws-sdk[\\/]client-[a-z-]+[\\/].*\.js$/ }, (args) => {
        const watched = WATCHED_CLIENTS.find((client) => args.path.includes(packageDir(client.packageName)));
        if (watched === undefined) return undefined;
        const marker = `\n;(globalThis.${MARKER_GLOBAL} ??= new Set()).add(${JSON.stringify(watched.packageName)});\n`;
        return { contents: readFileSync(args.path, 'utf8') + marker, loader: 'js' };
      });
    },
  };
}

/** One function's bundle, built as the stack builds it (infra/bundling.ts); `marked` adds the client markers. */
async function buildFunction(
  module: string,
  outDir: string,
  options: { marked?: boolean; splitting?: boolean } = {},
): Promise<Metafile> {
  const result = await build({
    ...functionBuildOptions({ root: REPO_ROOT, entry: module, outDir }),
    ...(options.splitting === false ? { splitting: false } : {}),
    ...(options.marked ? { plugins: [clientMarkers()], sourcemap: false } : {}),
  });
  return result.metafile!;
}

type Output = Metafile['outputs'][string];

/** The metafile's outputs keyed by absolute path (esbuild keys them relative to the working directory). */
function outputsOf(metafile: Metafile): Map<string, Output> {
  return new Map(Object.entries(metafile.outputs).map(([file, output]) => [path.resolve(REPO_ROOT, file), output]));
}

interface Layout {
  /** Bytes of the entry and of every chunk reachable from it by static imports: what an import reads and parses. */
  bytesAtImport: number;
  /** Bytes of every JavaScript file of the bundle (source maps are not counted). */
  assetBytes: number;
  /** The chunks only a dynamic import() reaches: read on first use, if ever. */
  lazyChunks: string[];
}

function layoutOf(metafile: Metafile, bundle: string): Layout {
  const outputs = outputsOf(metafile);
  const loaded = new Set<string>();
  const visit = (file: string): void => {
    if (loaded.has(file)) return;
    const output = outputs.get(file);
    if (output === undefined) throw new Error(`No metafile output for ${file}`);
    loaded.add(file);
    for (const imported of output.imports) {
      if (imported.kind === 'import-statement' && imported.external !== true)
        visit(path.resolve(REPO_ROOT, imported.path));
    }
  };
  visit(bundle);
  const scripts = [...outputs.keys()].filter((file) => file.endsWith('.mjs'));
  const bytes = (files: string[]): number => files.reduce((sum, file) => sum + outputs.get(file)!.bytes, 0);
  return {
    bytesAtImport: bytes([...loaded]),
    assetBytes: bytes(scripts),
    lazyChunks: scripts.filter((file) => !loaded.has(file)),
  };
}

/** The chunk a dynamic import() of TRACER_ENTRY loads (none in a bundle that never traces). */
function tracerChunksOf(metafile: Metafile): string[] {
  return [...outputsOf(metafile)].filter(([, output]) => output.entryPoint === TRACER_ENTRY).map(([file]) => file);
}

/** Wall time of the import with tracing on plus its tracer chunk, per run. */
const tracedMs = (entry: Entry): number[] => entry.traced!.importMs.map((ms, run) => ms + entry.traced!.lazyMs[run]!);

/** Whether each watched client package has code in any file of the function's bundle (the measured build). */
function clientsInBundle(metafile: Metafile): Set<string> {
  const present = new Set<string>();
  for (const [file, output] of outputsOf(metafile)) {
    if (!file.endsWith('.mjs')) continue;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const client = WATCHED_CLIENTS.find((candidate) => input.includes(`node_modules/${candidate.packageName}/`));
      if (client !== undefined && bytesInOutput > 0) present.add(client.packageName);
    }
  }
  return present;
}

function importOnce(
  bundle: string,
  script: string,
  nodeOptions?: string,
  lazyChunks: string[] = [],
  extraEnv: Record<string, string> = {},
): ImportSample {
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...IMPORT_ENV,
    ...extraEnv,
    ...(nodeOptions ? { NODE_OPTIONS: nodeOptions } : {}),
  };
  const result = spawnSync(process.execPath, [script, bundle, ...lazyChunks], {
    env,
    encoding: 'utf8',
    timeout: IMPORT_TIMEOUT_MS,
  });
  if (result.status !== 0) {
    throw new Error(
      `Importing ${bundle} failed (exit ${result.status ?? result.signal}):\n${result.stderr.slice(-2000)}`,
    );
  }
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as ImportSample;
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const ratio = (value: number, anchor: number): string => (value / anchor).toFixed(3);
const label = (entry: Entry): string =>
  entry.module === undefined ? 'ANCHOR' : `${entry.module} (${entry.names.join(', ')})`;
const isGetRoute = (entry: Entry): boolean =>
  ROUTES.some((route) => route.method === 'GET' && entry.names.includes(route.id));

function classifyClients(entry: Entry, metafile: Metafile, script: string): void {
  const present = clientsInBundle(metafile);
  const sample = importOnce(entry.markedBundle!, script);
  entry.schemasBuilt = sample.schemasBuilt;
  const evaluated = new Set(sample.evaluated);
  for (const client of WATCHED_CLIENTS) {
    entry.clients[client.label] = evaluated.has(client.packageName)
      ? 'LOADED'
      : present.has(client.packageName)
        ? 'lazy'
        : 'absent';
  }
}

function resultTable(anchor: Entry, functions: Entry[]): string[] {
  const anchorMs = median(anchor.importMs);
  const anchorCpuMs = median(anchor.cpuMs);
  const lines = [
    `Lambda bundles against the anchor (SDK DynamoDB + lib-dynamodb + SQS, @middy/core, zod; NodejsFunction defaults), node ${process.version}, import time median of ${RUNS} fresh processes`,
    '',
    `| function | KB at import | asset KB | size ratio | import ms | import ratio | cpu ms | cpu ratio | import + tracer ms | import + tracer ratio | + tracer cpu ms | + tracer cpu ratio | zod schemas built | ${WATCHED_CLIENTS.map((client) => client.label).join(' | ')} | meets target (both <= ${TARGET_RATIO}) | with the tracer |`,
    `|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|${WATCHED_CLIENTS.map(() => ':---:|').join('')}:---:|:---:|`,
    `| ANCHOR | ${kb(anchor.bytesAtImport)} | ${kb(anchor.assetBytes)} | 1.000 | ${anchorMs.toFixed(1)} | 1.000 | ${anchorCpuMs.toFixed(1)} | 1.000 | | | | | | ${WATCHED_CLIENTS.map(() => '').join(' | ')} | - | - |`,
  ];
  let meeting = 0;
  let meetingTraced = 0;
  for (const entry of functions) {
    const sizeRatio = entry.assetBytes / anchor.assetBytes;
    const ms = median(entry.importMs);
    const cpuMs = median(entry.cpuMs);
    const withTracerMs = median(tracedMs(entry));
    const withTracerCpuMs = median(entry.traced!.cpuWithLazyMs);
    const meets = sizeRatio <= TARGET_RATIO && ms / anchorMs <= TARGET_RATIO;
    const meetsTraced = sizeRatio <= TARGET_RATIO && withTracerMs / anchorMs <= TARGET_RATIO;
    if (meets) meeting += 1;
    if (meetsTraced) meetingTraced += 1;
    const clients = WATCHED_CLIENTS.map((client) => entry.clients[client.label]).join(' | ');
    lines.push(
      `| ${label(entry)} | ${kb(entry.bytesAtImport)} | ${kb(entry.assetBytes)} | ${ratio(entry.assetBytes, anchor.assetBytes)} | ${ms.toFixed(1)} | ${ratio(ms, anchorMs)} | ${cpuMs.toFixed(1)} | ${ratio(cpuMs, anchorCpuMs)} | ${withTracerMs.toFixed(1)} | ${ratio(withTracerMs, anchorMs)} | ${withTracerCpuMs.toFixed(1)} | ${ratio(withTracerCpuMs, anchorCpuMs)} | ${entry.schemasBuilt ?? ''} | ${clients} | ${meets ? 'yes' : 'no'} | ${meetsTraced ? 'yes' : 'no'} |`,
    );
  }
  const highest = (value: (entry: Entry) => number): string => Math.max(...functions.map(value)).toFixed(3);
  lines.push(
    '',
    `${meeting} of ${functions.length} functions meet the target (size and import-time ratio to the anchor both <= ${TARGET_RATIO}) with tracing off (locally, tests).`,
    `${meetingTraced} of ${functions.length} meet it with the tracer chunk loaded too (tracing on, as in AWS: what a cold start there pays).`,
    `Highest ratios: size ${highest((entry) => entry.assetBytes / anchor.assetBytes)}, import time ${highest((entry) => median(entry.importMs) / anchorMs)}, cpu ${highest((entry) => median(entry.cpuMs) / anchorCpuMs)}, import + tracer ${highest((entry) => median(tracedMs(entry)) / anchorMs)}, import + tracer cpu ${highest((entry) => median(entry.traced!.cpuWithLazyMs) / anchorCpuMs)}.`,
    `Import + tracer: the bundle imported with ${Object.keys(TRACING_ENV).join(', ')} set, then its tracer chunk awaited; wall and CPU time of both.`,
    'Size ratio: the whole asset (lazy chunks included) against the anchor; KB at import: index.mjs and the chunks it imports statically.',
    'zod schemas built: schema objects zod constructs while the bundle is imported (each chained call such as .min() or .meta() builds one).',
    `Clients (${WATCHED_CLIENTS.map((client) => `${client.label} = ${client.packageName}`).join(', ')}): absent = not in the bundle; lazy = in a chunk only a dynamic import reaches, read and evaluated on first use; LOADED = evaluated by the import.`,
  );
  return lines;
}

function clientCheck(functions: Entry[]): string[] {
  const offenders = functions
    .filter(isGetRoute)
    .flatMap((entry) =>
      WATCHED_CLIENTS.filter((client) => entry.clients[client.label] === 'LOADED').map(
        (client) => `${label(entry)}: ${client.label}`,
      ),
    );
  const getCount = functions.filter(isGetRoute).length;
  return offenders.length === 0
    ? [
        `Check: none of the ${getCount} GET route functions evaluates the SQS, SNS, KMS or Secrets Manager client at import.`,
      ]
    : [`Check FAILED: GET route functions that evaluate a watched client at import: ${offenders.join('; ')}.`];
}

/**
 * The wall time an import spends off the CPU (reading the bundle). The smallest over the runs: in
 * the others the difference also holds the time the process waited for a core of this machine.
 */
function offCpuMs(entry: Entry): number {
  return Math.min(...entry.importMs.map((wallMs, run) => Math.max(0, wallMs - entry.cpuMs[run]!)));
}

/** cpu / (memory / FULL_VCPU_MB) + the wall time not spent on the CPU; see FULL_VCPU_MB. */
function modelledMs(entry: Entry, memoryMb: number): number {
  return median(entry.cpuMs) / Math.min(1, memoryMb / FULL_VCPU_MB) + offCpuMs(entry);
}

function rightSizedTable(anchor: Entry, functions: Entry[]): string[] {
  const picked = [
    anchor,
    ...RIGHT_SIZED.map((name) => functions.find((entry) => entry.names.includes(name))).filter(
      (entry) => entry !== undefined,
    ),
  ];
  const lines = [
    '',
    `Right-sized memory: modelled cold import ms = cpu_ms / vcpu_share + off_cpu_ms, vcpu_share = memory / ${FULL_VCPU_MB} MB (Lambda's one full vCPU).`,
    'Assumptions: the CPU time measured here (median, on an unthrottled core of this machine) scales linearly with the share, and background threads (GC,',
    'compilation) draw on the same quota; off_cpu_ms (reading the bundle) does not scale: the smallest wall - cpu of the runs, since the others also hold',
    "waits for a busy core. Lambda's own init overhead, the runtime's start and a different CPU are not modelled: compare rows, not absolutes.",
    '',
    `| function | wall ms | cpu ms | off-cpu ms | ${MEMORY_SIZES_MB.map((mb) => `${mb} MB (${(mb / FULL_VCPU_MB).toFixed(3)} vCPU)`).join(' | ')} |`,
    `|---|---:|---:|---:|${MEMORY_SIZES_MB.map(() => '---:|').join('')}`,
  ];
  for (const entry of picked) {
    const modelled = MEMORY_SIZES_MB.map((mb) => modelledMs(entry, mb).toFixed(0)).join(' | ');
    lines.push(
      `| ${label(entry)} | ${median(entry.importMs).toFixed(1)} | ${median(entry.cpuMs).toFixed(1)} | ${offCpuMs(entry).toFixed(1)} | ${modelled} |`,
    );
  }
  return lines;
}

/**
 * What the bundling choices buy, measured in the same rounds: the deployed (split) bundle against
 * the same function without code splitting, and against the split bundle imported with runtime
 * source maps on (context runtimeSourceMaps).
 */
function choicesTable(
  anchor: Entry,
  functions: Entry[],
  variants: Map<Entry, { unsplit: Entry; sourceMaps: Entry; firstUse: Entry }>,
): string[] {
  const anchorMs = median(anchor.importMs);
  const lines = [
    '',
    'What the bundling choices buy (median import ms; ratio to the anchor in brackets):',
    '',
    '| function | deployed: split, no runtime source maps | one file (no code splitting) | split, NODE_OPTIONS=--enable-source-maps | then all its lazy chunks, ms (KB) |',
    '|---|---:|---:|---:|---:|',
  ];
  const cell = (entry: Entry): string =>
    `${median(entry.importMs).toFixed(1)} (${ratio(median(entry.importMs), anchorMs)})`;
  for (const entry of functions) {
    const variant = variants.get(entry);
    if (variant === undefined) continue;
    const lazyKb = kb(entry.assetBytes - entry.bytesAtImport);
    lines.push(
      `| ${label(entry)} | ${cell(entry)} | ${cell(variant.unsplit)} | ${cell(variant.sourceMaps)} | ${median(variant.firstUse.lazyMs).toFixed(1)} (${lazyKb}) |`,
    );
  }
  lines.push(
    '',
    'The last column is what a first use adds: importing, after the bundle, every chunk only a dynamic import() reaches (all of them; a route',
    'loads only the clients it uses, so its own first use costs at most this).',
  );
  return lines;
}

async function main(): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-bundles-'));
  try {
    const newEntry = (names: string[], bundle: string, module?: string, markedBundle?: string): Entry => ({
      names,
      module,
      bundle,
      markedBundle,
      bytesAtImport: 0,
      assetBytes: 0,
      importMs: [],
      cpuMs: [],
      lazyMs: [],
      cpuWithLazyMs: [],
      clients: {},
    });
    const anchor = newEntry(['ANCHOR'], path.join(outDir, 'anchor', 'index.mjs'));
    const functions = [...entries()].map(([module, names], index) =>
      newEntry(
        names,
        path.join(outDir, `fn${index}`, 'index.mjs'),
        module,
        path.join(outDir, `marked${index}`, 'index.mjs'),
      ),
    );

    const anchorBuild = await build({
      ...ANCHOR_OPTIONS,
      stdin: { contents: ANCHOR_SOURCE, resolveDir: REPO_ROOT, sourcefile: 'anchor.mjs', loader: 'js' },
      outfile: anchor.bundle,
      metafile: true,
    });
    const sizes = (entry: Entry, { bytesAtImport, assetBytes }: Layout): void =>
      void Object.assign(entry, { bytesAtImport, assetBytes });
    sizes(anchor, layoutOf(anchorBuild.metafile, anchor.bundle));
    const metafiles = await Promise.all(
      functions.map((entry) => buildFunction(entry.module!, path.dirname(entry.bundle))),
    );
    await Promise.all(
      functions.map((entry) => buildFunction(entry.module!, path.dirname(entry.markedBundle!), { marked: true })),
    );
    const layouts = functions.map((entry, index) => layoutOf(metafiles[index]!, entry.bundle));
    functions.forEach((entry, index) => sizes(entry, layouts[index]!));

    const variants = new Map<Entry, { unsplit: Entry; sourceMaps: Entry; firstUse: Entry }>();
    for (const [index, entry] of functions.entries()) {
      if (!CHOICES_MEASURED.some((name) => entry.names.includes(name))) continue;
      const unsplit = newEntry(entry.names, path.join(outDir, `unsplit${index}`, 'index.mjs'), entry.module);
      await buildFunction(entry.module!, path.dirname(unsplit.bundle), { splitting: false });
      const sourceMaps = { ...newEntry(entry.names, entry.bundle, entry.module), nodeOptions: '--enable-source-maps' };
      const firstUse = { ...newEntry(entry.names, entry.bundle, entry.module), lazyChunks: layouts[index]!.lazyChunks };
      variants.set(entry, { unsplit, sourceMaps, firstUse });
    }

    const script = path.join(outDir, 'import-once.mjs');
    writeFileSync(script, IMPORT_SCRIPT);
    functions.forEach((entry, index) => classifyClients(entry, metafiles[index]!, script));
    functions.forEach((entry, index) => {
      const tracerChunks = tracerChunksOf(metafiles[index]!);
      entry.traced = {
        ...newEntry(entry.names, entry.bundle, entry.module),
        env: TRACING_ENV,
        lazyChunks: tracerChunks,
      };
    });
    const measured = [
      anchor,
      ...functions,
      ...functions.map((entry) => entry.traced!),
      ...[...variants.values()].flatMap((variant) => [variant.unsplit, variant.sourceMaps, variant.firstUse]),
    ];
    for (const entry of measured) importOnce(entry.bundle, script, entry.nodeOptions, entry.lazyChunks, entry.env); // warm-up, discarded
    for (let run = 0; run < RUNS; run += 1) {
      for (const entry of measured) {
        const sample = importOnce(entry.bundle, script, entry.nodeOptions, entry.lazyChunks, entry.env);
        entry.importMs.push(sample.ms);
        entry.cpuMs.push(sample.cpuMs);
        entry.lazyMs.push(sample.lazyMs);
        entry.cpuWithLazyMs.push(sample.cpuWithLazyMs);
      }
    }
    console.log(
      [
        ...resultTable(anchor, functions),
        ...clientCheck(functions),
        ...choicesTable(anchor, functions, variants),
        ...rightSizedTable(anchor, functions),
      ].join('\n'),
    );
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
