/**
 * The service clock. In AWS it is the wall clock; in sandbox mode it can be moved forward
 * (POST /sandbox/v1/clock/advance) so expiry, settlement and retries can be exercised.
 * Domain code never reads it directly: operations read it once and pass `nowMs` down.
 */
export interface Clock {
  nowMs(): number;
}

let offsetMs = 0;

export const systemClock: Clock = {
  nowMs: () => Date.now() + offsetMs,
};

export function advanceClock(seconds: number): number {
  offsetMs += seconds * 1000;
  return systemClock.nowMs();
}

export function clockOffsetMs(): number {
  return offsetMs;
}

export function resetClock(): void {
  offsetMs = 0;
}
