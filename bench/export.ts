/**
 * `npm run bench`, second part: GET /transactions/export of 10,000 rows against 1,000 rows of one
 * merchant each, in the same run, through both ways a body leaves:
 *
 * - streamed: over the local stack's HTTP server, which writes the CSV as it is read (the client
 *   here reads and drops it, counting bytes);
 * - buffered: the Lambda handler called in process, which returns the whole file as one string
 *   (what API Gateway gets on AWS).
 *
 * Time: median of several runs. Memory: the highest heapUsed sampled during an export minus
 * heapUsed before it (the highest of several runs), with a full garbage collection before every sample (node --expose-gc), so
 * the figure is what the export keeps alive, not garbage waiting to be collected. Expected: time
 * ratio near 10 (the work is per row), streamed memory ratio near 1 (one page of records at a time);
 * the buffered path holds the whole output string, so its memory grows with the file.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { BatchWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { freePort } from '../local/infra';
import { lambdaContext } from '../local/lambda-events';
import { startLocalStack } from '../local/start';
import { EXPORT_PAGE_ITEMS_MAX } from '../shared/constants';
import type { TransactionStatus, TransactionType } from '../shared/domain/transaction-state';
import { adminCreateMerchant } from '../shared/operations/admin';
import { adminCreateClient } from '../shared/operations/admin-clients';
import { ddb, tableName } from '../shared/store/aws';
import { keys } from '../shared/store/keys';
import { createTransactionItems, type TransactionRecord } from '../shared/store/transactions';
import { median, runBench } from './support';

process.env.LOG_LEVEL = 'warn';
const SIZES = [1_000, 10_000] as const;
const TIMED_RUNS = 7;
/** Runs of every path and size before any measurement: DynamoDB Local (a JVM) and V8 both warm up. */
const WARM_UP_RUNS = 3;
/** The heap peak is a moment inside one page's read; the highest of several runs finds it. */
const MEMORY_RUNS = 5;
/** DynamoDB's BatchWriteItem limit, and how many batches are in flight while seeding. */
const BATCH_ITEMS_MAX = 25;
const SEED_CONCURRENCY = 8;
const HEAP_SAMPLE_INTERVAL_MS = 2;
const DAY_MS = 86_400_000;
const TYPES: TransactionType[] = ['qris', 'va', 'transfer', 'ewallet', 'digital'];
const STATUSES: TransactionStatus[] = ['paid', 'waiting_payment', 'expired', 'settled', 'failed'];

interface BenchMerchant {
  merchantId: string;
  authorization: string;
  rows: number;
}

const collectGarbage = (): void => (globalThis as { gc?: () => void }).gc?.();

/** Row `index` of a seeded merchant: created across the last 20 days, oldest first, some with text that needs quoting. */
function seedRecord(
  merchantId: string,
  clientId: string,
  index: number,
  rows: number,
  nowMs: number,
): TransactionRecord {
  const createdAtMs = nowMs - 20 * DAY_MS + Math.floor((index * 19 * DAY_MS) / rows);
  const amount = 10_000 + (index % 90) * 1_000;
  const status = STATUSES[index % STATUSES.length]!;
  return {
    partner_reff: `BENCH${index}-${randomUUID().slice(0, 12)}`,
    id: index + 1,
    merchant_id: merchantId,
    client_id: clientId,
    type: TYPES[index % TYPES.length]!,
    status,
    amount,
    fees: { gateway_fee: 700, platform_fee: 300, total_fee: 1_000, net_amount: amount - 1_000 },
    seq: index + 1,
    event_count: 1,
    created_at_ms: createdAtMs,
    updated_at_ms: createdAtMs,
    ...(status === 'paid' || status === 'settled' ? { paid_at_ms: createdAtMs + 60_000 } : {}),
    description: index % 3 === 0 ? `Order ${index}, "gift wrap"` : `Order ${index}`,
  };
}

/** The items createTransactionItems puts (transaction and first event), as BatchWriteItem put requests. */
function putRequests(record: TransactionRecord): Array<{ PutRequest: { Item: Record<string, unknown> } }> {
  const createdEvent = {
    event_type: 'created',
    from: null,
    to: record.status,
    source: 'api' as const,
    description: null,
    at_ms: record.created_at_ms,
  };
  return createTransactionItems({ record, createdEvent }).flatMap((item) =>
    item.Put ? [{ PutRequest: { Item: item.Put.Item as Record<string, unknown> } }] : [],
  );
}

async function writeBatch(requests: Array<{ PutRequest: { Item: Record<string, unknown> } }>): Promise<void> {
  let pending: typeof requests = requests;
  while (pending.length > 0) {
    const result = await ddb().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    pending = (result.UnprocessedItems?.[tableName()] ?? []) as typeof requests;
  }
}

/** A fresh merchant with `rows` transactions, written straight into the table with bounded concurrency. */
async function seedMerchant(rows: number): Promise<BenchMerchant> {
  const clock = { nowMs: () => Date.now() };
  const created = await adminCreateMerchant(
    { name: `Export bench ${rows}`, kyc_status: 'verified', pin: '123456' },
    clock,
  );
  if (!created.ok) throw new Error(created.message);
  const merchantId = created.value.merchant.id;
  const client = await adminCreateClient(merchantId, {}, clock);
  if (!client.ok) throw new Error(client.message);
  const { client_id: clientId, client_secret: clientSecret } = client.value.client as {
    client_id: string;
    client_secret: string;
  };
  const requests = Array.from({ length: rows }, (_, index) =>
    putRequests(seedRecord(merchantId, clientId, index, rows, clock.nowMs())),
  ).flat();
  const batches = Array.from({ length: Math.ceil(requests.length / BATCH_ITEMS_MAX) }, (_, index) =>
    requests.slice(index * BATCH_ITEMS_MAX, (index + 1) * BATCH_ITEMS_MAX),
  );
  for (let start = 0; start < batches.length; start += SEED_CONCURRENCY) {
    await Promise.all(batches.slice(start, start + SEED_CONCURRENCY).map(writeBatch));
  }
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.txCounter(merchantId),
      UpdateExpression: 'SET seq = :seq',
      ExpressionAttributeValues: { ':seq': rows },
    }),
  );
  return { merchantId, authorization: `Bearer ${clientId}:${clientSecret}`, rows };
}

/** The streamed path: GET over HTTP, the body read and dropped. Answers the bytes received. */
async function exportStreamed(base: string, merchant: BenchMerchant): Promise<number> {
  const response = await fetch(`${base}/api/v1/transactions/export`, {
    headers: { authorization: merchant.authorization },
  });
  if (response.status !== 200 || response.body === null)
    throw new Error(`export answered ${response.status}: ${await response.text()}`);
  let bytes = 0;
  for await (const chunk of response.body) bytes += (chunk as Uint8Array).byteLength;
  return bytes;
}

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/** The buffered path: the Lambda handler in process, as the Lambda runtime calls it. Answers the body's bytes. */
async function exportBuffered(handler: Handler, merchant: BenchMerchant): Promise<number> {
  const path = '/api/v1/transactions/export';
  const event = {
    version: '2.0',
    routeKey: `GET ${path}`,
    rawPath: path,
    rawQueryString: '',
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
  const result = await handler(event, lambdaContext('exportTransactions'));
  if (result.statusCode !== 200) throw new Error(`export answered ${result.statusCode}: ${result.body}`);
  return Buffer.byteLength(String(result.body));
}

/** The highest live heap (after a full collection) while `run` runs, minus the live heap before. */
async function peakHeapGrowth(run: () => Promise<unknown>): Promise<number> {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const sample = (): void => {
    collectGarbage();
    peak = Math.max(peak, process.memoryUsage().heapUsed);
  };
  const timer = setInterval(sample, HEAP_SAMPLE_INTERVAL_MS);
  try {
    await run();
  } finally {
    clearInterval(timer);
  }
  return peak - before;
}

async function medianMs(run: () => Promise<unknown>): Promise<number> {
  const timings: number[] = [];
  for (let index = 0; index < TIMED_RUNS; index += 1) {
    const started = performance.now();
    await run();
    timings.push(performance.now() - started);
  }
  return median(timings);
}

interface PathFigures {
  ms: number;
  heapBytes: number;
  bodyBytes: number;
}

async function measure(run: () => Promise<number>): Promise<PathFigures> {
  const bodyBytes = await run();
  const ms = await medianMs(run);
  let heapBytes = 0;
  for (let index = 0; index < MEMORY_RUNS; index += 1) heapBytes = Math.max(heapBytes, await peakHeapGrowth(run));
  return { ms, heapBytes, bodyBytes };
}

const mib = (bytes: number): string => (bytes / 1024 / 1024).toFixed(2);

function report(name: string, small: PathFigures, large: PathFigures): void {
  process.stdout.write(
    `| ${name} | ${small.ms.toFixed(0)} | ${large.ms.toFixed(0)} | ${(large.ms / small.ms).toFixed(2)} | ` +
      `${mib(small.heapBytes)} | ${mib(large.heapBytes)} | ${(large.heapBytes / small.heapBytes).toFixed(2)} | ${mib(small.bodyBytes)} / ${mib(large.bodyBytes)} |\n`,
  );
}

async function main(): Promise<void> {
  if (typeof (globalThis as { gc?: unknown }).gc !== 'function')
    process.stderr.write('note: run with node --expose-gc for live-heap figures; these include uncollected garbage\n');
  const port = await freePort();
  const stack = await startLocalStack({
    ...process.env,
    PORT: String(port),
    RATE_LIMIT_PER_MINUTE: '100000',
    ADMIN_TOKEN: 'bench-admin-token',
    SCHEDULE_TICK_MS: '600000',
    LOG_LEVEL: 'error',
  });
  try {
    const seedStarted = performance.now();
    const [small, large] = [await seedMerchant(SIZES[0]), await seedMerchant(SIZES[1])];
    const seedMs = performance.now() - seedStarted;
    const { handler } = (await import('../functions/api/export-transactions')) as unknown as { handler: Handler };
    const runs = [small, large].flatMap((merchant) => [
      () => exportStreamed(stack.baseUrl, merchant),
      () => exportBuffered(handler, merchant),
    ]);
    for (let round = 0; round < WARM_UP_RUNS; round += 1) for (const run of runs) await run();
    const [streamedSmall, bufferedSmall, streamedLarge, bufferedLarge] = [
      await measure(runs[0]!),
      await measure(runs[1]!),
      await measure(runs[2]!),
      await measure(runs[3]!),
    ];

    process.stdout.write(
      `\nCSV export: ${SIZES[1]} rows against ${SIZES[0]} rows of one merchant (seeded ${SIZES[0] + SIZES[1]} in ${(seedMs / 1000).toFixed(1)} s; pages of ${EXPORT_PAGE_ITEMS_MAX})\n\n`,
    );
    process.stdout.write(
      `| path | ${SIZES[0]} rows ms | ${SIZES[1]} rows ms | time ratio | ${SIZES[0]} rows peak heap MiB | ${SIZES[1]} rows peak heap MiB | memory ratio | file MiB |\n|---|---|---|---|---|---|---|---|\n`,
    );
    report('streamed (local server)', streamedSmall, streamedLarge);
    report('buffered (Lambda handler)', bufferedSmall, bufferedLarge);
    const perRowMs = (streamedLarge.ms - streamedSmall.ms) / (SIZES[1] - SIZES[0]);
    process.stdout.write(
      `\nPer extra row (streamed): ${(perRowMs * 1000).toFixed(0)} µs and ${((streamedLarge.bodyBytes - streamedSmall.bodyBytes) / (SIZES[1] - SIZES[0])).toFixed(0)} bytes; `,
    );
    process.stdout.write(
      `fixed part of one export (authentication, sequence bounds, count): about ${(streamedSmall.ms - perRowMs * SIZES[0]).toFixed(0)} ms\n`,
    );
  } finally {
    await stack.stop();
  }
}

runBench('export bench', main);
