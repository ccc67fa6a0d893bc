/**
 * `npm run bench`, the settlement report: one day's report of a merchant whose day has 10,000
 * movements against one whose day has 1,000, in the same run, through the Lambda handler called in
 * process (GET /api/v1/reports/settlement, JSON; the CSV and XLSX are built from the same aggregate).
 *
 * The postings are written straight into the ledger partition (payments in, holds, posts, fees and
 * settlements of several channels, each with its `tx_type`), half of them the day before (the
 * opening reads every posting before the day) and half on the day. Memory: the highest heapUsed
 * sampled during a report minus heapUsed before it (the highest of several runs, the smaller
 * report run ten times as often so that both are sampled over about the same time), with a full
 * collection before every sample (node --expose-gc). Expected: a memory ratio near 1 (one page of
 * REPORT_PAGE_ITEMS_MAX postings at a time, one sum per kind), a time ratio near 10.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { lambdaContext } from '../local/lambda-events';
import { REPORT_PAGE_ITEMS_MAX } from '../shared/channels/reports/limits';
import { jakartaDateOf } from '../shared/channels/reports/days';
import { merchantAccount, systemAccount, type Account } from '../shared/domain/ledger';
import { adminCreateMerchant } from '../shared/operations/admin';
import { adminCreateClient } from '../shared/operations/admin-clients';
import { ddb, tableName } from '../shared/store/aws';
import { ledgerTimePartition, ledgerTimeSortKey } from '../shared/store/keys';
import { postingKey } from '../shared/store/ledger';
import { median, runBench, startBenchStack } from './support';

process.env.LOG_LEVEL = 'warn';
const SIZES = [1_000, 10_000] as const;
const TIMED_RUNS = 5;
const WARM_UP_RUNS = 2;
const MEMORY_RUNS = 5;
const BATCH_ITEMS_MAX = 25;
const SEED_CONCURRENCY = 8;
const HEAP_SAMPLE_INTERVAL_MS = 2;
const DAY_MS = 86_400_000;
const CHANNELS = ['qris', 'va', 'dedicated_va', 'ewallet_cashin'];

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

interface BenchMerchant {
  authorization: string;
  movements: number;
}

const collectGarbage = (): void => (globalThis as { gc?: () => void }).gc?.();

/** Posting `index` of a seeded merchant: one of six shapes, at a time spread over the two days. */
function seedPosting(merchantId: string, index: number, movements: number, dayStartMs: number) {
  const account = (bucket: 'available' | 'held' | 'pending_settlement'): Account => merchantAccount(merchantId, bucket);
  const reff = `RPT${index}-${randomUUID().slice(0, 8)}`;
  const shapes: Array<[string, Account, Account, string]> = [
    ['#paid#net', systemAccount('gateway_clearing'), account('available'), CHANNELS[index % CHANNELS.length]!],
    ['#paid#net', systemAccount('gateway_clearing'), account('pending_settlement'), 'qris'],
    ['#settled', account('pending_settlement'), account('available'), 'qris'],
    ['#hold', account('available'), account('held'), 'transfer'],
    ['#post#amount', account('held'), systemAccount('gateway_clearing'), 'transfer'],
    ['#post#gateway_fee', account('held'), systemAccount('gateway_fees'), 'transfer'],
  ];
  const [suffix, from, to, type] = shapes[index % shapes.length]!;
  const atMs = dayStartMs - DAY_MS + Math.floor((index * 2 * DAY_MS) / (2 * movements)) + 1;
  const id = `${reff}${suffix}`;
  const key = postingKey(merchantId, 0, id);
  return {
    ...key,
    // In the ledger by time, as the engine writes every posting (the report reads a span from it after a checkpoint).
    gsi3pk: ledgerTimePartition(key.pk),
    gsi3sk: ledgerTimeSortKey(atMs, id),
    entity: 'posting',
    id,
    from,
    to,
    amount: 1_000 + (index % 50) * 100,
    memo: `bench ${id}`,
    reference: `${reff}:bench`,
    at_ms: atMs,
    tx_type: type,
  };
}

async function writeBatch(items: Array<Record<string, unknown>>): Promise<void> {
  let pending = items.map((Item) => ({ PutRequest: { Item } }));
  while (pending.length > 0) {
    const result = await ddb().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    pending = (result.UnprocessedItems?.[tableName()] ?? []) as typeof pending;
  }
}

/** A merchant with `movements` postings on the day, and as many the day before. */
async function seedMerchant(movements: number, dayStartMs: number): Promise<BenchMerchant> {
  const clock = { nowMs: () => Date.now() };
  const created = await adminCreateMerchant({ name: `Report bench ${movements}`, kyc_status: 'verified' }, clock);
  if (!created.ok) throw new Error(created.message);
  const merchantId = created.value.merchant.id;
  const client = await adminCreateClient(merchantId, {}, clock);
  if (!client.ok) throw new Error(client.message);
  const { client_id: clientId, client_secret: secret } = client.value.client as {
    client_id: string;
    client_secret: string;
  };
  const items = Array.from({ length: 2 * movements }, (_, index) =>
    seedPosting(merchantId, index, movements, dayStartMs),
  );
  const batches = Array.from({ length: Math.ceil(items.length / BATCH_ITEMS_MAX) }, (_, index) =>
    items.slice(index * BATCH_ITEMS_MAX, (index + 1) * BATCH_ITEMS_MAX),
  );
  for (let start = 0; start < batches.length; start += SEED_CONCURRENCY)
    await Promise.all(batches.slice(start, start + SEED_CONCURRENCY).map(writeBatch));
  return { authorization: `Bearer ${clientId}:${secret}`, movements };
}

/** The report through the Lambda handler, as the runtime calls it; answers the body's bytes. */
async function reportOnce(handler: Handler, merchant: BenchMerchant, date: string): Promise<number> {
  const path = '/api/v1/reports/settlement';
  const event = {
    version: '2.0',
    routeKey: `GET ${path}`,
    rawPath: path,
    rawQueryString: `date=${date}`,
    queryStringParameters: { date },
    headers: { authorization: merchant.authorization },
    requestContext: {
      http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'bench' },
      requestId: randomUUID(),
      routeKey: `GET ${path}`,
      stage: '$default',
      timeEpoch: Date.now(),
    },
    isBase64Encoded: false,
  } as unknown as APIGatewayProxyEventV2;
  const result = await handler(event, lambdaContext('getSettlementReport'));
  if (result.statusCode !== 200) throw new Error(`report answered ${result.statusCode}: ${result.body}`);
  const movements = (JSON.parse(String(result.body)) as { report: { buckets: { held: { movements: unknown[] } } } })
    .report.buckets.held.movements;
  if (movements.length === 0) throw new Error('the report found no movement');
  return Buffer.byteLength(String(result.body));
}

async function peakHeapGrowth(run: () => Promise<unknown>): Promise<number> {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const timer = setInterval(() => {
    collectGarbage();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  }, HEAP_SAMPLE_INTERVAL_MS);
  try {
    await run();
  } finally {
    clearInterval(timer);
  }
  return peak - before;
}

async function measure(run: () => Promise<unknown>, memoryRuns: number): Promise<{ ms: number; heapBytes: number }> {
  const timings: number[] = [];
  for (let index = 0; index < TIMED_RUNS; index += 1) {
    const started = performance.now();
    await run();
    timings.push(performance.now() - started);
  }
  let heapBytes = 0;
  for (let index = 0; index < memoryRuns; index += 1) heapBytes = Math.max(heapBytes, await peakHeapGrowth(run));
  return { ms: median(timings), heapBytes };
}

const mib = (bytes: number): string => (bytes / 1024 / 1024).toFixed(2);

async function main(): Promise<void> {
  if (typeof (globalThis as { gc?: unknown }).gc !== 'function')
    process.stderr.write('note: run with node --expose-gc for live-heap figures; these include uncollected garbage\n');
  const stack = await startBenchStack();
  try {
    // Yesterday in Jakarta: a whole day, before "now".
    const date = jakartaDateOf(Date.now() - DAY_MS);
    const dayStartMs = Date.parse(`${date}T00:00:00+07:00`);
    const seedStarted = performance.now();
    const [small, large] = [await seedMerchant(SIZES[0], dayStartMs), await seedMerchant(SIZES[1], dayStartMs)];
    const seedMs = performance.now() - seedStarted;
    const { handler } = (await import('../functions/api/get-settlement-report')) as unknown as { handler: Handler };
    const runs = [small, large].map((merchant) => () => reportOnce(handler, merchant, date));
    for (let round = 0; round < WARM_UP_RUNS; round += 1) for (const run of runs) await run();
    // The small report runs as many times more for the peak as it is smaller: both are sampled over
    // about the same time, so the larger is not the likelier to be caught at a page's peak.
    const [smallFigures, largeFigures] = [
      await measure(runs[0]!, MEMORY_RUNS * (SIZES[1] / SIZES[0])),
      await measure(runs[1]!, MEMORY_RUNS),
    ];
    process.stdout.write(
      `\nSettlement report: a day of ${SIZES[1]} movements against ${SIZES[0]} (as many postings the day before; ` +
        `seeded in ${(seedMs / 1000).toFixed(1)} s; pages of ${REPORT_PAGE_ITEMS_MAX})\n\n` +
        `| movements | ms | peak heap MiB |\n|---|---|---|\n` +
        `| ${SIZES[0]} | ${smallFigures.ms.toFixed(0)} | ${mib(smallFigures.heapBytes)} |\n` +
        `| ${SIZES[1]} | ${largeFigures.ms.toFixed(0)} | ${mib(largeFigures.heapBytes)} |\n` +
        `\nTime ratio ${(largeFigures.ms / smallFigures.ms).toFixed(2)}; memory ratio ` +
        `${(largeFigures.heapBytes / smallFigures.heapBytes).toFixed(2)} (target at most 1.5)\n`,
    );
  } finally {
    await stack.stop();
  }
}

runBench('report bench', main);
