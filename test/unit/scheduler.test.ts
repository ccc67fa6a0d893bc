import { systemScheduler, withTimeout } from '../../shared/scheduler';
import { ManualScheduler } from '../support/scheduler';

/**
 * The scheduler every wait goes through (shared/scheduler.ts), and the one tests move by hand. Every
 * `sleep(` here is the ManualScheduler's under test (time moves only by `advance`), but for the two
 * marked system ones, which never wait.
 */
describe('ManualScheduler', () => {
  it('starts where it is told and moves only when advanced', async () => {
    const scheduler = new ManualScheduler(1_000);
    expect(scheduler.nowMs()).toBe(1_000);
    await scheduler.advance(250);
    expect(scheduler.nowMs()).toBe(1_250);
  });

  it('wakes a sleep only once time has moved to its end, each at its own end time, first due first', async () => {
    const scheduler = new ManualScheduler(0);
    const woken: Array<[string, number]> = [];
    const nap = (name: string, ms: number) => scheduler.sleep(ms).then(() => woken.push([name, scheduler.nowMs()]));
    const all = Promise.all([nap('late', 300), nap('early', 100), nap('twin', 100)]);
    expect(scheduler.sleeping()).toEqual([
      { ms: 100, dueMs: 100 },
      { ms: 100, dueMs: 100 },
      { ms: 300, dueMs: 300 },
    ]);
    await scheduler.advance(99);
    expect(woken).toEqual([]);
    await scheduler.advance(1);
    expect(woken).toEqual([
      ['early', 100],
      ['twin', 100],
    ]);
    await scheduler.advance(1_000);
    await all;
    expect(woken.at(-1)).toEqual(['late', 300]);
    expect(scheduler.nowMs()).toBe(1_100);
    expect(scheduler.sleeping()).toEqual([]);
  });

  it('wakes, in the same advance, a sleep that a woken one starts and that ends within the step', async () => {
    const scheduler = new ManualScheduler(0);
    const ends: number[] = [];
    const chain = (async () => {
      for (let step = 0; step < 3; step += 1) {
        await scheduler.sleep(40);
        ends.push(scheduler.nowMs());
      }
    })();
    await scheduler.advance(100);
    expect(ends).toEqual([40, 80]);
    await scheduler.advance(20);
    await chain;
    expect(ends).toEqual([40, 80, 120]);
  });

  it('resolves a sleep of 0 ms or less at once', async () => {
    const scheduler = new ManualScheduler(0);
    await scheduler.sleep(0);
    await scheduler.sleep(-5);
    expect(scheduler.sleeping()).toEqual([]);
    expect(scheduler.nowMs()).toBe(0);
  });

  it('ends an aborted sleep with an AbortError and forgets it', async () => {
    const scheduler = new ManualScheduler(0);
    const abort = new AbortController();
    const sleeping = scheduler.sleep(1_000, abort.signal);
    expect(scheduler.sleeping()).toHaveLength(1);
    abort.abort();
    await expect(sleeping).rejects.toMatchObject({ name: 'AbortError' });
    expect(scheduler.sleeping()).toEqual([]);
    await expect(scheduler.sleep(10, abort.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('tells when a number of sleeps are pending, as they start', async () => {
    const scheduler = new ManualScheduler(0);
    let two = false;
    const waited = scheduler.waitForSleepers(2).then(() => (two = true));
    void scheduler.sleep(50);
    await Promise.resolve();
    expect(two).toBe(false);
    void scheduler.sleep(70);
    await waited;
    expect(two).toBe(true);
    await expect(scheduler.waitForSleepers(1)).resolves.toBeUndefined();
    await scheduler.advance(70);
  });

  it('tells when sleeps of a given length are pending, whatever else sleeps', async () => {
    const scheduler = new ManualScheduler(0);
    let held = false;
    const waited = scheduler.waitForSleepers(1, 600).then(() => (held = true));
    void scheduler.sleep(5_000);
    void scheduler.sleep(100);
    await Promise.resolve();
    expect(held).toBe(false);
    void scheduler.sleep(600);
    await waited;
    expect(held).toBe(true);
    await scheduler.advance(5_000);
  });

  it('drives a piece of work through its sleeps until it settles', async () => {
    const scheduler = new ManualScheduler(0);
    const work = async () => {
      await scheduler.sleep(30);
      await scheduler.sleep(500);
      return scheduler.nowMs();
    };
    await expect(scheduler.drive(work())).resolves.toBe(530);
    const failing = async () => {
      await scheduler.sleep(10);
      throw new Error('failed after its wait');
    };
    await expect(scheduler.drive(failing())).rejects.toThrow('failed after its wait');
    expect(scheduler.nowMs()).toBe(540);
  });

  it('refuses to move time backwards', async () => {
    await expect(new ManualScheduler(0).advance(-1)).rejects.toThrow(/cannot advance/);
  });
});

describe('withTimeout', () => {
  it("aborts the work's signal with a TimeoutError once the time has passed on the scheduler", async () => {
    const scheduler = new ManualScheduler(0);
    const reasons: unknown[] = [];
    const work = withTimeout(
      scheduler,
      200,
      (signal) =>
        new Promise<never>((_resolve, reject) =>
          signal.addEventListener('abort', () => {
            reasons.push(signal.reason);
            reject(signal.reason as Error);
          }),
        ),
    );
    expect(scheduler.sleeping()).toEqual([{ ms: 200, dueMs: 200 }]);
    const failed = expect(work).rejects.toMatchObject({ name: 'TimeoutError' });
    await scheduler.advance(199);
    expect(reasons).toEqual([]);
    await scheduler.advance(1);
    await failed;
    expect(reasons).toHaveLength(1);
  });

  it('leaves no timer behind once the work is done, and passes on its value', async () => {
    const scheduler = new ManualScheduler(0);
    await expect(withTimeout(scheduler, 5_000, async (signal) => signal.aborted)).resolves.toBe(false);
    await Promise.resolve();
    expect(scheduler.sleeping()).toEqual([]);
    await expect(withTimeout(scheduler, 5_000, async () => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
    expect(scheduler.sleeping()).toEqual([]);
  });
});

describe('systemScheduler', () => {
  it('reads the wall clock', () => {
    const before = Date.now();
    const now = systemScheduler.nowMs();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('ends a sleep whose signal is already aborted at once, and resolves a sleep of 0 ms', async () => {
    const abort = new AbortController();
    abort.abort();
    // Not a wait: the signal is aborted before the sleep starts.
    await expect(systemScheduler.sleep(60_000, abort.signal)).rejects.toMatchObject({ name: 'AbortError' });
    // Not a wait: 0 ms is one turn of the event loop.
    await expect(systemScheduler.sleep(0)).resolves.toBeUndefined();
  });
});
