/**
 * `npm run bench`, the scheduled sweeps' memory as due work grows: the expiry sweep over 2,000
 * expired QR payments against 200, and the settlement sweep over 2,000 paid QR payments due for
 * settlement against 200, in the same run (20 pages of the sweep against 2; larger sizes only
 * take longer on DynamoDB Local, which applies about 100 sweep transactions per second on 2 cores).
 *
 * Method: DynamoDB Local and the SQS emulator with the table and queues of the local stack, but no
 * HTTP server, no queue pollers and no schedule ticks in this process, and the SQS emulator in a
 * child process: the expiry sweep hands every expired payment's webhook to the queue, and a queue
 * held in this process (or a dispatcher working through it) would be counted as the sweep's memory.
 * In AWS the sweep Lambda holds neither. The due work is written straight into the table in
 * batches (the items createTransactionItems builds, with their place on the due index: at the
 * expiry time, or at settlementDueMs(paid_at) for settlement), spread over 16 fresh merchants per
 * size, since the settlement sweep runs one merchant's items one after another; each settlement
 * merchant's pending_settlement balance, and one seed posting for it, cover its payments, so the
 * ledger audit still balances. The sweeps are global (one due partition for all merchants), so each
 * run drains what it was seeded, and the next seed starts only once the partition is empty. Then
 * `expireDue` / `settleDue` (shared/operations/sweeps.ts) run in process with a clock two days
 * ahead and a budget long enough to finish, after one unmeasured warm-up run of each, while
 * heapUsed is sampled every 50 ms after a full garbage collection (node --expose-gc). The heap
 * figure is the highest live heap during the run above the live heap both before and after it:
 * what the sweep held while working (and the 95th percentile of the samples beside it: the highest
 * of many samples creeps up with their number, and the 10x run takes ten times as many). What a run left behind (after minus before) is printed
 * beside it: V8's compiled code and type feedback still grow a little for the first few thousand
 * items and then level off, while a leak would grow with the items, run after run. The 1x run is
 * made three times, once before the 10x run and twice after it (median time, highest heap):
 * the stack (DynamoDB Local, V8) keeps getting faster over the first few thousand items. The full
 * collections slow the runs down alike, so the time ratio stays meaningful while the absolute
 * times are inflated.
 * Checked: items processed equal items seeded (else the bench fails), the due partition is empty
 * afterwards, and the ledger audit is balanced at the end. Expected: time ratio near 10 (the work
 * is per item), peak-heap ratio near 1 (target <= 1.5: a sweep holds one page of 100 items at a time).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { BatchWriteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { infraEnvironment, startLocalInfra } from '../local/infra';
import type { Clock } from '../shared/clock';
import { SWEEP_BATCH_SIZE_MAX, SWEEP_CONCURRENCY_MAX } from '../shared/constants';
import { merchantAccount, systemAccount } from '../shared/domain/ledger';
import { adminCreateMerchant } from '../shared/operations/admin';
import { budgetOf, expireDue, settleDue } from '../shared/operations/sweeps';
import { ddb, tableName } from '../shared/store/aws';
import { queryDuePage } from '../shared/store/due';
import { keys, type DueKind } from '../shared/store/keys';
import { auditLedger } from '../shared/store/ledger';
import { createTransactionItems, type TransactionRecord } from '../shared/store/transactions';
import { settlementDueMs } from '../shared/time';
import { median, runBench } from './support';

process.env.LOG_LEVEL = 'warn';
const SIZES = [200, 2_000] as const;
/**
 * A first, unmeasured run of each sweep: DynamoDB Local (a JVM) and V8 both warm up. V8 keeps
 * adding compiled code and type feedback (code and old space) over the first few thousand items,
 * a one-off growth that levels off (it stops when the same sweep runs again and again), which is
 * why the heap figure is taken above the live heap after the run as well as before it.
 */
const WARM_UP_ITEMS = 300;
/** The 1x run is short: its time is the median of this many runs, its heap the highest. */
const SMALL_RUNS = 3;
/** The settlement sweep runs one merchant's items in sequence and up to this many merchants at once. */
const MERCHANTS_PER_SIZE = SWEEP_CONCURRENCY_MAX;
const BATCH_ITEMS_MAX = 25;
const SEED_CONCURRENCY = 8;
/** A full collection per sample slows the sweep down; a page of 100 items takes far longer than this, so every page is sampled many times. */
const HEAP_SAMPLE_INTERVAL_MS = 50;
const TARGET_HEAP_RATIO = 1.5;
const DAY_MS = 86_400_000;
const SWEEP_BUDGET_MS = 10 * 60_000;
const CLIENT_ID = 'bench_sweeps_client';
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

type Sweep = 'expiry' | 'settlement';
type PutRequest = { PutRequest: { Item: Record<string, unknown> } };

const collectGarbage = (): void => (globalThis as { gc?: () => void }).gc?.();
const mib = (bytes: number): string => (bytes / 1024 / 1024).toFixed(2);

/**
 * The SQS emulator in a child process: its queues are not this process's memory. Loopback only, as
 * local/infra.ts starts it (startFauxqs would listen on every interface).
 */
async function startSqsChild(): Promise<{ endpoint: string; child: ChildProcess }> {
  const script =
    "const { buildApp } = await import('fauxqs'); console.log(await buildApp({ logger: false }).listen({ port: 0, host: '127.0.0.1' }));";
  const child = spawn(process.execPath, ['--input-type=module', '-e', script], {
    cwd: REPO_ROOT,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const endpoint = await new Promise<string>((resolve, reject) => {
    const lines = createInterface({ input: child.stdout });
    lines.once('line', (line) => resolve(line.trim()));
    child.once('exit', (code) => reject(new Error(`the SQS emulator exited (${code}) before it was ready`)));
    setTimeout(() => reject(new Error('the SQS emulator did not start within 30 s')), 30_000).unref();
  });
  return { endpoint, child };
}

async function writeBatch(requests: PutRequest[]): Promise<void> {
  let pending = requests;
  while (pending.length > 0) {
    const result = await ddb().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    pending = (result.UnprocessedItems?.[tableName()] ?? []) as PutRequest[];
  }
}

async function writeAll(requests: PutRequest[]): Promise<void> {
  const batches = Array.from({ length: Math.ceil(requests.length / BATCH_ITEMS_MAX) }, (_, index) =>
    requests.slice(index * BATCH_ITEMS_MAX, (index + 1) * BATCH_ITEMS_MAX),
  );
  for (let start = 0; start < batches.length; start += SEED_CONCURRENCY)
    await Promise.all(batches.slice(start, start + SEED_CONCURRENCY).map(writeBatch));
}

/** One QR payment of a seeded merchant: waiting for payment and past its validity, or paid and due for settlement. */
function seedRecord(
  sweep: Sweep,
  merchantId: string,
  seq: number,
  createdAtMs: number,
): { record: TransactionRecord; due: { kind: DueKind; atMs: number } } {
  const amount = 10_000 + (seq % 90) * 1_000;
  const fee = Math.round(amount * 0.007);
  const record: TransactionRecord = {
    partner_reff: `QR-BENCH-${randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`,
    id: createdAtMs * 4096 + (seq % 4096),
    merchant_id: merchantId,
    client_id: CLIENT_ID,
    type: 'qris',
    status: sweep === 'expiry' ? 'waiting_payment' : 'paid',
    amount,
    fees: { gateway_fee: fee, platform_fee: 0, total_fee: fee, net_amount: amount - fee },
    seq,
    event_count: 1,
    created_at_ms: createdAtMs,
    updated_at_ms: createdAtMs,
    expires_at_ms: createdAtMs + 30 * 60_000,
    ...(sweep === 'settlement' ? { paid_at_ms: createdAtMs + 60_000 } : {}),
    description: `Sweep bench ${seq}`,
    details: { payment_method: 'QRIS' },
    qris: {
      qris_id: `QB${seq}`,
      qr_string: `00020101021226${String(seq).padStart(40, '0')}6304ABCD`,
      qr_image_url: `https://example.invalid/qr/${seq}.png`,
    },
  };
  const due =
    sweep === 'expiry'
      ? { kind: 'expiry' as const, atMs: record.expires_at_ms! }
      : { kind: 'settlement' as const, atMs: settlementDueMs(record.paid_at_ms!) };
  return { record, due };
}

/**
 * `count` due payments over fresh merchants, straight into the table. Settlement merchants get the
 * pending_settlement their payments will move, through one seed posting each (the audit balances).
 */
async function seed(sweep: Sweep, count: number, nowMs: number): Promise<void> {
  const merchantIds: string[] = [];
  for (let index = 0; index < MERCHANTS_PER_SIZE; index += 1) {
    const created = await adminCreateMerchant(
      { name: `Sweep bench ${sweep} ${count} #${index}`, kyc_status: 'verified' },
      { nowMs: () => nowMs },
    );
    if (!created.ok) throw new Error(created.message);
    merchantIds.push(created.value.merchant.id);
  }
  const seqs = new Map<string, number>();
  const netByMerchant = new Map<string, number>();
  const requests: PutRequest[] = [];
  for (let index = 0; index < count; index += 1) {
    const merchantId = merchantIds[index % merchantIds.length]!;
    const seq = (seqs.get(merchantId) ?? 0) + 1;
    seqs.set(merchantId, seq);
    // Created over the last day, oldest first, interleaving the merchants.
    const { record, due } = seedRecord(
      sweep,
      merchantId,
      seq,
      nowMs - DAY_MS + Math.floor((index * DAY_MS) / (2 * count)),
    );
    netByMerchant.set(merchantId, (netByMerchant.get(merchantId) ?? 0) + record.fees.net_amount);
    const createdEvent = {
      event_type: 'created',
      from: null,
      to: record.status,
      source: 'api' as const,
      description: 'Sweep bench seed',
      at_ms: record.created_at_ms,
    };
    for (const item of createTransactionItems({ record, createdEvent, due }))
      if (item.Put) requests.push({ PutRequest: { Item: item.Put.Item as Record<string, unknown> } });
  }
  await writeAll(requests);
  for (const merchantId of merchantIds) {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.txCounter(merchantId),
        UpdateExpression: 'SET seq = :seq',
        ExpressionAttributeValues: { ':seq': seqs.get(merchantId) ?? 0 },
      }),
    );
    if (sweep !== 'settlement') continue;
    const net = netByMerchant.get(merchantId) ?? 0;
    const postingId = `bench-seed-${merchantId}`;
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.posting(merchantId, postingId),
          entity: 'posting',
          id: postingId,
          from: systemAccount('operator_adjustments'),
          to: merchantAccount(merchantId, 'pending_settlement'),
          amount: net,
          memo: 'sweep bench seed',
          reference: postingId,
          at_ms: nowMs,
        },
      }),
    );
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.balance(merchantId),
        UpdateExpression: 'ADD pending_settlement :net',
        ExpressionAttributeValues: { ':net': net },
      }),
    );
  }
}

async function dueCount(kind: DueKind, nowMs: number): Promise<number> {
  let total = 0;
  let after: Record<string, unknown> | undefined;
  do {
    const page = await queryDuePage(kind, nowMs, SWEEP_BATCH_SIZE_MAX * 10, after);
    total += page.items.filter((item) => item.entity === 'transaction').length;
    after = page.next;
  } while (after !== undefined);
  return total;
}

interface RunFigures {
  processed: number;
  ms: number;
  /** The highest live heap during the run above the live heap before and after it: what the run held while working. */
  heapBytes: number;
  /** The same for the 95th percentile of the samples: unlike the highest, it does not creep up with the number of samples a longer run takes. */
  heapP95Bytes: number;
  /** Live heap after the run minus before it: what the run left behind. */
  retainedBytes: number;
}

/** Runs the sweep once, sampling the live heap; answers how many it processed, how long it took and the highest live-heap growth. */
async function measure(run: () => Promise<number>): Promise<RunFigures> {
  collectGarbage();
  const before = process.memoryUsage().heapUsed;
  const samples: number[] = [];
  const timer = setInterval(() => {
    collectGarbage();
    samples.push(process.memoryUsage().heapUsed);
  }, HEAP_SAMPLE_INTERVAL_MS);
  const started = performance.now();
  let processed: number;
  let ms: number;
  try {
    processed = await run();
    ms = performance.now() - started;
  } finally {
    clearInterval(timer);
  }
  collectGarbage();
  const after = process.memoryUsage().heapUsed;
  const baseline = Math.max(before, after);
  const sorted = samples.length > 0 ? [...samples].sort((left, right) => left - right) : [baseline];
  return {
    processed,
    ms,
    heapBytes: Math.max(0, sorted[sorted.length - 1]! - baseline),
    heapP95Bytes: Math.max(0, sorted[Math.floor(sorted.length * 0.95)]! - baseline),
    retainedBytes: after - before,
  };
}

/** Progress on stderr, so a slow machine shows where the time goes. */
const progress = (message: string): void => void process.stderr.write(`[sweeps bench] ${message}\n`);

async function sweepAt(sweep: Sweep, count: number, nowMs: number, clock: Clock): Promise<RunFigures> {
  const kind: DueKind = sweep;
  const leftover = await dueCount(kind, clock.nowMs());
  if (leftover !== 0)
    throw new Error(
      `${leftover} ${sweep} items were due before seeding ${count}; the runs would see each other's items`,
    );
  const seedStarted = performance.now();
  await seed(sweep, count, nowMs);
  progress(`seeded ${count} ${sweep} items in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
  const seeded = await dueCount(kind, clock.nowMs());
  if (seeded !== count) throw new Error(`seeded ${count} ${sweep} items but ${seeded} are due`);
  const figures = await measure(() =>
    sweep === 'expiry' ? expireDue(clock, budgetOf(SWEEP_BUDGET_MS)) : settleDue(clock, budgetOf(SWEEP_BUDGET_MS)),
  );
  if (figures.processed !== count)
    throw new Error(`the ${sweep} sweep processed ${figures.processed} of ${count} seeded items`);
  const left = await dueCount(kind, clock.nowMs());
  if (left !== 0) throw new Error(`the ${sweep} sweep left ${left} of ${count} items due`);
  progress(`${sweep} sweep of ${count} items: ${(figures.ms / 1000).toFixed(1)} s`);
  return figures;
}

async function main(): Promise<void> {
  if (typeof (globalThis as { gc?: unknown }).gc !== 'function')
    process.stderr.write('note: run with node --expose-gc for live-heap figures; these include uncollected garbage\n');
  const sqsChild = await startSqsChild();
  try {
    const infra = await startLocalInfra({ sqsEndpoint: sqsChild.endpoint });
    try {
      Object.assign(process.env, infraEnvironment(infra), {
        SANDBOX: '1',
        LOCAL_SECRET_KEY: 'local-only-key-for-client-secrets',
      });
      const nowMs = Date.now();
      const clock: Clock = { nowMs: () => nowMs + 2 * DAY_MS };
      const rows: Array<[Sweep, RunFigures, RunFigures]> = [];
      const started = performance.now();
      for (const sweep of ['expiry', 'settlement'] as const) await sweepAt(sweep, WARM_UP_ITEMS, nowMs, clock);
      for (const sweep of ['expiry', 'settlement'] as const) {
        // One 1x run before the 10x run and the others after it: the stack (DynamoDB Local, V8) keeps
        // getting faster over the first few thousand items, so the median 1x time is a warm one.
        const smallRuns: RunFigures[] = [await sweepAt(sweep, SIZES[0], nowMs, clock)];
        const large = await sweepAt(sweep, SIZES[1], nowMs, clock);
        for (let run = 1; run < SMALL_RUNS; run += 1) smallRuns.push(await sweepAt(sweep, SIZES[0], nowMs, clock));
        const small: RunFigures = {
          processed: SIZES[0],
          ms: median(smallRuns.map((run) => run.ms)),
          heapBytes: Math.max(...smallRuns.map((run) => run.heapBytes)),
          heapP95Bytes: Math.max(...smallRuns.map((run) => run.heapP95Bytes)),
          retainedBytes: Math.max(...smallRuns.map((run) => run.retainedBytes)),
        };
        rows.push([sweep, small, large]);
      }
      const audit = await auditLedger(clock.nowMs());

      process.stdout.write(
        `\nSweeps: ${SIZES[1]} due items against ${SIZES[0]} (${MERCHANTS_PER_SIZE} merchants per size; pages of ${SWEEP_BATCH_SIZE_MAX}, up to ${SWEEP_CONCURRENCY_MAX} lanes at once; ` +
          `${SIZES[0]}: median time and highest heap of ${SMALL_RUNS} runs, one before the ${SIZES[1]} run and the others after it; heap sampled every ${HEAP_SAMPLE_INTERVAL_MS} ms after a full GC; ${((performance.now() - started) / 1000).toFixed(0)} s with seeding)\n\n`,
      );
      const names: Record<Sweep, string> = {
        expiry: 'expireDue (QR past validity)',
        settlement: 'settleDue (paid QR, H+1)',
      };
      process.stdout.write(
        '| sweep | due items seeded | processed | ms | peak heap MiB | p95 heap MiB | left behind MiB |\n|---|---|---|---|---|---|---|\n',
      );
      for (const [sweep, small, large] of rows) {
        for (const [size, figures] of [
          [SIZES[0], small],
          [SIZES[1], large],
        ] as const) {
          process.stdout.write(
            `| ${names[sweep]} | ${size} | ${figures.processed} | ${figures.ms.toFixed(0)} | ${mib(figures.heapBytes)} | ${mib(figures.heapP95Bytes)} | ${mib(figures.retainedBytes)} |\n`,
          );
        }
      }
      process.stdout.write(
        `\n| sweep | time ratio ${SIZES[1]}/${SIZES[0]} | peak-heap ratio ${SIZES[1]}/${SIZES[0]} (target <= ${TARGET_HEAP_RATIO}) | p95-heap ratio |\n|---|---|---|---|\n`,
      );
      for (const [sweep, small, large] of rows) {
        const heapRatio = large.heapBytes / small.heapBytes;
        process.stdout.write(
          `| ${names[sweep]} | ${(large.ms / small.ms).toFixed(2)} | ${heapRatio.toFixed(2)} ${heapRatio <= TARGET_HEAP_RATIO ? 'within' : 'ABOVE'} | ${(large.heapP95Bytes / small.heapP95Bytes).toFixed(2)} |\n`,
        );
      }
      process.stdout.write(
        `\nEvery seeded item was processed and left the due index. Ledger audit afterwards: ${audit.balanced ? 'balanced' : `NOT balanced: ${audit.problems.slice(0, 5).join('; ')}`} (${audit.postings_checked} postings)\n`,
      );
      if (!audit.balanced) throw new Error('the ledger audit is not balanced after the sweeps');
    } finally {
      await infra.stop();
    }
  } finally {
    sqsChild.child.kill();
  }
}

runBench('sweeps bench', main);
