import { GATEWAY_TIMEOUT_MS } from '../../constants';
import { withTimeout, type Scheduler } from '../../scheduler';

/**
 * The sandbox's calls to the gateway simulator's control API (DESIGN 18): each is forwarded to
 * `/control/...` with the gateway key, and the answer waits until our callback consumer applied
 * the callback the simulator sent, polling on the scheduler (never node's timers or Date.now, so a
 * test's clock decides when a wait ends).
 */

/** The simulator as a sandbox call reaches it: its URL, the gateway key it requires, where waits are counted. */
export interface SandboxSimulator {
  url: string;
  apiKey: string;
  scheduler: Scheduler;
}

/** A JSON answer: the simulator's own (its refusals included) or the sandbox call's. */
export interface SandboxAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** How long a sandbox call waits for its callback to be applied before answering with the state it sees. */
export const APPLY_WAIT_MS = 10_000;
const POLL_MS = 50;

/** POSTs `body` to the simulator's `path` with the gateway key; `copies` (the control calls' query) is passed on. */
export async function forward(
  sim: SandboxSimulator,
  path: string,
  body: unknown,
  query: URLSearchParams = new URLSearchParams(),
): Promise<SandboxAnswer> {
  const copies = query.get('copies');
  const target = `${sim.url.replace(/\/+$/, '')}${path}${copies ? `?copies=${encodeURIComponent(copies)}` : ''}`;
  return withTimeout(sim.scheduler, GATEWAY_TIMEOUT_MS, async (signal) => {
    const response = await fetch(target, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${sim.apiKey}` },
      body: JSON.stringify(body ?? {}),
      signal,
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    const answer = typeof parsed === 'object' && parsed !== null ? (parsed as Record<string, unknown>) : {};
    return { status: response.status, body: answer };
  });
}

/**
 * Polls `probe` every 50 ms of the scheduler until it answers a value, or APPLY_WAIT_MS passed:
 * then `probe` is asked once more with `last` set and must answer.
 */
export async function waitFor<T>(scheduler: Scheduler, probe: (last: boolean) => Promise<T | undefined>): Promise<T> {
  const deadlineMs = scheduler.nowMs() + APPLY_WAIT_MS;
  for (;;) {
    const last = scheduler.nowMs() > deadlineMs;
    const value = await probe(last);
    if (value !== undefined) return value;
    if (last) throw new Error('sandbox: a last probe must answer');
    await scheduler.sleep(POLL_MS);
  }
}
