/**
 * `npm run bench`, third part (issue 10): the size and cold import time of every Lambda bundle,
 * against an anchor bundle built and measured in the same run.
 *
 * - Entries: every handler of the route table (shared/routes.ts), every queue consumer
 *   (shared/queues.ts) and every scheduled job (shared/schedules.ts), each bundled once.
 * - Bundles: esbuild's JS API with the options infra/function.ts gives NodejsFunction (ESM,
 *   node20, minify, source map without sources content, mainFields module/main, the require
 *   banner, no externals), written to a temporary directory. Size: bytes of the .mjs file (the
 *   source map is written beside it, as in the Lambda asset, but not counted).
 * - Anchor: a fixed, typical handler that imports the DynamoDB client, the document client, the
 *   SQS client, @middy/core and zod, bundled with NodejsFunction's default settings (no mainFields
 *   override, so esbuild's platform-node default applies; ESM, node20, minify; no source map), plus
 *   the require banner, without which it cannot be imported at all. Like the service's functions it
 *   bundles the SDK (no externals).
 * - Import time: `node` on a small script that reads performance.now() around
 *   `await import(bundle)`, in a fresh process each time, with the environment the modules read at
 *   import time set to dummy values. One discarded warm-up process per bundle (file cache), then
 *   RUNS rounds, each of which imports every bundle once (interleaved, so drift in the machine's
 *   speed hits all bundles alike); the figure is the median.
 * - Target (issue 10): both ratios to the anchor at most TARGET_RATIO.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { QUEUE_LIST } from '../shared/queues';
import { ROUTES } from '../shared/routes';
import { SCHEDULES } from '../shared/schedules';

const REPO_ROOT = path.resolve(fileURLToPath(new URL('.', import.meta.url)), '..');
const RUNS = 5;
const TARGET_RATIO = 0.6;
const IMPORT_TIMEOUT_MS = 60_000;
/** Same banner as infra/function.ts (REQUIRE_BANNER). */
const REQUIRE_BANNER = "import { createRequire } from 'module'; const require = createRequire(import.meta.url);";

/** What infra/function.ts asks NodejsFunction for, as esbuild options. */
const SERVICE_OPTIONS: BuildOptions = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  mainFields: ['module', 'main'],
  banner: { js: REQUIRE_BANNER },
  external: [],
  logLevel: 'warning',
};

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

/** Dummy values for everything a module may read when it is imported (shared/config.ts and the stack's environment). */
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

/** Runs in each fresh `node` process: imports the bundle once and prints how long it took. */
const IMPORT_SCRIPT = `
import { performance } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
const url = pathToFileURL(process.argv[2]).href;
const started = performance.now();
await import(url);
const elapsed = performance.now() - started;
process.stdout.write(JSON.stringify({ ms: elapsed }) + '\\n');
process.exit(0);
`;

interface Entry {
  /** Route, queue and job ids that deploy this module. */
  names: string[];
  /** Module relative to the repo root; undefined for the anchor. */
  module?: string;
  bundle: string;
  bytes: number;
  importMs: number[];
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

function importOnce(bundle: string, script: string): number {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: process.env.HOME, ...IMPORT_ENV };
  const result = spawnSync(process.execPath, [script, bundle], { env, encoding: 'utf8', timeout: IMPORT_TIMEOUT_MS });
  if (result.status !== 0) {
    throw new Error(`Importing ${bundle} failed (exit ${result.status ?? result.signal}):\n${result.stderr.slice(-2000)}`);
  }
  const line = result.stdout.trim().split('\n').at(-1) ?? '';
  return (JSON.parse(line) as { ms: number }).ms;
}

const median = (values: number[]): number => [...values].sort((left, right) => left - right)[Math.floor(values.length / 2)]!;
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const ratio = (value: number, anchor: number): string => (value / anchor).toFixed(3);

async function main(): Promise<void> {
  const outDir = mkdtempSync(path.join(tmpdir(), 'bench-bundles-'));
  try {
    const modules = entries();
    const anchorBundle = path.join(outDir, 'anchor', 'index.mjs');
    const anchor: Entry = { names: ['ANCHOR'], bundle: anchorBundle, bytes: 0, importMs: [] };
    const functions: Entry[] = [...modules].map(([module, names], index) => ({
      names,
      module,
      bundle: path.join(outDir, `fn${index}`, 'index.mjs'),
      bytes: 0,
      importMs: [],
    }));

    await build({
      ...ANCHOR_OPTIONS,
      stdin: { contents: ANCHOR_SOURCE, resolveDir: REPO_ROOT, sourcefile: 'anchor.mjs', loader: 'js' },
      outfile: anchorBundle,
    });
    await Promise.all(
      functions.map((entry) =>
        build({ ...SERVICE_OPTIONS, absWorkingDir: REPO_ROOT, entryPoints: [path.join(REPO_ROOT, entry.module!)], outfile: entry.bundle }),
      ),
    );
    const all = [anchor, ...functions];
    for (const entry of all) entry.bytes = statSync(entry.bundle).size;

    const script = path.join(outDir, 'import-once.mjs');
    writeFileSync(script, IMPORT_SCRIPT);
    for (const entry of all) importOnce(entry.bundle, script); // warm-up, discarded
    for (let run = 0; run < RUNS; run += 1) {
      for (const entry of all) entry.importMs.push(importOnce(entry.bundle, script));
    }

    const anchorMs = median(anchor.importMs);
    const lines = [
      `Lambda bundles against the anchor (SDK DynamoDB + lib-dynamodb + SQS, @middy/core, zod; NodejsFunction defaults), node ${process.version}, import time median of ${RUNS} fresh processes`,
      '',
      '| function | size KB | size ratio | import ms | import ratio | meets target (both <= ' + TARGET_RATIO + ') |',
      '|---|---:|---:|---:|---:|:---:|',
      `| ANCHOR | ${kb(anchor.bytes)} | 1.000 | ${anchorMs.toFixed(1)} | 1.000 | - |`,
    ];
    let meeting = 0;
    for (const entry of functions) {
      const sizeRatio = entry.bytes / anchor.bytes;
      const ms = median(entry.importMs);
      const timeRatio = ms / anchorMs;
      const meets = sizeRatio <= TARGET_RATIO && timeRatio <= TARGET_RATIO;
      if (meets) meeting += 1;
      const label = `${entry.module} (${entry.names.join(', ')})`;
      lines.push(`| ${label} | ${kb(entry.bytes)} | ${ratio(entry.bytes, anchor.bytes)} | ${ms.toFixed(1)} | ${ratio(ms, anchorMs)} | ${meets ? 'yes' : 'no'} |`);
    }
    lines.push('', `${meeting} of ${functions.length} functions meet the target (size and import-time ratio to the anchor both <= ${TARGET_RATIO}).`);
    console.log(lines.join('\n'));
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

await main();
