/**
 * The two clocks of a signed-in session (DESIGN 21): the tokens are refreshed a little before the
 * ID token expires, and the user is signed out after 30 minutes without activity. Plain functions
 * over an injected timer, so a unit test drives them with a fake clock instead of waiting.
 */

/** The user is signed out after this long without a key press, click, touch or scroll. */
export const IDLE_SIGN_OUT_MS = 30 * 60_000;
/** The tokens are refreshed this long before the ID token expires, so no request carries an expired one. */
export const REFRESH_BEFORE_EXPIRY_MS = 5 * 60_000;
/** A refresh that failed (not refused: the network, the pool's own error) is tried again this much later. */
export const REFRESH_RETRY_MS = 30_000;
/** The browser's setTimeout runs at most this far ahead (a signed 32-bit count of milliseconds). */
const TIMEOUT_MAX_MS = 2_147_483_647;

/** What the session's timers need of the clock: now, and a one-shot timer. */
export interface Timers {
  nowMs(): number;
  setTimeout(run: () => void, delayMs: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const browserTimers: Timers = {
  nowMs: () => Date.now(),
  setTimeout: (run, delayMs) => globalThis.setTimeout(run, delayMs),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof globalThis.setTimeout>),
};

export interface IdleWatch {
  /** The user did something: the 30 minutes start again. */
  activity(): void;
  stop(): void;
}

/**
 * Calls `onIdle` once `idleMs` have passed since the last activity. An activity only notes the time
 * (it comes with every key press); the one timer, when it fires early, waits for the rest. A timer
 * that fires late (a sleeping laptop) still signs out, since the check reads the clock.
 */
export function watchIdle(timers: Timers, onIdle: () => void, idleMs = IDLE_SIGN_OUT_MS): IdleWatch {
  let lastActivityMs = timers.nowMs();
  let handle: unknown;
  let stopped = false;
  const check = () => {
    if (stopped) return;
    const idleForMs = timers.nowMs() - lastActivityMs;
    if (idleForMs >= idleMs) {
      stopped = true;
      onIdle();
    } else handle = timers.setTimeout(check, idleMs - idleForMs);
  };
  handle = timers.setTimeout(check, idleMs);
  return {
    activity() {
      lastActivityMs = timers.nowMs();
    },
    stop() {
      stopped = true;
      timers.clearTimeout(handle);
    },
  };
}

/**
 * Calls `refresh` once, `leadMs` before `expiresAtMs` (at once when that is past, but never sooner
 * than `minDelayMs`: a refresh that failed is tried again a little later, not in a tight loop).
 * Returns the cancel, for new tokens or a sign-out.
 */
export function scheduleRefresh(
  timers: Timers,
  expiresAtMs: number,
  refresh: () => void,
  options: { leadMs?: number; minDelayMs?: number } = {},
): () => void {
  const { leadMs = REFRESH_BEFORE_EXPIRY_MS, minDelayMs = 0 } = options;
  const delayMs = Math.min(Math.max(minDelayMs, expiresAtMs - leadMs - timers.nowMs()), TIMEOUT_MAX_MS);
  const handle = timers.setTimeout(refresh, delayMs);
  return () => timers.clearTimeout(handle);
}
