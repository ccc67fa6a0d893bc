import { systemScheduler, type Scheduler } from '../../shared/scheduler';

/** A pending sleep, as a test sees it. */
export interface Sleeping {
  /** How long the sleep asked for. */
  ms: number;
  /** When it ends, on the scheduler's clock. */
  dueMs: number;
}

interface Sleeper extends Sleeping {
  order: number;
  wake(): void;
}

/** Lets every promise continuation that is ready run (a macrotask turn: the microtask queue drains first). */
const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/**
 * A Scheduler whose time moves only when the test moves it (shared/scheduler.ts). A sleep resolves
 * when `advance` carries the clock to its end; until then it is listed by `sleeping()`, and
 * `waitForSleepers(n)` resolves as soon as n sleeps are pending: the event that tells a test "the
 * simulator now holds the request", "the client's timeout is running", "the confirm is waiting".
 * Nothing here waits on the wall clock.
 */
export class ManualScheduler implements Scheduler {
  #nowMs: number;
  #order = 0;
  #sleepers: Sleeper[] = [];
  #watchers: Array<{ count: number; ms: number | undefined; resolve: () => void }> = [];

  /** Starts at `startMs` (the wall clock now by default: a simulator stamps its callbacks with it). */
  constructor(startMs = Date.now()) {
    this.#nowMs = startMs;
  }

  nowMs(): number {
    return this.#nowMs;
  }

  sleep(ms: number, signal?: AbortSignal): Promise<void> {
    if (signal?.aborted) return Promise.reject(abortError(signal));
    if (ms <= 0) return Promise.resolve();
    return new Promise<void>((resolve, reject) => {
      const onAbort = (): void => {
        this.#remove(sleeper);
        reject(abortError(signal!));
      };
      const sleeper: Sleeper = {
        ms,
        dueMs: this.#nowMs + ms,
        order: (this.#order += 1),
        wake: () => {
          signal?.removeEventListener('abort', onAbort);
          resolve();
        },
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#sleepers.push(sleeper);
      this.#sleepers.sort((a, b) => a.dueMs - b.dueMs || a.order - b.order);
      this.#notify();
    });
  }

  /** The pending sleeps, the first to end first. */
  sleeping(): Sleeping[] {
    return this.#sleepers.map(({ ms, dueMs }) => ({ ms, dueMs }));
  }

  /**
   * Resolves once at least `count` sleeps are pending, of `ms` each when given (at once when they
   * already are): "the simulator now holds the request" is one sleep of the fault's delay.
   */
  waitForSleepers(count: number, ms?: number): Promise<void> {
    if (this.#pending(ms) >= count) return Promise.resolve();
    return new Promise((resolve) => this.#watchers.push({ count, ms, resolve }));
  }

  /**
   * Moves the clock `ms` forward. Each sleep that ends on the way is woken at its own end time, in
   * order, and what it resumes runs before the clock moves on (so a sleep it starts that ends within
   * the step is woken too). Work that resumes on I/O (a socket's answer) is not waited for.
   */
  async advance(ms: number): Promise<void> {
    if (!Number.isFinite(ms) || ms < 0) throw new Error(`ManualScheduler: cannot advance by ${ms} ms`);
    const targetMs = this.#nowMs + ms;
    for (;;) {
      const next = this.#sleepers[0];
      if (next === undefined || next.dueMs > targetMs) break;
      this.#sleepers.shift();
      this.#nowMs = Math.max(this.#nowMs, next.dueMs);
      next.wake();
      await settle();
    }
    this.#nowMs = targetMs;
    await settle();
  }

  /**
   * Lets time run as fast as `work` needs: whenever a sleep is pending and `work` has not settled,
   * the clock moves to the end of the first one. Resolves or rejects as `work` does. Every pending
   * sleep counts, the work's own or not.
   */
  async drive<T>(work: Promise<T>): Promise<T> {
    let settled = false;
    const finished = work.then(
      () => (settled = true),
      () => (settled = true),
    );
    for (;;) {
      await Promise.race([finished, this.waitForSleepers(1)]);
      if (settled) return work;
      await this.advance(this.#sleepers[0]!.dueMs - this.#nowMs);
    }
  }

  #remove(sleeper: Sleeper): void {
    const index = this.#sleepers.indexOf(sleeper);
    if (index >= 0) this.#sleepers.splice(index, 1);
  }

  #pending(ms: number | undefined): number {
    return ms === undefined ? this.#sleepers.length : this.#sleepers.filter((sleeper) => sleeper.ms === ms).length;
  }

  #notify(): void {
    const ready = this.#watchers.filter((watcher) => this.#pending(watcher.ms) >= watcher.count);
    this.#watchers = this.#watchers.filter((watcher) => !ready.includes(watcher));
    for (const watcher of ready) watcher.resolve();
  }
}

function abortError(signal: AbortSignal): Error {
  return Object.assign(new Error('The operation was aborted', { cause: signal.reason }), {
    name: 'AbortError',
    code: 'ABORT_ERR',
  });
}

/**
 * The time a unit of work's own waits make, and no other: the suite's scheduler for handlers and
 * workers (test/support/harness.ts, useClock) unless a test hands in its own. A sleep waits as long
 * on the wall clock as asked (the backoff's jitter spreads racing requests as it does in AWS), and
 * the clock moves by the waits alone, waits that overlap counting once. A request's retry deadline
 * (RETRY_REQUEST_TIME_MAX_MS) is then spent by its backoffs, never by a loaded machine's slowness:
 * a race ends the same on an idle machine and on one whose cores are busy with something else.
 */
export class WaitTimeScheduler implements Scheduler {
  #nowMs: number;

  constructor(startMs = Date.now()) {
    this.#nowMs = startMs;
  }

  nowMs(): number {
    return this.#nowMs;
  }

  async sleep(ms: number, signal?: AbortSignal): Promise<void> {
    const endMs = this.#nowMs + Math.max(0, ms);
    await systemScheduler.sleep(ms, signal);
    this.#nowMs = Math.max(this.#nowMs, endMs);
  }
}
