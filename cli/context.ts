/**
 * The global options every command shares, resolved once into what the commands use: the base URL,
 * the API client's credentials and a typed client that waits out rate limiting.
 */
import { createMerchantClient, type MerchantClient } from '../client/merchant-client';
import { CliError, rateLimitedFetch } from './http';

/** The local stack's demo client (README): the defaults when nothing else is given. */
export const DEMO_CLIENT_ID = 'demo_client';
export const DEMO_CLIENT_SECRET = 'demo_secret_0123456789abcdefghijklmnop';
export const DEFAULT_BASE_URL = 'http://localhost:3000';
/** The local stack's second demo client (README), which approves payout batches the demo client makes. */
export const DEMO_APPROVER_CLIENT_ID = 'demo_approver';
export const DEMO_APPROVER_CLIENT_SECRET = 'demo_approver_secret_0123456789abcdefghij';

export interface GlobalOptions {
  baseUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface CommandContext extends GlobalOptions {
  client: MerchantClient;
  /** Sends a request that is not part of the OpenAPI document (sandbox, CSV), with the same waiting. */
  fetch: (request: Request) => Promise<Response>;
  /** Progress and notices: stderr, so stdout carries only the command's output. */
  note: (line: string) => void;
}

/**
 * Checks the global options and builds the context; a malformed base URL is the user's to fix.
 * `signal` (Ctrl-C) cuts short any request or rate-limit wait in flight.
 */
export function commandContext(
  options: GlobalOptions,
  note: (line: string) => void,
  signal?: AbortSignal,
): CommandContext {
  let parsed: URL;
  try {
    parsed = new URL(options.baseUrl);
  } catch {
    throw new CliError(`--base-url ${options.baseUrl} is not a URL`, 2);
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:')
    throw new CliError(`--base-url must be http or https, not ${parsed.protocol}`, 2);
  if (options.clientId === '' || options.clientSecret === '')
    throw new CliError('--client-id and --client-secret must not be empty', 2);
  const fetch = rateLimitedFetch((seconds) => note(`rate limited by the API: waiting ${seconds} s`), signal);
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  return { ...options, baseUrl, fetch, note, client: createMerchantClient({ ...options, baseUrl, fetch }) };
}

/** A request to the service outside the typed API (sandbox endpoints), answered as parsed JSON. */
export async function requestJson(
  context: CommandContext,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const request = new Request(`${context.baseUrl}${path}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const response = await context.fetch(request);
  const text = await response.text();
  try {
    return { status: response.status, body: JSON.parse(text) as unknown };
  } catch {
    return { status: response.status, body: text };
  }
}
