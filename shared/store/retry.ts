import { AsyncLocalStorage } from 'node:async_hooks';
import {
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  RETRY_LOOP_ATTEMPTS_MAX,
  RETRY_REQUEST_TIME_MAX_MS,
  RETRY_TIMEOUT_MARGIN_MS,
  RETRY_UNIT_RETRIES_MAX,
} from '../constants';
import { systemScheduler, type Scheduler } from '../scheduler';

/**
 * The one retry policy of every optimistic loop (a hot item lost to a race, contention, throttling,
 * a lost answer, unprocessed keys): full-jitter exponential backoff from RETRY_BASE_MS to
 * RETRY_CAP_MS, at most RETRY_LOOP_ATTEMPTS_MAX attempts in one loop, and at most
 * RETRY_UNIT_RETRIES_MAX retries in one unit of work (an API request, a queued message, a swept
 * item) whatever the loops it runs, nested or one after another, and, for a unit with a deadline
 * (an API request: RETRY_REQUEST_TIME_MAX_MS), no retry whose backoff would end past it. A loop asks
 * `retryAllowed` before each retry; `false` ends it, and the loop reports contention as it would
 * after its own last attempt.
 *
 * Two causes, two bounds. `failure` (throttling, a lost answer, unprocessed keys: what an outage of
 * DynamoDB looks like) spends the counts above, so a request does not hammer a table that is down.
 * `contention` (a write that lost to other writers of the same item: TransactionConflict, a status
 * or counter read that went stale) is what a burst from one merchant produces, and is the normal
 * cost of its hot items (its balance, its PIN item, one transaction): inside a unit with a deadline
 * it spends none of the counts and is bounded by the deadline alone, so a burst is absorbed with
 * backoff instead of answering 503 after a fixed number of lost races. Outside such a unit (a queued
 * message, which is delivered again anyway; a script) it counts like a failure.
 *
 * A unit also carries the scheduler its waits go through (shared/scheduler.ts): the backoff and its
 * deadline here, the PIN wait and the ledger audit's re-read read `unitScheduler()`. Functions run it
 * with the wall clock; a test may hand a unit a scheduler it moves by hand.
 */
interface UnitBudget {
  retriesLeft: number;
  /** Epoch ms, on the unit's scheduler, after which the unit retries no more; undefined: no deadline. */
  deadlineMs: number | undefined;
  scheduler: Scheduler;
}

const units = new AsyncLocalStorage<UnitBudget>();

/**
 * Runs one unit of work under its own retry ceiling and optional deadline (an inner unit starts its
 * own), waiting through `scheduler`: by default the enclosing unit's, else the wall clock.
 */
export function withRetryCeiling<T>(
  run: () => Promise<T>,
  retriesMax = RETRY_UNIT_RETRIES_MAX,
  deadlineMs?: number,
  scheduler: Scheduler = unitScheduler(),
): Promise<T> {
  return units.run({ retriesLeft: retriesMax, deadlineMs, scheduler }, run);
}

/** The scheduler of the current unit of work; the wall clock outside any unit. */
export function unitScheduler(): Scheduler {
  return units.getStore()?.scheduler ?? systemScheduler;
}

/** Retries the current unit of work has left; undefined outside any unit (scripts, some tests). */
export function retriesLeft(): number | undefined {
  return units.getStore()?.retriesLeft;
}

/**
 * Before retry number `attempt + 1` of a loop (attempt counts from 0): false when the loop has made
 * its last attempt or the unit of work has no retry left; otherwise it waits a jittered backoff,
 * spends one retry of the unit, and answers true.
 */
export type RetryCause = 'contention' | 'failure';

export async function retryAllowed(
  attempt: number,
  loopAttemptsMax = RETRY_LOOP_ATTEMPTS_MAX,
  cause: RetryCause = 'failure',
): Promise<boolean> {
  const unit = units.getStore();
  const scheduler = unit?.scheduler ?? systemScheduler;
  const deadlineOnly = cause === 'contention' && unit?.deadlineMs !== undefined;
  if (!deadlineOnly && attempt + 1 >= loopAttemptsMax) return false;
  const waitMs = backoffMs(attempt);
  if (unit !== undefined) {
    if (!deadlineOnly && unit.retriesLeft <= 0) return false;
    if (unit.deadlineMs !== undefined && scheduler.nowMs() + waitMs >= unit.deadlineMs) return false;
    if (!deadlineOnly) unit.retriesLeft -= 1;
  }
  await scheduler.sleep(waitMs);
  return true;
}

/**
 * Waits `waitMs` for something other writers will end (a PIN slot held by attempts being judged),
 * within the unit's deadline and without spending any of its retries: false, at once, when the wait
 * would end past the deadline. Outside a unit with a deadline it is bounded by `fallbackDeadlineMs`.
 */
export async function waitWithinDeadline(waitMs: number, fallbackDeadlineMs: number): Promise<boolean> {
  const scheduler = unitScheduler();
  const deadlineMs = units.getStore()?.deadlineMs ?? fallbackDeadlineMs;
  if (scheduler.nowMs() + waitMs >= deadlineMs) return false;
  await scheduler.sleep(waitMs);
  return true;
}

/** Full-jitter exponential backoff before retry `attempt + 1`, in ms. */
const backoffMs = (attempt: number): number =>
  Math.floor(Math.random() * Math.min(RETRY_CAP_MS, RETRY_BASE_MS * 2 ** Math.min(attempt, 30)));

/** Full-jitter exponential backoff before retry `attempt + 1`, on the unit's scheduler. */
export async function backoff(attempt: number): Promise<void> {
  await unitScheduler().sleep(backoffMs(attempt));
}

/**
 * The retry deadline of an API request that started now: RETRY_REQUEST_TIME_MAX_MS from now, or
 * RETRY_TIMEOUT_MARGIN_MS before its function's timeout when that is sooner.
 */
export function requestRetryDeadline(nowMs: number, remainingMs: number | undefined): number {
  const byTimeout = remainingMs === undefined ? Infinity : remainingMs - RETRY_TIMEOUT_MARGIN_MS;
  return nowMs + Math.max(0, Math.min(RETRY_REQUEST_TIME_MAX_MS, byTimeout));
}
