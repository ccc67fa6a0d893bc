import { setTimeout as wallSleep } from 'node:timers/promises';

/**
 * Time as code that waits sees it: the retry backoff, the PIN wait, the ledger audit's re-read, the
 * gateway's, the provider's and the webhook dispatcher's timeouts, the sweeps' budgets and the
 * gateway simulator's delays all read and wait through one Scheduler (docs/ARCHITECTURE.md, section
 * 13). In AWS and under `npm start` it is `systemScheduler`, the wall clock; tests hand a function a
 * scheduler whose time they move by hand (test/support/scheduler.ts), so nothing waits on the wall
 * clock for a delay to pass.
 *
 * Its time is wall time, never the service clock of shared/clock.ts that sandbox mode moves forward:
 * a deadline or a backoff is real time the caller spends, not a moment in the business calendar.
 */
export interface Scheduler {
  /** Epoch milliseconds now. */
  nowMs(): number;
  /**
   * Resolves once `ms` have passed; a wait of 0 or less resolves at once. An aborted `signal` ends
   * the wait early with an AbortError (the signal's reason as its cause).
   */
  sleep(ms: number, signal?: AbortSignal): Promise<void>;
}

/** The wall clock and node's timers. */
export const systemScheduler: Scheduler = {
  nowMs: () => Date.now(),
  sleep: (ms, signal) => wallSleep(Math.max(0, ms), undefined, signal === undefined ? undefined : { signal }),
};

/** What AbortSignal.timeout aborts with, so a caller tells a timeout from any other abort the same way. */
export function timeoutReason(): DOMException {
  return new DOMException('The operation was aborted due to timeout', 'TimeoutError');
}

/**
 * Runs `work` with a signal that aborts with a TimeoutError (as AbortSignal.timeout's does) once
 * `ms` have passed on the scheduler. The timer ends with the work, so a finished call leaves no
 * wait behind.
 */
export async function withTimeout<T>(
  scheduler: Scheduler,
  ms: number,
  work: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  const timeout = new AbortController();
  const finished = new AbortController();
  scheduler.sleep(ms, finished.signal).then(
    () => timeout.abort(timeoutReason()),
    () => undefined,
  );
  try {
    return await work(timeout.signal);
  } finally {
    finished.abort();
  }
}
