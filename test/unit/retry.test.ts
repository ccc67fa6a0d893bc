import { jest } from '@jest/globals';
import { ContendedError } from '../../shared/store/contended';
import {
  requestRetryDeadline,
  retriesLeft,
  retryAllowed,
  unitScheduler,
  waitWithinDeadline,
  withRetryCeiling,
} from '../../shared/store/retry';
import { RETRY, withRetry } from '../../shared/store/transact';
import { systemScheduler } from '../../shared/scheduler';
import {
  RETRY_BASE_MS,
  RETRY_CAP_MS,
  RETRY_LOOP_ATTEMPTS_MAX,
  RETRY_REQUEST_TIME_MAX_MS,
  RETRY_TIMEOUT_MARGIN_MS,
  RETRY_UNIT_RETRIES_MAX,
} from '../../shared/constants';
import { ManualScheduler } from '../support/scheduler';

afterEach(() => jest.restoreAllMocks());

describe('the one retry policy', () => {
  it('ends a loop after its own attempts when no unit of work bounds it', async () => {
    // Outside a unit the backoff is on the wall clock: with no jitter drawn it is 0 ms, no wait.
    jest.spyOn(Math, 'random').mockReturnValue(0);
    let attempts = 0;
    await expect(
      withRetry(async () => {
        attempts += 1;
        return RETRY;
      }, 4),
    ).rejects.toBeInstanceOf(ContendedError);
    expect(attempts).toBe(4);
    expect(retriesLeft()).toBeUndefined();
  });

  it("ends a loop when its unit of work has spent its retries, before the loop's own maximum", async () => {
    const scheduler = new ManualScheduler();
    let attempts = 0;
    const run = withRetryCeiling(
      () =>
        withRetry(async () => {
          attempts += 1;
          return RETRY;
        }),
      3,
      undefined,
      scheduler,
    );
    await expect(scheduler.drive(run)).rejects.toBeInstanceOf(ContendedError);
    expect(attempts).toBe(4);
    expect(attempts).toBeLessThan(RETRY_LOOP_ATTEMPTS_MAX);
  });

  it("bounds nested loops by the unit's ceiling, not by the product of their maximums", async () => {
    // Each outer attempt runs an inner loop that succeeds on its third try, then asks to retry:
    // without a ceiling that is 20 x 3 inner attempts. With 10 retries for the unit: 3 + 3 + 3 + 2.
    const scheduler = new ManualScheduler();
    let inner = 0;
    let outer = 0;
    const run = withRetryCeiling(
      () =>
        withRetry(async () => {
          outer += 1;
          let tries = 0;
          await withRetry(async () => {
            inner += 1;
            tries += 1;
            return tries === 3 ? 'done' : RETRY;
          });
          return RETRY;
        }),
      10,
      undefined,
      scheduler,
    );
    await expect(scheduler.drive(run)).rejects.toBeInstanceOf(ContendedError);
    expect({ inner, outer }).toEqual({ inner: 11, outer: 4 });
  });

  it('gives each unit of work its own ceiling, and spends one retry per allowed retry', async () => {
    const scheduler = new ManualScheduler();
    const unit = withRetryCeiling(
      async () => {
        expect(retriesLeft()).toBe(2);
        expect(await retryAllowed(0)).toBe(true);
        expect(retriesLeft()).toBe(1);
        await withRetryCeiling(async () => expect(retriesLeft()).toBe(5), 5);
        expect(await retryAllowed(0)).toBe(true);
        expect(await retryAllowed(0)).toBe(false);
        expect(retriesLeft()).toBe(0);
      },
      2,
      undefined,
      scheduler,
    );
    await scheduler.drive(unit);
  });

  it('retries no more once the next backoff would end past the unit deadline, with retries left', async () => {
    const scheduler = new ManualScheduler();
    let attempts = 0;
    const run = withRetryCeiling(
      () =>
        withRetry(async () => {
          attempts += 1;
          return RETRY;
        }),
      40,
      scheduler.nowMs() - 1,
      scheduler,
    );
    await expect(run).rejects.toBeInstanceOf(ContendedError);
    expect(attempts).toBe(1);
    const allowed = withRetryCeiling(
      async () => {
        // Every backoff is below the cap, so a deadline a cap away always allows the first retry.
        expect(await retryAllowed(0)).toBe(true);
        expect(retriesLeft()).toBe(39);
      },
      40,
      scheduler.nowMs() + RETRY_CAP_MS + 1_000,
      scheduler,
    );
    await scheduler.drive(allowed);
  });

  it("judges the deadline and waits the backoff on the unit's scheduler, not the wall clock", async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0.5);
    const waitMs = Math.floor(0.5 * RETRY_BASE_MS * 2 ** 3);
    // A scheduler in 1990: by the wall clock its unit's deadline is long past, on its own clock not yet.
    const past = new ManualScheduler(Date.parse('1990-01-01T00:00:00Z'));
    let answered: boolean | undefined;
    const asked = withRetryCeiling(
      () => retryAllowed(3).then((allowed) => (answered = allowed)),
      RETRY_UNIT_RETRIES_MAX,
      past.nowMs() + waitMs + 1,
      past,
    );
    await past.waitForSleepers(1);
    expect(past.sleeping()).toEqual([{ ms: waitMs, dueMs: past.nowMs() + waitMs }]);
    await past.advance(waitMs - 1);
    expect(answered).toBeUndefined();
    await past.advance(1);
    await asked;
    expect(answered).toBe(true);

    // A scheduler in 2100: a deadline the backoff would reach on its clock ends the retries at once,
    // though by the wall clock it is decades away.
    const future = new ManualScheduler(Date.parse('2100-01-01T00:00:00Z'));
    const refused = withRetryCeiling(() => retryAllowed(3), RETRY_UNIT_RETRIES_MAX, future.nowMs() + waitMs, future);
    await expect(refused).resolves.toBe(false);
    expect(future.sleeping()).toEqual([]);
  });

  it("hands an inner unit its enclosing unit's scheduler, and the wall clock outside any unit", async () => {
    const scheduler = new ManualScheduler();
    const other = new ManualScheduler();
    expect(unitScheduler()).toBe(systemScheduler);
    await withRetryCeiling(
      async () => {
        expect(unitScheduler()).toBe(scheduler);
        await withRetryCeiling(async () => expect(unitScheduler()).toBe(scheduler), 5);
        await withRetryCeiling(async () => expect(unitScheduler()).toBe(other), 5, undefined, other);
      },
      5,
      undefined,
      scheduler,
    );
  });

  it('bounds contention in a unit with a deadline by the deadline alone, spending none of its retries', async () => {
    await withRetryCeiling(
      async () => {
        // Past the loop's maximum and with no retry left: a lost race on a hot item is tried again.
        expect(await retryAllowed(RETRY_LOOP_ATTEMPTS_MAX + 5, RETRY_LOOP_ATTEMPTS_MAX, 'contention')).toBe(true);
        expect(retriesLeft()).toBe(0);
        // A failure (throttling, a lost answer) still spends the counts.
        expect(await retryAllowed(0, RETRY_LOOP_ATTEMPTS_MAX, 'failure')).toBe(false);
      },
      0,
      Date.now() + RETRY_CAP_MS + 1_000,
    );
    // The deadline ends contention too; without a deadline (a queued message) it counts like a failure.
    await withRetryCeiling(async () => expect(await retryAllowed(0, 20, 'contention')).toBe(false), 40, Date.now() - 1);
    await withRetryCeiling(async () => expect(await retryAllowed(0, 20, 'contention')).toBe(false), 0);
  });

  it("waits for a PIN slot within the unit's deadline, spending no retry", async () => {
    await withRetryCeiling(
      async () => {
        expect(await waitWithinDeadline(1, 0)).toBe(true);
        expect(retriesLeft()).toBe(3);
        expect(await waitWithinDeadline(RETRY_CAP_MS + 2_000, 0)).toBe(false);
      },
      3,
      Date.now() + RETRY_CAP_MS + 1_000,
    );
    // Outside a unit, the caller's own deadline bounds it.
    expect(await waitWithinDeadline(1, Date.now() - 1)).toBe(false);
  });

  it("gives an API request RETRY_REQUEST_TIME_MAX_MS, or less when its function's timeout is nearer", () => {
    const now = 1_000_000;
    expect(requestRetryDeadline(now, undefined)).toBe(now + RETRY_REQUEST_TIME_MAX_MS);
    expect(requestRetryDeadline(now, 25_000)).toBe(
      now + Math.min(RETRY_REQUEST_TIME_MAX_MS, 25_000 - RETRY_TIMEOUT_MARGIN_MS),
    );
    expect(requestRetryDeadline(now, RETRY_TIMEOUT_MARGIN_MS + 3_000)).toBe(now + 3_000);
    expect(requestRetryDeadline(now, 1_000)).toBe(now);
  });
});
