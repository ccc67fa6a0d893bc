import { jest } from '@jest/globals';
import {
  IDLE_SIGN_OUT_MS,
  REFRESH_BEFORE_EXPIRY_MS,
  scheduleRefresh,
  watchIdle,
  type Timers,
} from '../../dashboard/src/session-timers';

/**
 * The dashboard session's clocks (DESIGN 21): signed out after 30 minutes without activity, tokens
 * refreshed before the ID token expires. Driven by a fake clock: nothing waits.
 */
class FakeTimers implements Timers {
  private now = 1_000_000;
  private nextId = 1;
  private pending = new Map<number, { atMs: number; run: () => void }>();

  nowMs(): number {
    return this.now;
  }

  setTimeout(run: () => void, delayMs: number): unknown {
    const id = this.nextId++;
    this.pending.set(id, { atMs: this.now + delayMs, run });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.pending.delete(handle as number);
  }

  /** Moves the clock on, running each timer that falls due, in order, at its own time. */
  advance(ms: number): void {
    const end = this.now + ms;
    for (;;) {
      const due = [...this.pending.entries()]
        .filter(([, timer]) => timer.atMs <= end)
        .sort(([, a], [, b]) => a.atMs - b.atMs)[0];
      if (!due) break;
      this.pending.delete(due[0]);
      this.now = due[1].atMs;
      due[1].run();
    }
    this.now = end;
  }

  /** A sleeping laptop: the clock jumps, and the timers only run afterwards. */
  jump(ms: number): void {
    this.now += ms;
    this.advance(0);
  }

  get scheduled(): number {
    return this.pending.size;
  }
}

const MINUTE_MS = 60_000;

describe('dashboard session: the idle sign-out', () => {
  it('signs out 30 minutes after the sign-in when nothing happens, once', () => {
    const timers = new FakeTimers();
    const onIdle = jest.fn();
    watchIdle(timers, onIdle);
    timers.advance(IDLE_SIGN_OUT_MS - 1);
    expect(onIdle).not.toHaveBeenCalled();
    timers.advance(1);
    expect(onIdle).toHaveBeenCalledTimes(1);
    timers.advance(IDLE_SIGN_OUT_MS * 3);
    expect(onIdle).toHaveBeenCalledTimes(1);
    expect(timers.scheduled).toBe(0);
  });

  it('counts the 30 minutes from the last activity', () => {
    const timers = new FakeTimers();
    const onIdle = jest.fn();
    const watch = watchIdle(timers, onIdle);
    // Active every 10 minutes for two hours: never signed out.
    for (let minute = 0; minute < 120; minute += 10) {
      timers.advance(10 * MINUTE_MS);
      watch.activity();
    }
    expect(onIdle).not.toHaveBeenCalled();
    timers.advance(29 * MINUTE_MS);
    expect(onIdle).not.toHaveBeenCalled();
    timers.advance(MINUTE_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
    // One timer at a time, however many activities.
    expect(timers.scheduled).toBe(0);
  });

  it('signs out at once when the timer runs late, after a sleep longer than 30 minutes', () => {
    const timers = new FakeTimers();
    const onIdle = jest.fn();
    const watch = watchIdle(timers, onIdle);
    timers.advance(5 * MINUTE_MS);
    watch.activity();
    timers.jump(2 * 60 * MINUTE_MS);
    expect(onIdle).toHaveBeenCalledTimes(1);
  });

  it('does nothing once stopped (a sign-out by the user)', () => {
    const timers = new FakeTimers();
    const onIdle = jest.fn();
    const watch = watchIdle(timers, onIdle);
    watch.stop();
    timers.advance(IDLE_SIGN_OUT_MS * 2);
    expect(onIdle).not.toHaveBeenCalled();
    expect(timers.scheduled).toBe(0);
  });
});

describe('dashboard session: the token refresh', () => {
  it('refreshes 5 minutes before the ID token expires', () => {
    const timers = new FakeTimers();
    const refresh = jest.fn();
    const expiresAtMs = timers.nowMs() + 60 * MINUTE_MS;
    scheduleRefresh(timers, expiresAtMs, refresh);
    timers.advance(60 * MINUTE_MS - REFRESH_BEFORE_EXPIRY_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    timers.advance(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(timers.nowMs()).toBe(expiresAtMs - REFRESH_BEFORE_EXPIRY_MS);
  });

  it('refreshes at once a token that is (nearly) expired, but a retry only after its delay', () => {
    const timers = new FakeTimers();
    const refresh = jest.fn();
    scheduleRefresh(timers, timers.nowMs() + MINUTE_MS, refresh);
    timers.advance(0);
    expect(refresh).toHaveBeenCalledTimes(1);

    const retry = jest.fn();
    scheduleRefresh(timers, timers.nowMs() - MINUTE_MS, retry, { minDelayMs: 30_000 });
    timers.advance(29_999);
    expect(retry).not.toHaveBeenCalled();
    timers.advance(1);
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('is cancelled by new tokens or a sign-out', () => {
    const timers = new FakeTimers();
    const refresh = jest.fn();
    const cancel = scheduleRefresh(timers, timers.nowMs() + 60 * MINUTE_MS, refresh);
    cancel();
    timers.advance(2 * 60 * MINUTE_MS);
    expect(refresh).not.toHaveBeenCalled();
  });

  it("never asks the browser for a timer beyond setTimeout's range (a refresh token that lives for days)", () => {
    const timers = new FakeTimers();
    const refresh = jest.fn();
    scheduleRefresh(timers, timers.nowMs() + 40 * 24 * 60 * MINUTE_MS, refresh);
    timers.advance(2_147_483_647);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});
