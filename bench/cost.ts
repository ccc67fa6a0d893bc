/**
 * `npm run bench`, cost part (issue 10): what a million calls of each route family cost on AWS,
 * from what the service does locally, measured in this run.
 *
 * - Each scenario runs SAMPLES times through the local stack's HTTP API (after WARM_UP runs), with
 *   a merchant whose client has a webhook URL (a local receiver answering 200), so the webhook
 *   deliveries the traffic causes are in the figures; then the bench waits until every consumer
 *   has gone quiet.
 * - Lambda: every invocation of a handler module (API routes, queue consumers), its duration and
 *   the process's CPU time over it, taken around the handler itself (local/server.ts
 *   observeInvocations), so HTTP server overhead is not in it. The billed duration is modelled at
 *   the function's configured memory: the CPU part stretched by Lambda's CPU share at that size,
 *   the waiting part as measured (see the memory table). API Gateway: one HTTP API request per route invocation (the gateway's callback is
 *   one too).
 * - DynamoDB: every command the service sends inside an invocation carries ReturnConsumedCapacity
 *   TOTAL (DynamoDB Local computes units as DynamoDB does: 4 KB per read unit, 1 KB per write unit,
 *   transactional operations twice); reads and writes are summed apart. Calls outside invocations
 *   (the sandbox API's own polling) are not counted.
 * - SQS: messages consumed (records handed to consumers); each costs a send, a receive and a
 *   delete, counted as 3 requests (Lambda's event source mapping batches receives and deletes, so
 *   this is the upper end).
 * - Prices: PRICES below (us-east-1 list prices; put your region's in and rerun, or use the formula
 *   the output prints). Schedules (EventBridge rules) cost nothing per event; their Lambda runs
 *   are a fixed monthly amount, printed apart.
 *
 * - Logs and metrics: every JSON line the service writes while a scenario is measured (at LOG_LEVEL
 *   info, AWS's default), its log lines and its EMF metric lines apart, in bytes as CloudWatch Logs
 *   ingests them (priced at PRICES.logIngestionPerGb); EMF values cost nothing beyond their bytes,
 *   but each distinct metric (name and dimension values) is a custom metric billed by the month,
 *   printed apart with the alarms and the dashboard. Lambda's own START/END/REPORT lines and the API
 *   access log line are not measured here and come on top.
 *
 * Durations are those of this machine against DynamoDB Local (a call takes ~1-3 ms here, ~3-10 ms
 * in a region), so the Lambda line is an estimate; the request, unit and message counts are exact.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { currentInvocation, observeInvocations } from '../local/server';
import { ROUTES } from '../shared/routes';
import { QUEUE_LIST } from '../shared/queues';
import { SCHEDULES } from '../shared/schedules';
import { ddb } from '../shared/store/aws';
import { BUSINESS_ALARMS } from '../infra/monitoring';
import { DEFAULT_MEMORY_SIZE_MB, functionSpecs, queueConsumerSpec, routeSpec } from '../infra/specs';
import { call, runBench, BENCH_ADMIN_TOKEN, startBenchStack } from './support';

process.env.LOG_LEVEL = 'warn';
const ADMIN_TOKEN = BENCH_ADMIN_TOKEN;
const ADMIN = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
const SAMPLES = 40;
const WARM_UP = 5;
/** Consumers poll with a 1 s wait: this long without an invocation means the work is done. */
const QUIET_MS = 2_500;
/** Each function's memory as the stack configures it (infra/specs.ts). */
const MEMORY_MB_BY_MODULE = new Map<string, number>(
  [...ROUTES.map(routeSpec), ...QUEUE_LIST.map(queueConsumerSpec)].map((spec) => [
    spec.entry,
    spec.memorySizeMb ?? DEFAULT_MEMORY_SIZE_MB,
  ]),
);
const memoryMbOf = (module: string): number => MEMORY_MB_BY_MODULE.get(module) ?? DEFAULT_MEMORY_SIZE_MB;

/** us-east-1 list prices (USD), November 2026. */
const PRICES = {
  lambdaRequest: 0.2 / 1e6,
  /** arm64, per GB-second. */
  lambdaGbSecond: 0.0000133334,
  /** HTTP API, first 300 million a month. */
  httpApiRequest: 1.0 / 1e6,
  /** On-demand. */
  readRequestUnit: 0.125 / 1e6,
  writeRequestUnit: 0.625 / 1e6,
  /** Standard queue, per request (64 KB chunk). */
  sqsRequest: 0.4 / 1e6,
  /** CloudWatch Logs standard ingestion, per GB: the price used for ap-southeast-3 here (an input: put yours in). */
  logIngestionPerGb: 0.5,
  /** A custom metric (first 10,000), per month. */
  customMetricMonth: 0.3,
  /** A standard-resolution alarm, per metric it reads, per month. */
  alarmMetricMonth: 0.1,
  /** A dashboard beyond the free three, per month. */
  dashboardMonth: 3,
};
const SQS_REQUESTS_PER_MESSAGE = 3;

interface Timing {
  count: number;
  ms: number;
  cpuMs: number;
}

/** Every measured invocation of each function, over all scenarios (for the memory table). */
const functionTimings = new Map<string, Timing>();

interface Tally {
  invocations: Map<string, Timing>;
  readUnits: number;
  writeUnits: number;
  messages: number;
  logBytes: number;
  emfBytes: number;
  emfValues: number;
}

const newTally = (): Tally => ({
  invocations: new Map(),
  readUnits: 0,
  writeUnits: 0,
  messages: 0,
  logBytes: 0,
  emfBytes: 0,
  emfValues: 0,
});
/** Each distinct metric the measured runs wrote: namespace, name, dimension names and values. */
const metricSeries = new Set<string>();
const READ_COMMANDS = new Set([
  'GetItemCommand',
  'BatchGetItemCommand',
  'QueryCommand',
  'ScanCommand',
  'TransactGetItemsCommand',
]);
const API_MODULES = new Set<string>(ROUTES.map((route) => route.handler));
const CONSUMER_MODULES = new Set(QUEUE_LIST.map((queue) => queue.consumer));
const SCHEDULE_MODULES = new Set(SCHEDULES.map((schedule) => schedule.handler));

let tally: Tally | undefined;
let lastInvocationAt = Date.now();

function capacityOf(output: unknown): number {
  const consumed = (output as { ConsumedCapacity?: { CapacityUnits?: number } | Array<{ CapacityUnits?: number }> })
    .ConsumedCapacity;
  const list = consumed === undefined ? [] : Array.isArray(consumed) ? consumed : [consumed];
  return list.reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
}

function countCapacity(client: DynamoDBDocumentClient): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const module = currentInvocation();
      const counting = tally !== undefined && module !== undefined && !SCHEDULE_MODULES.has(module);
      if (counting) (args.input as Record<string, unknown>).ReturnConsumedCapacity = 'TOTAL';
      const result = await next(args);
      if (counting && tally) {
        const units = capacityOf(result.output);
        if (READ_COMMANDS.has(String(context.commandName))) tally.readUnits += units;
        else tally.writeUnits += units;
      }
      return result;
    },
    { step: 'initialize', name: 'bench-capacity' },
  );
}

function observe(): void {
  observeInvocations((module, { durationMs, cpuMs }, event) => {
    lastInvocationAt = Date.now();
    if (tally === undefined || SCHEDULE_MODULES.has(module)) return;
    const entry = tally.invocations.get(module) ?? { count: 0, ms: 0, cpuMs: 0 };
    entry.count += 1;
    entry.ms += durationMs;
    entry.cpuMs += cpuMs;
    const all = functionTimings.get(module) ?? { count: 0, ms: 0, cpuMs: 0 };
    all.count += 1;
    all.ms += durationMs;
    all.cpuMs += cpuMs;
    functionTimings.set(module, all);
    tally.invocations.set(module, entry);
    if (CONSUMER_MODULES.has(module)) tally.messages += (event as { Records?: unknown[] }).Records?.length ?? 0;
  });
}

/**
 * Counts the JSON lines written while a scenario is measured (and keeps them off the terminal);
 * anything else, and every line outside a measurement, is written as usual.
 */
function countLogLines(): void {
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write = (chunk: unknown, ...rest: unknown[]) => {
    const text = String(chunk);
    if (tally === undefined || !text.startsWith('{')) return write(chunk as string, ...(rest as []));
    for (const line of text.split('\n').filter((one) => one.startsWith('{'))) countLine(tally, line);
    return true;
  };
}

function countLine(current: Tally, line: string): void {
  const bytes = Buffer.byteLength(line) + 1;
  if (!line.includes('"_aws"')) {
    current.logBytes += bytes;
    return;
  }
  current.emfBytes += bytes;
  const document = JSON.parse(line) as {
    _aws: { CloudWatchMetrics: Array<{ Namespace: string; Dimensions: string[][]; Metrics: Array<{ Name: string }> }> };
  } & Record<string, unknown>;
  for (const set of document._aws.CloudWatchMetrics) {
    for (const metric of set.Metrics) {
      for (const dimensions of set.Dimensions) {
        current.emfValues += 1;
        metricSeries.add(
          JSON.stringify([set.Namespace, metric.Name, dimensions.map((name) => [name, document[name]])]),
        );
      }
    }
  }
}

async function quiet(): Promise<void> {
  await sleep(200);
  while (Date.now() - lastInvocationAt < QUIET_MS) await sleep(100);
}

interface Scenario {
  name: string;
  /** What one run is, in the unit the cost is quoted per. */
  unit: string;
  run: (index: number) => Promise<unknown>;
}

interface Measured {
  scenario: Scenario;
  perUnit: {
    apiCalls: number;
    invocations: number;
    gbSeconds: number;
    readUnits: number;
    writeUnits: number;
    messages: number;
    logBytes: number;
    emfBytes: number;
    emfValues: number;
    functions: string;
  };
}

async function measure(scenario: Scenario): Promise<Measured> {
  for (let index = 0; index < WARM_UP; index += 1) await scenario.run(-1 - index);
  await quiet();
  const current = newTally();
  // Lines as AWS writes them: JSON, at the default level.
  const [level, format] = [process.env.LOG_LEVEL, process.env.LOG_FORMAT];
  Object.assign(process.env, { LOG_LEVEL: 'info', LOG_FORMAT: 'json' });
  tally = current;
  for (let index = 0; index < SAMPLES; index += 1) await scenario.run(index);
  await quiet();
  tally = undefined;
  Object.assign(process.env, { LOG_LEVEL: level, LOG_FORMAT: format });
  let apiCalls = 0;
  let invocations = 0;
  let gbSeconds = 0;
  const functions: string[] = [];
  for (const [module, entry] of current.invocations) {
    invocations += entry.count;
    if (API_MODULES.has(module)) apiCalls += entry.count;
    // Billed duration: modelled at the function's memory (its CPU share), as in the memory table.
    gbSeconds += entry.count * (modelledMs(entry, memoryMbOf(module)) / 1000) * (memoryMbOf(module) / 1024);
    functions.push(
      `${module.replace(/^functions\//, '').replace(/\.ts$/, '')} ${(entry.count / SAMPLES).toFixed(2)}x ${(entry.ms / entry.count).toFixed(1)} ms at ${memoryMbOf(module)} MB`,
    );
  }
  return {
    scenario,
    perUnit: {
      apiCalls: apiCalls / SAMPLES,
      invocations: invocations / SAMPLES,
      gbSeconds: gbSeconds / SAMPLES,
      readUnits: current.readUnits / SAMPLES,
      writeUnits: current.writeUnits / SAMPLES,
      messages: current.messages / SAMPLES,
      logBytes: current.logBytes / SAMPLES,
      emfBytes: current.emfBytes / SAMPLES,
      emfValues: current.emfValues / SAMPLES,
      functions: functions.join('; '),
    },
  };
}

function costPerMillion(perUnit: Measured['perUnit']) {
  const lambda = perUnit.invocations * PRICES.lambdaRequest + perUnit.gbSeconds * PRICES.lambdaGbSecond;
  const api = perUnit.apiCalls * PRICES.httpApiRequest;
  const dynamodb = perUnit.readUnits * PRICES.readRequestUnit + perUnit.writeUnits * PRICES.writeRequestUnit;
  const sqs = perUnit.messages * SQS_REQUESTS_PER_MESSAGE * PRICES.sqsRequest;
  const logs = ((perUnit.logBytes + perUnit.emfBytes) / 1e9) * PRICES.logIngestionPerGb;
  const million = (usd: number) => usd * 1e6;
  return {
    lambda: million(lambda),
    api: million(api),
    dynamodb: million(dynamodb),
    sqs: million(sqs),
    logs: million(logs),
    total: million(lambda + api + dynamodb + sqs + logs),
  };
}

/** Lambda's CPU share at a memory size: one full vCPU at 1,769 MB, in proportion below. */
const vcpuShare = (memoryMb: number): number => Math.min(1, memoryMb / 1769);
const MEMORY_SIZES_MB = [256, 512, 1024] as const;

/**
 * Duration at a memory size, modelled: the CPU part scales with the CPU share, the waiting part
 * (DynamoDB, the gateway, queues) does not. Assumes this machine's core is about one Lambda vCPU.
 */
const modelledMs = (timing: Timing, memoryMb: number): number => {
  const wall = timing.ms / timing.count;
  const cpu = Math.min(wall, timing.cpuMs / timing.count);
  return cpu / vcpuShare(memoryMb) + (wall - cpu);
};

function writeMemoryTable(): void {
  process.stdout.write(
    '\nRight-sizing memory: warm invocation time measured here (wall, CPU) and modelled at each memory size (CPU part / vCPU share + waiting part), with the Lambda cost per million invocations\n\n',
  );
  process.stdout.write(
    `| function | wall ms | CPU ms | ${MEMORY_SIZES_MB.map((mb) => `${mb} MB: ms`).join(' | ')} | ${MEMORY_SIZES_MB.map((mb) => `${mb} MB: $/M`).join(' | ')} |\n`,
  );
  process.stdout.write(
    `|---|---:|---:|${MEMORY_SIZES_MB.map(() => '---:').join('|')}|${MEMORY_SIZES_MB.map(() => '---:').join('|')}|\n`,
  );
  for (const [module, timing] of [...functionTimings].sort(([left], [right]) => left.localeCompare(right))) {
    const durations = MEMORY_SIZES_MB.map((mb) => modelledMs(timing, mb));
    const costs = MEMORY_SIZES_MB.map(
      (mb, index) => (PRICES.lambdaRequest + (durations[index]! / 1000) * (mb / 1024) * PRICES.lambdaGbSecond) * 1e6,
    );
    process.stdout.write(
      `| ${module.replace(/^functions\//, '')} | ${(timing.ms / timing.count).toFixed(1)} | ${(timing.cpuMs / timing.count).toFixed(1)} | ${durations.map((ms) => ms.toFixed(0)).join(' | ')} | ${costs.map((usd) => usd.toFixed(2)).join(' | ')} |\n`,
    );
  }
}

/** Log and EMF bytes per unit, measured, and what the monitoring costs by the month whatever the traffic. */
function writeObservabilityTable(results: readonly Measured[]): void {
  process.stdout.write(
    `\nLogs and metrics per unit (JSON lines at LOG_LEVEL info; CloudWatch Logs ingestion at $${PRICES.logIngestionPerGb.toFixed(2)}/GB)\n\n`,
  );
  process.stdout.write(
    '| per unit of | log lines bytes | EMF bytes | EMF values | $ per million |\n|---|---:|---:|---:|---:|\n',
  );
  for (const { scenario, perUnit } of results) {
    const usd = ((perUnit.logBytes + perUnit.emfBytes) / 1e9) * PRICES.logIngestionPerGb * 1e6;
    process.stdout.write(
      `| ${scenario.name} | ${perUnit.logBytes.toFixed(0)} | ${perUnit.emfBytes.toFixed(0)} | ${perUnit.emfValues.toFixed(2)} | ${usd.toFixed(2)} |\n`,
    );
  }
  // Alarms as infra/monitoring.ts and infra/queue.ts build them: two metrics per function (errors,
  // throttles), two for the API rate, one per business alarm, two per queue (DLQ depth, oldest age).
  const alarmMetrics = functionSpecs().length * 2 + 2 + BUSINESS_ALARMS.length + QUEUE_LIST.length * 2;
  process.stdout.write(
    `\nBy the month, whatever the traffic: ${metricSeries.size} custom metrics written in these runs x $${PRICES.customMetricMonth}, ${alarmMetrics} alarm metrics x $${PRICES.alarmMetricMonth}, one dashboard $${PRICES.dashboardMonth}: $${(metricSeries.size * PRICES.customMetricMonth + alarmMetrics * PRICES.alarmMetricMonth + PRICES.dashboardMonth).toFixed(2)} a stage (more metrics as more channels, outcomes and reasons occur).\n`,
  );
}

function receiver(): Promise<{ server: Server; url: string }> {
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}'));
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}/hooks` }),
    ),
  );
}

async function main(): Promise<void> {
  const stack = await startBenchStack();
  const hooks = await receiver();
  const base = stack.baseUrl;
  countCapacity(ddb());
  observe();
  countLogLines();
  try {
    const merchant = (
      await call(`${base}/admin/v1/merchants`, {
        method: 'POST',
        headers: ADMIN,
        body: JSON.stringify({ name: 'Cost Bench', pin: '123456' }),
      })
    ).merchant;
    const client = (
      await call(`${base}/admin/v1/merchants/${merchant.id}/clients`, {
        method: 'POST',
        headers: ADMIN,
        body: JSON.stringify({ callback_url: hooks.url }),
      })
    ).client;
    await call(`${base}/admin/v1/merchants/${merchant.id}/balance-adjustments`, {
      method: 'POST',
      headers: { ...ADMIN, 'x-idempotency-key': randomUUID() },
      body: JSON.stringify({ amount: 500_000_000, note: 'cost bench funding' }),
    });
    const auth = {
      authorization: `Bearer ${client.client_id}:${client.client_secret}`,
      'content-type': 'application/json',
    };
    const createQr = () =>
      call(`${base}/api/v1/qris`, { method: 'POST', headers: auth, body: JSON.stringify({ amount: 25_000 }) });
    const reff = (await createQr()).transaction.partner_reff as string;
    const unpaid: string[] = [];
    /** Every payout and order goes to its own destination (no 60-second duplicate window applies). */
    let serial = 0;
    const scenarios: Scenario[] = [
      {
        name: 'POST /qris',
        unit: 'request',
        run: async () => unpaid.push((await createQr()).transaction.partner_reff),
      },
      {
        name: 'QR paid: gateway callback + consumer + transaction.paid webhook',
        unit: 'payment',
        run: async () => {
          const target = unpaid.pop() ?? (await createQr()).transaction.partner_reff;
          await call(`${base}/sandbox/v1/qris/${target}/pay`, { method: 'POST' });
        },
      },
      {
        name: 'GET /transactions/{reff}',
        unit: 'request',
        run: () => call(`${base}/api/v1/transactions/${reff}`, { headers: auth }),
      },
      {
        name: 'GET /transactions (page 1)',
        unit: 'request',
        run: () => call(`${base}/api/v1/transactions?per_page=20&page=1`, { headers: auth }),
      },
      {
        name: 'Payout: POST /transfer/inquiry + /transfer/confirm + payout webhook',
        unit: 'payout',
        run: async () => {
          const account = `5550${String((serial += 1)).padStart(5, '0')}7`;
          const inquiry = await call(`${base}/api/v1/transfer/inquiry`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({ amount: 10_000, bank_code: '014', account_number: account }),
          });
          await call(`${base}/api/v1/transfer/confirm`, {
            method: 'POST',
            headers: auth,
            body: JSON.stringify({ partner_reff: inquiry.transaction.partner_reff, pin: '123456' }),
          });
        },
      },
      {
        name: 'Digital order: POST /tv/orders + orders consumer + order webhooks',
        unit: 'order',
        run: async () => {
          const ref = `cost-${randomUUID()}`;
          const tujuan = `0812${String(3_000_000 + (serial += 1)).padStart(7, '0')}`;
          await call(`${base}/api/v1/tv/orders`, {
            method: 'POST',
            headers: { ...auth, 'x-idempotency-key': ref },
            body: JSON.stringify({ ref_id: ref, kode_produk: 'TSEL5', tujuan }),
          });
        },
      },
    ];
    const results: Measured[] = [];
    for (const scenario of scenarios) results.push(await measure(scenario));

    process.stdout.write(
      `\nCost per million (${SAMPLES} runs each after ${WARM_UP} warm-up; Lambda arm64 at each function's configured memory; us-east-1 list prices)\n\n`,
    );
    process.stdout.write(
      '| per million of | API calls | Lambda invocations | GB-s | read units | write units | SQS messages | Lambda $ | HTTP API $ | DynamoDB $ | SQS $ | logs + EMF $ | total $ |\n',
    );
    process.stdout.write('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|\n');
    for (const { scenario, perUnit } of results) {
      const cost = costPerMillion(perUnit);
      process.stdout.write(
        `| ${scenario.name} (per ${scenario.unit}) | ${perUnit.apiCalls.toFixed(2)} | ${perUnit.invocations.toFixed(2)} | ${perUnit.gbSeconds.toFixed(4)} | ${perUnit.readUnits.toFixed(2)} | ${perUnit.writeUnits.toFixed(2)} | ${perUnit.messages.toFixed(2)} | ${cost.lambda.toFixed(2)} | ${cost.api.toFixed(2)} | ${cost.dynamodb.toFixed(2)} | ${cost.sqs.toFixed(2)} | ${cost.logs.toFixed(2)} | ${cost.total.toFixed(2)} |\n`,
      );
    }
    writeObservabilityTable(results);
    process.stdout.write('\nFunctions per run (invocations per run, mean duration):\n');
    for (const { scenario, perUnit } of results) process.stdout.write(`- ${scenario.name}: ${perUnit.functions}\n`);
    writeMemoryTable();
    const scheduledRunsPerMonth = SCHEDULES.reduce(
      (sum, schedule) =>
        sum + (schedule.expression === 'rate(1 minute)' ? 43_200 : schedule.expression === 'rate(1 hour)' ? 720 : 0),
      0,
    );
    process.stdout.write(
      `\nSchedules: ${scheduledRunsPerMonth} Lambda runs a month whatever the traffic (EventBridge scheduled rules: no charge per event); at 100 ms each that is $${(scheduledRunsPerMonth * (PRICES.lambdaRequest + 0.1 * (DEFAULT_MEMORY_SIZE_MB / 1024) * PRICES.lambdaGbSecond)).toFixed(2)} a month, plus the due-index queries they make.\n`,
    );
    process.stdout.write(
      '\nFormula, per unit: invocations x $0.20/M + GB-s x $0.0000133334 + API calls x $1.00/M + read units x $0.125/M + write units x $0.625/M + SQS messages x 3 x $0.40/M + (log and EMF bytes) x $0.50/GB (KMS decrypts for webhook signing, $0.03/10k, and Lambda platform log lines come on top).\n',
    );
  } finally {
    hooks.server.close();
    await stack.stop();
  }
}

runBench('bench', main);
