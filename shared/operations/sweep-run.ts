import type { Clock } from '../clock';
import { RETRY_UNIT_RETRIES_MAX, SWEEP_CONCURRENCY_MAX } from '../constants';
import { logger } from '../logger';
import type { DueCursor, DuePage } from '../store/due';
import { withRetryCeiling } from '../store/retry';
import type { SweepBudget, SweepSummary } from './sweep-budget';

/**
 * How a sweep runs (docs/ARCHITECTURE.md, section 7), apart from the sweeps of shared/operations/
 * sweeps.ts, so a job that sweeps something else (the KYC documents) does not bundle the money
 * engine those sweeps move money with, nor get its table grants.
 */

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
