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
 * - POST /transfer/confirm (PIN, hold, gateway call, post) against the same raw GetItem, and the
 *   DynamoDB calls one confirm makes (a counting middleware on the service's own client, counting
 *   only the calls of the route's own function: see countCalls).
 * - POST /tv/orders (product, destination, debit + order + outbox in one move, queue hand-over)
 *   against the same raw GetItem, and its DynamoDB calls.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { performance } from 'node:perf_hooks';
import { ddb, tableName } from '../shared/store/aws';
import { keys } from '../shared/store/keys';
import { currentInvocation, observeInvocations } from '../local/server';
import { routeById, type RouteId } from '../shared/routes';
import { call, median, p95, runBench, startBenchStack } from './support';

process.env.LOG_LEVEL = 'warn';
const AUTH = {
  authorization: 'Bearer demo_client:demo_secret_0123456789abcdefghijklmnop',
  'content-type': 'application/json',
};
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

/**
 * Counts the DynamoDB commands that the route's own function (its handler module) sends while
 * `run` runs, by command name. The local stack runs every function in this process on one client:
 * a queue consumer that starts on the request's message (the webhook of a payout, the order for the
 * orders consumer) before the answer reaches the bench would otherwise be counted as the route's.
 * An invocation observer (local/server.ts) turns on the async context that names the function
 * each call runs in; it is installed only while counting.
 */
async function countCalls(handlerModule: string, run: () => Promise<unknown>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const name = `bench-count-${Math.random()}`;
  const stopObserving = observeInvocations(() => undefined);
  ddb().middlewareStack.add(
    (next, context) => async (args) => {
      if (currentInvocation() === handlerModule) {
        const command = context.commandName ?? 'unknown';
        counts[command] = (counts[command] ?? 0) + 1;
      }
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    await run();
  } finally {
    ddb().middlewareStack.remove(name);
    stopObserving();
  }
  return counts;
}

/** Each sample: an inquiry (not timed), then the timed confirm of it, counting its DynamoDB calls. */
async function benchConfirms(base: string): Promise<{ confirms: number[]; callsPerConfirm: Record<string, number> }> {
  const perConfirm: Array<Record<string, number>> = [];
  const confirms: number[] = [];
  for (let index = 0; index < SAMPLES; index += 1) {
    const inquiry = await call(`${base}/api/v1/transfer/inquiry`, {
      method: 'POST',
      headers: AUTH,
      body: JSON.stringify({
        amount: 10_000,
        bank_code: '014',
        account_number: `55500${String(index).padStart(4, '0')}7`,
      }),
    });
    const body = JSON.stringify({ partner_reff: inquiry.transaction.partner_reff, pin: '123456' });
    const started = performance.now();
    perConfirm.push(
      await countCalls(routeById('transferConfirm').handler, () =>
        call(`${base}/api/v1/transfer/confirm`, { method: 'POST', headers: AUTH, body }),
      ),
    );
    confirms.push(performance.now() - started);
  }
  return { confirms, callsPerConfirm: medianCounts(perConfirm) };
}

/** The issue 10 floors: one rate-limit write, one read, the claim where a key is sent, one transaction. */
const CALL_TARGETS: Array<{
  name: string;
  route: RouteId;
  target: number | undefined;
  run: (base: string, index: number) => Promise<unknown>;
}> = [
  {
    name: 'POST /qris without a key',
    route: 'createQris',
    target: 3,
    run: (base) =>
      call(`${base}/api/v1/qris`, { method: 'POST', headers: AUTH, body: JSON.stringify({ amount: 25_000 }) }),
  },
  {
    name: 'POST /qris with a key',
    route: 'createQris',
    target: 4,
    run: (base, index) =>
      call(`${base}/api/v1/qris`, {
        method: 'POST',
        headers: { ...AUTH, 'x-idempotency-key': `bench-calls-${RUN_ID}-${index}` },
        body: JSON.stringify({ amount: 25_000 }),
      }),
  },
  {
    name: 'POST /qris replay (same key, same body)',
    route: 'createQris',
    target: 2,
    run: (base) =>
      call(`${base}/api/v1/qris`, {
        method: 'POST',
        headers: { ...AUTH, 'x-idempotency-key': `bench-calls-${RUN_ID}-0` },
        body: JSON.stringify({ amount: 25_000 }),
      }),
  },
  {
    name: 'GET /transactions/{reff}',
    route: 'getTransaction',
    target: 3,
    run: (base) => call(`${base}/api/v1/transactions/${lastReff}`, { headers: AUTH }),
  },
  {
    name: 'GET /transactions (page 1)',
    route: 'listTransactions',
    target: 3,
    run: (base) => call(`${base}/api/v1/transactions?per_page=20&page=1`, { headers: AUTH }),
  },
];
const RUN_ID = Date.now().toString(36);
let lastReff = '';
const CALL_SAMPLES = 20;

const medianCounts = (samples: Array<Record<string, number>>): Record<string, number> => {
  const names = [...new Set(samples.flatMap((counts) => Object.keys(counts)))].sort();
  return Object.fromEntries(names.map((name) => [name, median(samples.map((counts) => counts[name] ?? 0))]));
};
const totalOf = (counts: Record<string, number>): number =>
  Object.values(counts).reduce((sum, count) => sum + count, 0);

/**
 * DynamoDB calls per request, by route, counted on the service's own client (median of
 * CALL_SAMPLES). A warm-up request first: a fresh process learns which merchant a client belongs to
 * from its first request (store/request-reads.ts), which reads the merchant's records one call later.
 */
async function benchCalls(
  base: string,
): Promise<Array<{ name: string; target: number | undefined; counts: Record<string, number> }>> {
  const warm = await call(`${base}/api/v1/qris`, {
    method: 'POST',
    headers: AUTH,
    body: JSON.stringify({ amount: 25_000 }),
  });
  lastReff = warm.transaction.partner_reff as string;
  const rows = [];
  for (const route of CALL_TARGETS) {
    const samples: Array<Record<string, number>> = [];
    const handlerModule = routeById(route.route).handler;
    for (let index = 0; index < CALL_SAMPLES; index += 1)
      samples.push(await countCalls(handlerModule, () => route.run(base, index)));
    rows.push({ name: route.name, target: route.target, counts: medianCounts(samples) });
  }
  return rows;
}

const ORDER_CALL_SAMPLES = 10;
/** Long enough for the orders consumer (which shares this process and its DynamoDB client) to finish the previous order. */
const ORDER_QUIET_MS = 2_500;

const orderRequest = (index: number, tag: string) => ({
  method: 'POST',
  headers: { ...AUTH, 'x-idempotency-key': `bench-${tag}-${Date.now()}-${index}` },
  body: JSON.stringify({
    ref_id: `bench-${tag}-${Date.now()}-${index}`,
    kode_produk: 'TSEL5',
    tujuan: `0812${tag === 'time' ? '1' : '2'}${String(index).padStart(7, '0')}`,
  }),
});

/**
 * POST /tv/orders (Telkomsel 5.000, each to its own number so no duplicate window applies): timed
 * back to back; then its DynamoDB calls, counted on a few orders sent once the consumer is quiet
 * (the route's own calls only: see countCalls).
 */
async function benchOrders(base: string): Promise<{ orders: number[]; callsPerOrder: Record<string, number> }> {
  const orders = await timeMany(SAMPLES, (index) => call(`${base}/api/v1/tv/orders`, orderRequest(index, 'time')));
  const perOrder: Array<Record<string, number>> = [];
  for (let index = 0; index < ORDER_CALL_SAMPLES; index += 1) {
    await new Promise((done) => setTimeout(done, ORDER_QUIET_MS));
    perOrder.push(
      await countCalls(routeById('createDigitalOrder').handler, () =>
        call(`${base}/api/v1/tv/orders`, orderRequest(index, 'count')),
      ),
    );
  }
  return { orders, callsPerOrder: medianCounts(perOrder) };
}

async function main(): Promise<void> {
  const stack = await startBenchStack({ SCHEDULE_TICK_MS: '60000' });
  const base = stack.baseUrl;
  try {
    const rows: Array<[string, number[], number[]]> = [];
    const rawGet = await timeMany(SAMPLES, () =>
      ddb().send(new GetCommand({ TableName: tableName(), Key: keys.client('demo_client') })),
    );
    const health = await timeMany(SAMPLES, () => call(`${base}/api/v1/health`));
    const creates = await timeMany(SAMPLES, () =>
      call(`${base}/api/v1/qris`, { method: 'POST', headers: AUTH, body: JSON.stringify({ amount: 25_000 }) }),
    );
    const list = await call(`${base}/api/v1/transactions?per_page=1`, { headers: AUTH });
    const reff = list.data[0].partner_reff as string;
    const reads = await timeMany(SAMPLES, () => call(`${base}/api/v1/transactions/${reff}`, { headers: AUTH }));
    rows.push(
      ['POST /qris', creates, rawGet],
      ['GET /transactions/{reff}', reads, rawGet],
      ['GET /health (no auth, no DB)', health, rawGet],
    );

    for (let index = SAMPLES; index < SEED_TRANSACTIONS; index += 1) {
      await call(`${base}/api/v1/qris`, {
        method: 'POST',
        headers: AUTH,
        body: JSON.stringify({ amount: 10_000 + index }),
      });
    }
    const pageOne = await timeMany(SAMPLES, () =>
      call(`${base}/api/v1/transactions?per_page=20&page=1`, { headers: AUTH }),
    );
    const pageFifty = await timeMany(SAMPLES, () =>
      call(`${base}/api/v1/transactions?per_page=20&page=50`, { headers: AUTH }),
    );
    rows.push(['GET /transactions page 50 of 50', pageFifty, pageOne]);

    const callRows = await benchCalls(base);
    const { confirms, callsPerConfirm } = await benchConfirms(base);
    rows.push(['POST /transfer/confirm (paid)', confirms, rawGet]);
    const { orders, callsPerOrder } = await benchOrders(base);
    rows.push(['POST /tv/orders (202 pending)', orders, rawGet]);

    const target = (
      await call(`${base}/api/v1/qris`, { method: 'POST', headers: AUTH, body: JSON.stringify({ amount: 77_000 }) })
    ).transaction.partner_reff as string;
    const before = (await call(`${base}/admin/v1/merchants/m_demo/balance`, { headers: ADMIN })).balance;
    const started = performance.now();
    await fetch(`${base}/sandbox/v1/qris/${target}/pay?copies=20`, { method: 'POST' });
    const parallelMs = performance.now() - started;
    const after = (await call(`${base}/admin/v1/merchants/m_demo/balance`, { headers: ADMIN })).balance;
    const audit = await call(`${base}/admin/v1/audit`, { headers: ADMIN });

    process.stdout.write(`\nBenchmarks (${SAMPLES} sequential samples each; DynamoDB Local, one process)\n\n`);
    process.stdout.write(
      '| measurement | median ms | p95 ms | baseline | ratio (median / baseline median) |\n|---|---|---|---|---|\n',
    );
    const baselineName = (baseline: number[]) => (baseline === rawGet ? 'raw DynamoDB GetItem' : 'page 1');
    for (const [name, timings, baseline] of rows) {
      process.stdout.write(
        `| ${name} | ${median(timings).toFixed(2)} | ${p95(timings).toFixed(2)} | ${baselineName(baseline)} ${median(baseline).toFixed(2)} ms | ${(median(timings) / median(baseline)).toFixed(2)} |\n`,
      );
    }
    process.stdout.write(
      `\n20 parallel copies of one paid callback: credited ${after.pending_settlement - before.pending_settlement} IDR (expected ${77_000 - 770}), `,
    );
    process.stdout.write(`applied in ${parallelMs.toFixed(0)} ms; audit balanced: ${audit.balanced}\n`);
    process.stdout.write(
      `\nDynamoDB calls per request (median of ${CALL_SAMPLES}; a counting middleware on the service's client, counting the calls of the route's own function)\n\n`,
    );
    process.stdout.write('| request | calls | by command | target | calls / target |\n|---|---:|---|---:|---:|\n');
    const callTable: Array<[string, Record<string, number>, number | undefined]> = [
      ...callRows.map((row): [string, Record<string, number>, number | undefined] => [
        row.name,
        row.counts,
        row.target,
      ]),
      [`POST /transfer/confirm (median of ${SAMPLES})`, callsPerConfirm, undefined],
      [`POST /tv/orders (median of ${ORDER_CALL_SAMPLES})`, callsPerOrder, undefined],
    ];
    for (const [name, counts, target] of callTable) {
      const total = totalOf(counts);
      const byCommand = Object.entries(counts)
        .map(([command, count]) => `${command.replace(/Command$/, '')} ${count}`)
        .join(', ');
      process.stdout.write(
        `| ${name} | ${total} | ${byCommand} | ${target ?? '-'} | ${target === undefined ? '-' : (total / target).toFixed(2)} |\n`,
      );
    }
  } finally {
    await stack.stop();
  }
}

runBench('bench', main);
