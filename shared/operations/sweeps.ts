import type { Clock } from '../clock';
import {
  RETRY_UNIT_RETRIES_MAX,
  SWEEP_BATCH_SIZE_MAX,
  SWEEP_BUDGET_DEFAULT_MS,
  SWEEP_CONCURRENCY_MAX,
} from '../constants';
import { settlementPostings } from '../domain/ledger';
import { applyTransition } from '../engine/transition';
import { logger } from '../logger';
import { listDueDeliveries, type DueCursor, type DueDelivery, type DuePage } from '../store/due';
import { sendMessages } from '../store/queue';
import { withRetryCeiling } from '../store/retry';
import { listDueTransactions, type TransactionRecord } from '../store/transactions';
import { budgetOf, type SweepBudget, type SweepSummary } from './sweep-budget';

/**
 * The scheduled sweeps (docs/ARCHITECTURE.md, section 7): each run works through everything that is due until the
 * due index is exhausted or its time budget is spent, keeps going past a failed item (reported and
 * counted; it stays due, so the next run retries it), and runs one merchant's money moves one after
 * another so they never contend on its balance item, while different merchants run in parallel.
 */

export { budgetOf, type SweepBudget, type SweepSummary } from './sweep-budget';

const defaultBudget = (): SweepBudget => budgetOf(SWEEP_BUDGET_DEFAULT_MS);

export interface SweepSpec<T> {
  name: string;
  /** One page of due items, oldest first, from the cursor on. */
  page(nowMs: number, after: DueCursor | undefined): Promise<DuePage<T>>;
  idOf(item: T): string;
  /** Items of one lane run one after another; lanes run in parallel. */
  laneOf(item: T): string;
  /** Applies one item; true when it changed something. Throwing counts the item as failed. */
  apply(item: T, nowMs: number): Promise<boolean>;
}

interface Tally {
  checked: number;
  applied: number;
  skipped: number;
  failed: number;
  deferred: number;
}

/** One item's outcome as a value, so a failure is counted and the run goes on. */
async function settle<T>(work: () => Promise<T>): Promise<PromiseSettledResult<T>> {
  try {
    return { status: 'fulfilled', value: await work() };
  } catch (reason) {
    return { status: 'rejected', reason };
  }
}

const describeError = (error: unknown): string =>
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a log line: the cause as String() writes it
  error instanceof Error ? `${error.message}${error.cause ? ` (${String(error.cause)})` : ''}` : String(error);

/** A lane's items in order; each starts only while the budget lasts, the rest are left due. */
async function applyLane<T>(
  spec: SweepSpec<T>,
  lane: readonly T[],
  nowMs: number,
  budget: SweepBudget,
  tally: Tally,
): Promise<void> {
  for (const [index, item] of lane.entries()) {
    if (budget.scheduler.nowMs() >= budget.deadlineMs) {
      tally.deferred += lane.length - index;
      return;
    }
    tally.checked += 1;
    // One swept item is one unit of work: its retries share one ceiling.
    const outcome = await settle(() =>
      withRetryCeiling(() => spec.apply(item, nowMs), RETRY_UNIT_RETRIES_MAX, undefined, budget.scheduler),
    );
    if (outcome.status === 'rejected') {
      tally.failed += 1;
      logger.error(`${spec.name} sweep failed an item; it stays due for the next run`, {
        id: spec.idOf(item),
        error: describeError(outcome.reason),
      });
    } else if (outcome.value) tally.applied += 1;
    else tally.skipped += 1;
  }
}

/** Groups a page by lane, keeping the index order within each lane. */
function lanesOf<T>(spec: SweepSpec<T>, items: readonly T[]): T[][] {
  const lanes = new Map<string, T[]>();
  for (const item of items) {
    const key = spec.laneOf(item);
    const lane = lanes.get(key);
    if (lane === undefined) lanes.set(key, [item]);
    else lane.push(item);
  }
  return [...lanes.values()];
}

/** Runs `work` over the entries with at most `concurrency` at once. */
async function forEachBounded<T>(
  entries: readonly T[],
  concurrency: number,
  work: (entry: T) => Promise<void>,
): Promise<void> {
  let nextIndex = 0;
  const worker = async (): Promise<void> => {
    while (nextIndex < entries.length) {
      const entry = entries[nextIndex]!;
      nextIndex += 1;
      await work(entry);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, entries.length) }, worker));
}

/**
 * One run of a sweep. Pages are read with a cursor and applied one after another, so a lane never
 * spans two pages at once and an item that fails every time is tried once per run, not forever.
 */
export async function runSweep<T>(spec: SweepSpec<T>, clock: Clock, budget: SweepBudget): Promise<SweepSummary> {
  const { scheduler } = budget;
  const startedMs = scheduler.nowMs();
  const tally: Tally = { checked: 0, applied: 0, skipped: 0, failed: 0, deferred: 0 };
  let cursor: DueCursor | undefined;
  let exhausted = false;
  while (!exhausted && scheduler.nowMs() < budget.deadlineMs) {
    const nowMs = clock.nowMs();
    const page = await spec.page(nowMs, cursor);
    await forEachBounded(lanesOf(spec, page.items), SWEEP_CONCURRENCY_MAX, (lane) =>
      applyLane(spec, lane, nowMs, budget, tally),
    );
    cursor = page.next;
    exhausted = cursor === undefined;
  }
  const { deferred, ...counts } = tally;
  return {
    ...counts,
    remainingDue: !exhausted || deferred > 0 || tally.failed > 0,
    elapsedMs: scheduler.nowMs() - startedMs,
  };
}

const dueTransactions = (kind: 'expiry' | 'settlement') => (nowMs: number, after: DueCursor | undefined) =>
  listDueTransactions(kind, nowMs, SWEEP_BATCH_SIZE_MAX, after);

/**
 * Past their validity: QR and one-time VA waiting for payment, and payout inquiries never
 * confirmed, become expired with transaction.expired. Each type's machine decides what may expire.
 * Expiring moves no money, so two transactions' writes share nothing: each is its own lane.
 */
export const EXPIRY_SWEEP: SweepSpec<TransactionRecord> = {
  name: 'expiry',
  page: dueTransactions('expiry'),
  idOf: (tx) => tx.partner_reff,
  laneOf: (tx) => tx.partner_reff,
  apply: async (tx, nowMs) => {
    const outcome = await applyTransition({
      partnerReff: tx.partner_reff,
      current: tx,
      trigger: 'expired',
      nowMs,
      eventType: 'expired',
      source: 'scheduler',
      description: 'Validity elapsed',
      guard: (fresh) =>
        fresh.expires_at_ms !== undefined && fresh.expires_at_ms <= nowMs ? undefined : 'not yet expired',
    });
    return outcome.kind === 'applied';
  },
};

/**
 * H+1: paid QR money moves from pending_settlement to available; status settled. Each payment is
 * due at its own settlement time (shared/time.ts settlementDueMs), so a run never settles early.
 * The copy read from the index saves a read; the write is conditioned on it, so a stale copy only
 * costs a re-read.
 */
export const SETTLEMENT_SWEEP: SweepSpec<TransactionRecord> = {
  name: 'settlement',
  page: dueTransactions('settlement'),
  idOf: (tx) => tx.partner_reff,
  laneOf: (tx) => tx.merchant_id,
  apply: async (tx, nowMs) => {
    const outcome = await applyTransition({
      partnerReff: tx.partner_reff,
      current: tx,
      trigger: 'settled',
      kind: 'settle',
      nowMs,
      eventType: 'settled',
      source: 'scheduler',
      description: 'Funds settled to the available balance (H+1)',
      set: () => ({ settled_at_ms: nowMs }),
      postings: (fresh) => settlementPostings(fresh.merchant_id, fresh.partner_reff, fresh.fees.net_amount),
    });
    return outcome.kind === 'applied';
  },
};

/**
 * Hands every due webhook delivery to the dispatcher queue (the dispatcher's lease keeps a double
 * hand-off harmless). A handed-off delivery stays due until the dispatcher records its attempt, so
 * the cursor is what keeps one run from handing it off again. A hand-off touches no shared item:
 * each delivery is its own lane. The message is the one the dispatcher reads (`{delivery_id}`).
 */
export const WEBHOOK_RETRY_SWEEP: SweepSpec<DueDelivery> = {
  name: 'webhook retry',
  page: (nowMs, after) => listDueDeliveries(nowMs, SWEEP_BATCH_SIZE_MAX, after),
  idOf: (delivery) => delivery.id,
  laneOf: (delivery) => delivery.id,
  apply: async (delivery) => {
    await sendMessages('webhooks', [{ delivery_id: delivery.id }]);
    return true;
  },
};

/** Expires what is due; answers how many expired. */
export async function expireDue(clock: Clock, budget: SweepBudget = defaultBudget()): Promise<number> {
  return (await runSweep(EXPIRY_SWEEP, clock, budget)).applied;
}

/** Settles what is due; answers how many settled. */
export async function settleDue(clock: Clock, budget: SweepBudget = defaultBudget()): Promise<number> {
  return (await runSweep(SETTLEMENT_SWEEP, clock, budget)).applied;
}
