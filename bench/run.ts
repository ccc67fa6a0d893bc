/**
 * `npm run bench`: measures the service through the local stack's HTTP server and reports each
 * figure as a ratio against a baseline taken in the same run (machines are noisy; absolute numbers
 * are printed for context only).
 *
 * - POST /qris and GET /transactions/{reff} against one raw DynamoDB GetItem and against the
 *   unauthenticated /health round trip (what the middleware stack and the writes cost).
 * - GET /transactions page 50 against page 1 with 1000 transactions: page-number pagination must not
 *   read earlier pages, so the ratio should stay near 1.
 * - 20 parallel copies of one payment callback: credited once.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { performance } from 'node:perf_hooks';
import { ddb, tableName } from '../shared/store/aws';
import { keys } from '../shared/store/keys';
import { startLocalStack } from '../local/start';
import { freePort } from '../local/infra';

process.env.LOG_LEVEL = 'warn';
const AUTH = { authorization: 'Bearer demo_client:demo_secret_0123456789abcdefghijklmnop', 'content-type': 'application/json' };
const ADMIN = { authorization: 'Bearer bench-admin-token' };
const SAMPLES = 200;
const SEED_TRANSACTIONS = 1000;

async function timeMany(samples: number, run: (index: number) => Promise<unknown>): Promise<number[]> {
  const timings: number[] = [];
  for (let index = 0; index < samples; index += 1) {
    const started = performance.now();
    await run(index);
    timings.push(performance.now() - started);
  }
  return timings.sort((left, right) => left - right);
}

const median = (sorted: number[]): number => sorted[Math.floor(sorted.length / 2)]!;
const p95 = (sorted: number[]): number => sorted[Math.floor(sorted.length * 0.95)]!;

async function call(url: string, init: RequestInit = {}): Promise<any> {
  const response = await fetch(url, init);
  const body = await response.json();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url} -> ${response.status} ${JSON.stringify(body)}`);
  return body;
}

async function main(): Promise<void> {
  const port = await freePort();
  const stack = await startLocalStack({ ...process.env, PORT: String(port), RATE_LIMIT_PER_MINUTE: '100000', ADMIN_TOKEN: 'bench-admin-token', SCHEDULE_TICK_MS: '60000', LOG_LEVEL: 'error' });
  const base = stack.baseUrl;
  try {
    const rows: Array<[string, number[], number[]]> = [];
    const rawGet = await timeMany(SAMPLES, () => ddb().send(new GetCommand({ TableName: tableName(), Key: keys.client('demo_client') })));
    const health = await timeMany(SAMPLES, () => call(`${base}/api/v1/health`));
    const creates = await timeMany(SAMPLES, () => call(`${base}/api/v1/qris`, { method: 'POST', headers: AUTH, body: JSON.stringify({ amount: 25_000 }) }));
    const list = await call(`${base}/api/v1/transactions?per_page=1`, { headers: AUTH });
    const reff = list.data[0].partner_reff as string;
    const reads = await timeMany(SAMPLES, () => call(`${base}/api/v1/transactions/${reff}`, { headers: AUTH }));
    rows.push(['POST /qris', creates, rawGet], ['GET /transactions/{reff}', reads, rawGet], ['GET /health (no auth, no DB)', health, rawGet]);

    for (let index = SAMPLES; index < SEED_TRANSACTIONS; index += 1) {
      await call(`${base}/api/v1/qris`, { method: 'POST', headers: AUTH, body: JSON.stringify({ amount: 10_000 + index }) });
    }
    const pageOne = await timeMany(SAMPLES, () => call(`${base}/api/v1/transactions?per_page=20&page=1`, { headers: AUTH }));
    const pageFifty = await timeMany(SAMPLES, () => call(`${base}/api/v1/transactions?per_page=20&page=50`, { headers: AUTH }));
    rows.push(['GET /transactions page 50 of 50', pageFifty, pageOne]);

    const target = (await call(`${base}/api/v1/qris`, { method: 'POST', headers: AUTH, body: JSON.stringify({ amount: 77_000 }) })).transaction.partner_reff as string;
    const before = (await call(`${base}/admin/v1/merchants/m_demo/balance`, { headers: ADMIN })).balance;
    const started = performance.now();
    await fetch(`${base}/sandbox/v1/qris/${target}/pay?copies=20`, { method: 'POST' });
    const parallelMs = performance.now() - started;
    const after = (await call(`${base}/admin/v1/merchants/m_demo/balance`, { headers: ADMIN })).balance;
    const audit = await call(`${base}/admin/v1/audit`, { headers: ADMIN });

    process.stdout.write(`\nBenchmarks (${SAMPLES} sequential samples each; DynamoDB Local, one process)\n\n`);
    process.stdout.write('| measurement | median ms | p95 ms | baseline | ratio (median / baseline median) |\n|---|---|---|---|---|\n');
    const baselineName = (baseline: number[]) => (baseline === rawGet ? 'raw DynamoDB GetItem' : 'page 1');
    for (const [name, timings, baseline] of rows) {
      process.stdout.write(`| ${name} | ${median(timings).toFixed(2)} | ${p95(timings).toFixed(2)} | ${baselineName(baseline)} ${median(baseline).toFixed(2)} ms | ${(median(timings) / median(baseline)).toFixed(2)} |\n`);
    }
    process.stdout.write(`\n20 parallel copies of one paid callback: credited ${after.pending_settlement - before.pending_settlement} IDR (expected ${77_000 - 770}), `);
    process.stdout.write(`applied in ${parallelMs.toFixed(0)} ms; audit balanced: ${audit.balanced}\n`);
  } finally {
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? error.stack : String(error)}\n`);
    process.exit(1);
  },
);
