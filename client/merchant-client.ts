/**
 * The typed client of the merchant API: openapi-fetch over the paths generated into schema.ts, so
 * every path, parameter, body and answer is checked by the TypeScript compiler against the
 * service's OpenAPI document.
 */
import createClient, { type Client } from 'openapi-fetch';
import type { paths } from './schema.js';

/** Where the API's paths live under the service's base URL (the document's `servers` entry). */
export const API_PREFIX = '/api/v1';

export interface MerchantClientOptions {
  /** The service's base URL, e.g. `http://localhost:3000` locally; `/api/v1` is added. */
  baseUrl: string;
  clientId: string;
  clientSecret: string;
  /** A fetch to send the requests with (for retries, logging or tests). Default: the global fetch. */
  fetch?: (request: Request) => Promise<Response>;
}

export type MerchantClient = Client<paths>;

/**
 * A client that sends `Authorization: Bearer <client_id>:<client_secret>` on every request.
 * Calls answer `{ data, error, response }`: `data` for a success status, `error` (the
 * `{ok: false, error, message}` envelope) otherwise; network failures reject.
 */
export function createMerchantClient({
  baseUrl,
  clientId,
  clientSecret,
  fetch,
}: MerchantClientOptions): MerchantClient {
  if (clientId === '' || clientSecret === '')
    throw new Error('createMerchantClient needs a clientId and a clientSecret');
  return createClient<paths>({
    baseUrl: apiBaseUrl(baseUrl),
    headers: { Authorization: `Bearer ${clientId}:${clientSecret}` },
    ...(fetch === undefined ? {} : { fetch }),
  });
}

/** `http://host:3000/` and `http://host:3000/api/v1` both give `http://host:3000/api/v1`. */
export function apiBaseUrl(baseUrl: string): string {
  const trimmed = baseUrl.replace(/\/+$/, '');
  return trimmed.endsWith(API_PREFIX) ? trimmed : `${trimmed}${API_PREFIX}`;
}
