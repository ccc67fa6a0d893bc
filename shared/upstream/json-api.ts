import * as z from 'zod';
import { systemScheduler, withTimeout, type Scheduler } from '../scheduler';

/**
 * What the gateway and the digital-product provider adapters share: one JSON call over fetch with
 * one deadline and the API key in the header, and the readings of its answer that both make. Each
 * adapter keeps its own rules for what an answer means (which statuses refuse a payout or a
 * purchase, which 404 is "not found"), since getting those wrong moves money.
 */
export interface JsonApiOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  /** Where `timeoutMs` is counted: the wall clock unless a test hands in its own (shared/scheduler.ts). */
  scheduler?: Scheduler;
}

export interface Answer {
  status: number;
  text: string;
  /** `METHOD /path`, for error messages. */
  what: string;
}

/** Statuses we report when the upstream gave us none of its own (the usual proxy meanings). */
export const STATUS_BAD_GATEWAY = 502;
export const STATUS_GATEWAY_TIMEOUT = 504;
export const STATUS_NOT_FOUND = 404;
/** How much of an error answer goes into a failure's cause: enough to debug, never a whole page. */
export const ANSWER_EXCERPT_CHARS_MAX = 200;

/** Checks the options once; the base URL is kept without its trailing slashes. */
export function checkedOptions(name: string, options: JsonApiOptions): JsonApiOptions {
  if (!URL.canParse(options.baseUrl)) throw new Error(`${name}: baseUrl must be an absolute URL`);
  if (options.apiKey.length === 0) throw new Error(`${name}: apiKey is empty`);
  if (!Number.isSafeInteger(options.timeoutMs) || options.timeoutMs <= 0)
    throw new Error(`${name}: timeoutMs must be a positive integer`);
  // Joined as text rather than with new URL(path, base), which would drop a path prefix in baseUrl.
  return { ...options, baseUrl: options.baseUrl.replace(/\/+$/, '') };
}

/**
 * One call with one deadline covering both the answer and reading its body, counted on the options'
 * scheduler. Transport failures throw; a timeout throws the TimeoutError AbortSignal.timeout would.
 */
export async function sendJson(options: JsonApiOptions, method: string, path: string, body?: unknown): Promise<Answer> {
  const headers: Record<string, string> = { Authorization: `Bearer ${options.apiKey}`, Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  return withTimeout(options.scheduler ?? systemScheduler, options.timeoutMs, async (signal) => {
    const response = await fetch(`${options.baseUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
    return { status: response.status, text: await response.text(), what: `${method} ${path}` };
  });
}

/**
 * Judged by name, not instanceof: fetch rejects with a DOMException, which is not an Error of the
 * caller's realm under every runner (jest's VM contexts, for one).
 */
export function isTimeout(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : undefined;
  return name === 'TimeoutError' || name === 'AbortError';
}

/** A short, secret-free account of a transport failure: the timeout, or the socket error code. */
export function transportCause(error: unknown, timeoutMs: number): string {
  if (isTimeout(error)) return `no answer within ${timeoutMs} ms`;
  const inner = error instanceof Error ? (error.cause as { code?: unknown } | undefined) : undefined;
  const code = typeof inner?.code === 'string' && /^[A-Z_]{1,40}$/.test(inner.code) ? inner.code : 'network error';
  return `connection failed (${code})`;
}

export function parseJson(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

export const isSuccess = (answer: Answer): boolean => answer.status >= 200 && answer.status < 300;

/** Only the error code and message of an error answer; anything else in it is ignored. */
const ErrorAnswerSchema = z.object({ error: z.string().optional(), message: z.string().optional() });

export function errorAnswer(answer: Answer): z.infer<typeof ErrorAnswerSchema> {
  const result = ErrorAnswerSchema.safeParse(parseJson(answer.text));
  return result.success ? result.data : {};
}
