import { ContendedError } from '../../shared/store/contended';
import { retriesLeft, retryAllowed, withRetryCeiling } from '../../shared/store/retry';
import { RETRY, withRetry } from '../../shared/store/transact';
import { RETRY_LOOP_ATTEMPTS_MAX } from '../../shared/constants';

describe('the one retry policy', () => {
  it('ends a loop after its own attempts when no unit of work bounds it', async () => {
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
    let attempts = 0;
    const run = withRetryCeiling(
      () =>
        withRetry(async () => {
          attempts += 1;
          return RETRY;
        }),
      3,
    );
    await expect(run).rejects.toBeInstanceOf(ContendedError);
    expect(attempts).toBe(4);
    expect(attempts).toBeLessThan(RETRY_LOOP_ATTEMPTS_MAX);
  });

  it("bounds nested loops by the unit's ceiling, not by the product of their maximums", async () => {
    // Each outer attempt runs an inner loop that succeeds on its third try, then asks to retry:
    // without a ceiling that is 20 x 3 inner attempts. With 10 retries for the unit: 3 + 3 + 3 + 2.
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
    );
    await expect(run).rejects.toBeInstanceOf(ContendedError);
    expect({ inner, outer }).toEqual({ inner: 11, outer: 4 });
  });

  it('gives each unit of work its own ceiling, and spends one retry per allowed retry', async () => {
    await withRetryCeiling(async () => {
      expect(retriesLeft()).toBe(2);
      expect(await retryAllowed(0)).toBe(true);
      expect(retriesLeft()).toBe(1);
      await withRetryCeiling(async () => expect(retriesLeft()).toBe(5), 5);
      expect(await retryAllowed(0)).toBe(true);
      expect(await retryAllowed(0)).toBe(false);
      expect(retriesLeft()).toBe(0);
    }, 2);
  });
});
