/**
 * What every CLI command shares when it talks to the service: an error type whose message is meant
 * for the terminal, a fetch that waits out rate limiting, and the unwrapping of typed-client answers.
 */
import { setTimeout as sleep } from 'node:timers/promises';

/** A failure explained to the user; main prints its message (no stack) and exits with `exitCode`. */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode = 1,
  ) {
    super(message);
    this.name = 'CliError';
  }
}

/** The longest Retry-After the CLI waits out before giving up (the API's window is one minute). */
export const RATE_LIMIT_WAIT_SECONDS_MAX = 60;
/** How many 429 answers in a row one request waits out. */
export const RATE_LIMIT_RETRIES_MAX = 3;

/** How a wait is waited out: node's timer, or a test's clock (shared/scheduler.ts's `sleep` fits). */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

const wallSleep: Sleep = (ms, signal) => sleep(ms, undefined, signal === undefined ? {} : { signal });

/**
 * A fetch that, on 429, waits `Retry-After` seconds (through `wait`) and sends the request again.
 * Safe for every method: the rate limiter answers before anything else runs, so a refused request
 * did nothing. `onWait` is told each wait (the CLI prints it on stderr).
 */
export function rateLimitedFetch(
  onWait: (seconds: number) => void,
  signal?: AbortSignal,
  wait: Sleep = wallSleep,
): (request: Request) => Promise<Response> {
  return async (request) => {
    for (let attempt = 0; ; attempt += 1) {
      // A body can be read once: each attempt sends a fresh copy of the original request.
      const response = await fetch(request.clone(), signal === undefined ? {} : { signal });
      if (response.status !== 429 || attempt >= RATE_LIMIT_RETRIES_MAX) return response;
      const seconds = retryAfterSeconds(response.headers.get('retry-after'));
      if (seconds === undefined) return response;
      await response.body?.cancel();
      onWait(seconds);
      await wait(seconds * 1000, signal);
    }
  };
}

/** Retry-After as whole seconds, when it is a number the CLI is willing to wait. */
export function retryAfterSeconds(header: string | null): number | undefined {
  if (header === null || !/^\d+$/.test(header.trim())) return undefined;
  const seconds = Number(header.trim());
  return seconds <= RATE_LIMIT_WAIT_SECONDS_MAX ? Math.max(1, seconds) : undefined;
}

/** The error envelope every API error carries (`{ok: false, error, message}`), as far as it is present. */
interface ErrorEnvelope {
  error?: unknown;
  message?: unknown;
  errors?: unknown;
}

/** One line for an API error: `422 validation_failed: The request is invalid (amount: Too small...)`. */
export function describeApiError(status: number, body: unknown): string {
  if (typeof body !== 'object' || body === null)
    return `HTTP ${status}${typeof body === 'string' && body !== '' ? `: ${body.slice(0, 200)}` : ''}`;
  const envelope = body as ErrorEnvelope;
  const fields =
    typeof envelope.errors === 'object' && envelope.errors !== null
      ? ` (${Object.entries(envelope.errors as Record<string, unknown>)
          .map(([field, messages]) => `${field}: ${Array.isArray(messages) ? messages.join('; ') : String(messages)}`)
          .join(', ')})`
      : '';
  return `${status} ${String(envelope.error ?? 'error')}: ${String(envelope.message ?? '')}${fields}`;
}

/** The data of a typed-client answer, or a CliError describing the API error. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.response.ok && result.data !== undefined) return result.data;
  throw new CliError(describeApiError(result.response.status, result.error));
}
