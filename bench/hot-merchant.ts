/**
 * `npm run bench`, one hot merchant: payouts per second that all debit ONE balance item.
 *
 * Method: the local stack runs in this process. A fresh merchant (verified KYC, PIN, enough
 * balance) and its API client are made through the admin API. For each concurrency C (1, then 16)
 * the bench first makes the transfer inquiries (not timed; bank 014, distinct account numbers
 * ending in 7, which the gateway simulator executes at once), then confirms them from C loops, each
 * sending its next confirm when the previous one answered. Reported for each C: confirms per
 * second, median and p95 latency, the ratio C16/C1, and every confirm that did not end `paid`, with
 * why. Baseline in the same run: the same 16 loops, each confirming for its own fresh merchant (16
 * balance items instead of one), taking turns with the one-merchant run in two halves; the ratio
 * one merchant / 16 merchants is what sharing one balance item (and the merchant's other items) costs. For context, the PIN check alone (scrypt, expensive
 * by design) at the same concurrencies: on a small machine it shares the CPUs with everything else.
 * Afterwards every merchant's balance, read through the admin API, must have moved by exactly the
 * sum debited (amount + total fee of every paid payout, taken from its inquiry answer, since the
 * confirm answer carries no fees) and the ledger audit must be balanced; otherwise the bench fails.
 * A counting middleware on the service's DynamoDB client gives the writes per confirm (the webhook
 * dispatcher, which runs in this process after the answer, is counted apart) and how many are
 * transactional writes of a balance item, the figure to set against AWS's per-partition limit
 * (about 1,000 WCU/s; a transactional write costs 2 WCU per KB, so about 500 transactional writes
 * per second on one item). DynamoDB Local has no per-item throughput limit and raises no
 * transaction conflicts, so this measures the service's own contention (conditional writes,
 * retries), not AWS's.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { hashPin, verifyPin } from '../shared/pin-hash';
import { ddb } from '../shared/store/aws';
import { keys } from '../shared/store/keys';
import { median, p95, runBench, BENCH_ADMIN_TOKEN, startBenchStack } from './support';

process.env.LOG_LEVEL = 'warn';
const ADMIN_TOKEN = BENCH_ADMIN_TOKEN;
const PIN = '135790';
/** Confirms per run: the hot merchant at C = 1 and C = 16, then C = 16 spread over 16 merchants. */
const SINGLE_CONFIRMS = 60;
const MANY = 16;
const MANY_CONFIRMS = 256;
/** The C = 16 runs are made in halves, one merchant and 16 merchants taking turns, so a stack still warming up favours neither. */
const HALVES = 2;
/** Amounts 10,000..59,000 IDR plus fees: 100,000 IDR per payout covers every one of them. */
const FUNDING_PER_CONFIRM_IDR = 100_000;
/** Inquiries are made by this many loops (they race on the merchant's transaction counter, so few). */
const INQUIRY_CONCURRENCY = 4;
const PIN_CHECKS = 64;
/** AWS: about 1,000 WCU/s per partition; a transactional write of an item up to 1 KB costs 2 WCU. */
const AWS_PARTITION_WCU_PER_SECOND = 1_000;
const TRANSACTIONAL_WCU_PER_KB = 2;

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0);

interface Answer {
  status: number;
  body: any;
}

/** A careful client: a 503 (a write that lost to other writes of the same merchant; nothing was done) is sent again after its Retry-After. */
const BUSY_RETRIES_MAX = 10;

async function request(url: string, init: RequestInit): Promise<Answer> {
  for (let attempt = 0; ; attempt += 1) {
    const response = await fetch(url, init);
    const body = await response.json().catch(() => ({}));
    if (response.status !== 503 || attempt >= BUSY_RETRIES_MAX) return { status: response.status, body };
    await new Promise((done) =>
      setTimeout(done, Number(response.headers.get('retry-after') ?? '1') * 1000 * (0.5 + Math.random())),
    );
  }
}

async function expect(url: string, init: RequestInit, status: number): Promise<any> {
  const answer = await request(url, init);
  if (answer.status !== status)
    throw new Error(
      `${init.method ?? 'GET'} ${url} answered ${answer.status} ${JSON.stringify(answer.body)} (expected ${status})`,
    );
  return answer.body;
}

/** Runs `work` over the entries from `concurrency` loops, each taking the next entry when it is done with one. */
async function fromLoops<T, R>(
  entries: readonly T[],
  concurrency: number,
  work: (entry: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(entries.length);
  let next = 0;
  const loop = async (): Promise<void> => {
    while (next < entries.length) {
      const index = next;
      next += 1;
      results[index] = await work(entries[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, entries.length) }, loop));
  return results;
}

interface WriteTally {
  writes: Record<string, number>;
  balanceTransactWrites: number;
  failed: Record<string, number>;
}

const WRITE_COMMANDS = new Set(['TransactWriteItems', 'UpdateItem', 'PutItem', 'DeleteItem', 'BatchWriteItem']);

/** The partition keys a write command touches. */
function writtenKeys(input: Record<string, any>): string[] {
  const one = (part: Record<string, any> | undefined): string[] =>
    part === undefined ? [] : [String(part.Key?.pk ?? part.Item?.pk ?? '')];
  if (Array.isArray(input.TransactItems))
    return input.TransactItems.flatMap((item: Record<string, any>) => Object.values(item).flatMap((part) => one(part)));
  if (input.RequestItems)
    return Object.values(input.RequestItems as Record<string, any[]>)
      .flat()
      .flatMap((request) => one(request.PutRequest ?? request.DeleteRequest));
  return one(input);
}

/**
 * Keys only the webhook dispatcher writes: it runs in this process on the same client, after the
 * confirm answered (asynchronously, so under load part of its work falls after the count stops).
 */
const DISPATCHER_KEY = /^(WEBHOOK#|WHLOG#)/;

/** Counts the writes sent through the service's DynamoDB client, and the transactional writes of the given merchants' balance items. */
function countWrites(merchantIds: readonly string[]): { tally: WriteTally; stop(): void } {
  const balancePks = new Set(merchantIds.map((merchantId) => keys.balance(merchantId).pk));
  const balanceSk = keys.balance('').sk;
  const tally: WriteTally = { writes: {}, balanceTransactWrites: 0, failed: {} };
  const name = `bench-writes-${randomUUID()}`;
  ddb().middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName ?? 'unknown').replace(/Command$/, '');
      const input = args.input as { TransactItems?: Array<Record<string, { Key?: { pk?: string; sk?: string } }>> };
      if (WRITE_COMMANDS.has(command)) {
        const written = writtenKeys(args.input as Record<string, any>);
        const label = written.every((pk) => DISPATCHER_KEY.test(pk))
          ? `${command} (webhook dispatcher)`
          : written.every((pk) => pk.startsWith('RATE#'))
            ? `${command} (rate limit)`
            : command;
        tally.writes[label] = (tally.writes[label] ?? 0) + 1;
      }
      const touchesBalance = (input.TransactItems ?? []).some((item) =>
        Object.values(item).some((part) => balancePks.has(part?.Key?.pk ?? '') && part?.Key?.sk === balanceSk),
      );
      if (touchesBalance) tally.balanceTransactWrites += 1;
      try {
        return await next(args);
      } catch (error) {
        const reasons = ((error as { CancellationReasons?: Array<{ Code?: string }> }).CancellationReasons ?? [])
          .map((reason) => reason.Code)
          .filter((code) => code && code !== 'None');
        const what = `${command} ${(error as { name?: string }).name ?? 'Error'}${reasons.length > 0 ? ` [${[...new Set(reasons)].join(', ')}]` : ''}`;
        tally.failed[what] = (tally.failed[what] ?? 0) + 1;
        throw error;
      }
    },
    { step: 'initialize', name },
  );
  return { tally, stop: () => ddb().middlewareStack.remove(name) };
}

interface BenchMerchant {
  id: string;
  auth: Record<string, string>;
  fundedIdr: number;
}

interface Job {
  merchant: BenchMerchant;
  partnerReff: string;
  totalDebit: number;
}

interface RunResult {
  name: string;
  concurrency: number;
  confirms: number;
  elapsedMs: number;
  latencies: number[];
  /** amount + total fee of each paid payout, by merchant. */
  paid: Array<{ merchantId: string; debit: number }>;
  /** Money still held by payouts whose outcome is pending, by merchant. */
  held: Array<{ merchantId: string; debit: number }>;
  /** Confirms that did not end `paid`: how they ended, and how many. */
  notPaid: Record<string, number>;
  writes: WriteTally;
}

let accountSerial = 0;

/** Runs of the same kind made in parts, as one. */
function mergeRuns(parts: RunResult[]): RunResult {
  const merged: RunResult = {
    ...parts[0]!,
    confirms: 0,
    elapsedMs: 0,
    latencies: [],
    paid: [],
    held: [],
    notPaid: {},
    writes: { writes: {}, balanceTransactWrites: 0, failed: {} },
  };
  const add = (into: Record<string, number>, from: Record<string, number>): void => {
    for (const [key, count] of Object.entries(from)) into[key] = (into[key] ?? 0) + count;
  };
  for (const part of parts) {
    merged.confirms += part.confirms;
    merged.elapsedMs += part.elapsedMs;
    merged.latencies.push(...part.latencies);
    merged.paid.push(...part.paid);
    merged.held.push(...part.held);
    add(merged.notPaid, part.notPaid);
    add(merged.writes.writes, part.writes.writes);
    add(merged.writes.failed, part.writes.failed);
    merged.writes.balanceTransactWrites += part.writes.balanceTransactWrites;
  }
  return merged;
}

async function main(): Promise<void> {
  const stack = await startBenchStack();
  const base = stack.baseUrl;
  const admin = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };

  /** A verified merchant with a PIN, an API client and `confirms` payouts' worth of available balance, all through the admin API. */
  const newMerchant = async (name: string, confirms: number): Promise<BenchMerchant> => {
    const { merchant } = await expect(
      `${base}/admin/v1/merchants`,
      { method: 'POST', headers: admin, body: JSON.stringify({ name, kyc_status: 'verified', pin: PIN }) },
      201,
    );
    const { client } = await expect(
      `${base}/admin/v1/merchants/${merchant.id}/clients`,
      { method: 'POST', headers: admin, body: JSON.stringify({}) },
      201,
    );
    const fundedIdr = confirms * FUNDING_PER_CONFIRM_IDR;
    await expect(
      `${base}/admin/v1/merchants/${merchant.id}/balance-adjustments`,
      {
        method: 'POST',
        headers: { ...admin, 'x-idempotency-key': `hot-merchant-${randomUUID()}` },
        body: JSON.stringify({ amount: fundedIdr, note: 'Hot merchant bench funding' }),
      },
      200,
    );
    return {
      id: merchant.id,
      auth: { authorization: `Bearer ${client.client_id}:${client.client_secret}`, 'content-type': 'application/json' },
      fundedIdr,
    };
  };

  /** Transfer inquiries (not timed), to accounts the simulator pays at once (ending in 7). */
  const inquire = (merchants: readonly BenchMerchant[]): Promise<Job[]> =>
    fromLoops(merchants, INQUIRY_CONCURRENCY, async (merchant): Promise<Job> => {
      accountSerial += 1;
      const amount = 10_000 + (accountSerial % 50) * 1_000;
      const body = await expect(
        `${base}/api/v1/transfer/inquiry`,
        {
          method: 'POST',
          headers: merchant.auth,
          body: JSON.stringify({
            amount,
            bank_code: '014',
            account_number: `7710${String(accountSerial).padStart(5, '0')}7`,
          }),
        },
        200,
      );
      return { merchant, partnerReff: body.transaction.partner_reff, totalDebit: body.fees.total_debit };
    });

  /** Each lane is one loop confirming its jobs one after another; the lanes run at once. */
  const confirmRun = async (name: string, lanes: Job[][]): Promise<RunResult> => {
    const merchantIds = [...new Set(lanes.flat().map((job) => job.merchant.id))];
    const counter = countWrites(merchantIds);
    const latencies: number[] = [];
    const answers: Array<{ job: Job; answer: Answer }> = [];
    const started = performance.now();
    await Promise.all(
      lanes.map(async (lane) => {
        for (const job of lane) {
          const begun = performance.now();
          const answer = await request(`${base}/api/v1/transfer/confirm`, {
            method: 'POST',
            headers: job.merchant.auth,
            body: JSON.stringify({ partner_reff: job.partnerReff, pin: PIN }),
          }).catch((error: Error): Answer => ({ status: 0, body: { error: `network: ${error.message}` } }));
          latencies.push(performance.now() - begun);
          answers.push({ job, answer });
        }
      }),
    ).finally(() => counter.stop());
    const result: RunResult = {
      name,
      concurrency: lanes.length,
      confirms: answers.length,
      elapsedMs: performance.now() - started,
      latencies,
      paid: [],
      held: [],
      notPaid: {},
      writes: counter.tally,
    };
    for (const { job, answer } of answers) {
      const status = answer.status === 200 ? (answer.body.transaction?.status as string) : undefined;
      // The confirm answer carries no fees; the inquiry answered what confirm debits (total_debit).
      const debit = { merchantId: job.merchant.id, debit: answer.body.fees?.total_debit ?? job.totalDebit };
      if (status === 'paid') result.paid.push(debit);
      else {
        if (status === 'pending') result.held.push(debit);
        const why =
          status !== undefined
            ? `200 ${status}: ${answer.body.message ?? ''}`
            : `${answer.status} ${answer.body.error ?? ''}: ${answer.body.message ?? ''}`;
        result.notPaid[why] = (result.notPaid[why] ?? 0) + 1;
      }
    }
    return result;
  };

  try {
    // Baseline for context: the PIN check alone (scrypt), at the same concurrencies.
    const pinHash = await hashPin(PIN);
    const pinRates = new Map<number, number>();
    for (const concurrency of [1, MANY]) {
      const started = performance.now();
      await fromLoops(Array.from({ length: PIN_CHECKS }), concurrency, () => verifyPin(PIN, pinHash));
      pinRates.set(concurrency, (PIN_CHECKS / (performance.now() - started)) * 1000);
    }

    const hot = await newMerchant('Hot merchant bench', SINGLE_CONFIRMS + MANY_CONFIRMS);
    const spread = await fromLoops(
      Array.from({ length: MANY }, (_, index) => index),
      4,
      (index) => newMerchant(`Hot merchant bench, spread ${index}`, MANY_CONFIRMS / MANY),
    );
    const deal = (jobs: Job[], laneCount: number): Job[][] =>
      Array.from({ length: laneCount }, (_, lane) => jobs.filter((_, index) => index % laneCount === lane));

    const singleJobs = await inquire(Array.from({ length: SINGLE_CONFIRMS }, () => hot));
    const single = await confirmRun('one merchant', [singleJobs]);
    const manyHalves: RunResult[] = [];
    const spreadHalves: RunResult[] = [];
    for (let half = 0; half < HALVES; half += 1) {
      const manyJobs = await inquire(Array.from({ length: MANY_CONFIRMS / HALVES }, () => hot));
      const spreadJobs = await inquire(
        spread.flatMap((merchant) => Array.from({ length: MANY_CONFIRMS / MANY / HALVES }, () => merchant)),
      );
      manyHalves.push(await confirmRun('one merchant', deal(manyJobs, MANY)));
      spreadHalves.push(
        await confirmRun(
          `${MANY} merchants, one per loop (diagnostic)`,
          spread.map((merchant) => spreadJobs.filter((job) => job.merchant === merchant)),
        ),
      );
    }
    const many = mergeRuns(manyHalves);
    const spreadRun = mergeRuns(spreadHalves);
    const results = [single, many, spreadRun];

    // Every merchant's balance moved by exactly what its paid payouts debited (and its pending ones hold).
    const mismatches: string[] = [];
    let hotMoved = { available: 0, held: 0 };
    for (const merchant of [hot, ...spread]) {
      const { balance } = await expect(`${base}/admin/v1/merchants/${merchant.id}/balance`, { headers: admin }, 200);
      const paidSum = sum(
        results
          .flatMap((result) => result.paid)
          .filter((entry) => entry.merchantId === merchant.id)
          .map((entry) => entry.debit),
      );
      const heldSum = sum(
        results
          .flatMap((result) => result.held)
          .filter((entry) => entry.merchantId === merchant.id)
          .map((entry) => entry.debit),
      );
      const moved = { available: merchant.fundedIdr - balance.available, held: balance.held };
      if (merchant === hot) hotMoved = moved;
      if (moved.available !== paidSum + heldSum || moved.held !== heldSum || balance.pending_settlement !== 0) {
        mismatches.push(
          `${merchant.id}: available moved ${moved.available}, held ${moved.held}; expected ${paidSum + heldSum} and ${heldSum}`,
        );
      }
    }
    const audit = await expect(`${base}/admin/v1/audit`, { headers: admin }, 200);

    const rate = (result: RunResult): number => (result.confirms / result.elapsedMs) * 1000;
    process.stdout.write(
      `\nOne hot merchant: POST /transfer/confirm, every payout debiting the same balance item (DynamoDB Local, one process)\n\n`,
    );
    process.stdout.write(
      '| run | concurrent loops | confirms | per second | median ms | p95 ms | not paid |\n|---|---|---|---|---|---|---|\n',
    );
    for (const result of results) {
      process.stdout.write(
        `| ${result.name} | ${result.concurrency} | ${result.confirms} | ${rate(result).toFixed(1)} | ${median(result.latencies).toFixed(1)} | ${p95(result.latencies).toFixed(1)} | ${sum(Object.values(result.notPaid))} |\n`,
      );
    }
    const failedWrites = sum(Object.values(many.writes.failed));
    process.stdout.write(
      `\nRatio C${MANY}/C1 (one merchant): ${(rate(many) / rate(single)).toFixed(2)}. One merchant against ${MANY} merchants at C=${MANY}: ${(rate(many) / rate(spreadRun)).toFixed(2)} ` +
        `(near 1: the shared balance item costs nothing here; well below 1: one merchant's items serialise the confirms). ` +
        `Failed (retried or refused) writes at C=${MANY} on one merchant: ${failedWrites}.\n`,
    );
    process.stdout.write(
      `Context, the PIN check alone (scrypt, in process): ${pinRates.get(1)!.toFixed(1)}/s at C=1, ${pinRates.get(MANY)!.toFixed(1)}/s at C=${MANY}; ` +
        `every confirm makes one, on the same CPUs as the stack and DynamoDB Local.\n`,
    );
    for (const result of results) {
      const notPaid = Object.entries(result.notPaid);
      process.stdout.write(
        `Not paid, ${result.name} at C=${result.concurrency}: ${notPaid.length === 0 ? 'none' : notPaid.map(([why, count]) => `${count}x ${why}`).join('; ')}\n`,
      );
    }
    for (const result of results) {
      const perConfirm = Object.entries(result.writes.writes)
        .sort(([left], [right]) => left.localeCompare(right))
        .map(([command, count]) => `${command} ${(count / result.confirms).toFixed(2)}`)
        .join(', ');
      const failed = Object.entries(result.writes.failed)
        .map(([what, count]) => `${count}x ${what}`)
        .join(', ');
      process.stdout.write(
        `DynamoDB writes per confirm, ${result.name} at C=${result.concurrency}: ${perConfirm}; transactional writes of a balance item: ${(result.writes.balanceTransactWrites / result.confirms).toFixed(2)}; failed writes: ${failed || 'none'}\n`,
      );
    }
    const balanceWritesPerPaid = many.writes.balanceTransactWrites / Math.max(1, many.paid.length);
    const itemLimit = AWS_PARTITION_WCU_PER_SECOND / TRANSACTIONAL_WCU_PER_KB;
    process.stdout.write(
      `AWS ceiling for one balance item (< 1 KB): ${AWS_PARTITION_WCU_PER_SECOND} WCU/s / ${TRANSACTIONAL_WCU_PER_KB} WCU per transactional write = ~${itemLimit} writes/s; ` +
        `at ${balanceWritesPerPaid.toFixed(2)} balance writes per paid confirm that is ~${Math.floor(itemLimit / balanceWritesPerPaid)} paid confirms/s per merchant, before transaction conflicts\n`,
    );
    const hotPaid = sum([single, many].flatMap((result) => result.paid).map((entry) => entry.debit));
    const hotHeld = sum([single, many].flatMap((result) => result.held).map((entry) => entry.debit));
    process.stdout.write(
      `\nBalance check, hot merchant: available moved by ${hotMoved.available} IDR, held by ${hotMoved.held} IDR; debited by paid payouts ${hotPaid} IDR, still held by pending ones ${hotHeld} IDR. ` +
        `All ${1 + spread.length} merchants: ${mismatches.length === 0 ? 'exact' : `MISMATCH (${mismatches.join('; ')})`}. Audit balanced: ${audit.balanced}${audit.balanced ? '' : ` (${JSON.stringify(audit.problems)})`}\n`,
    );
    if (mismatches.length > 0 || audit.balanced !== true)
      throw new Error('a balance did not move by exactly the sum debited, or the audit is not balanced');
  } finally {
    await stack.stop();
  }
}

runBench('hot-merchant bench', main);
