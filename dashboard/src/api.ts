import createClient, { type Middleware } from 'openapi-fetch';
import type { paths } from '../../client/schema';

/** The typed client of the dashboard API (and the rest of the service's paths, by the same schema). */
export type ApiClient = ReturnType<typeof createClient<paths>>;

/**
 * A refused request, from the service's envelope `{ok:false, error, message, errors?}`; `code` is
 * the error code of shared/errors.ts (a key of the i18n `error.*` messages), `fields` the 422 field
 * errors by field name.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ApiContext {
  /** The ID token of the signed-in user (undefined when signed out). */
  idToken(): string | undefined;
  /** The merchant acted on; sent as X-Merchant-Id when the user has several memberships. */
  merchantHeader(): string | undefined;
}

const CREATE_METHODS = new Set(['POST', 'PUT', 'PATCH']);

/** Bearer token, X-Merchant-Id, and an Idempotency-Key on every create so a retried click never pays twice. */
function headersMiddleware(context: ApiContext): Middleware {
  return {
    onRequest({ request }) {
      const token = context.idToken();
      if (token) request.headers.set('authorization', `Bearer ${token}`);
      const merchant = context.merchantHeader();
      if (merchant) request.headers.set('x-merchant-id', merchant);
      if (CREATE_METHODS.has(request.method) && !request.headers.has('idempotency-key'))
        request.headers.set('idempotency-key', crypto.randomUUID());
      return request;
    },
  };
}

export function createApi(apiBase: string, context: ApiContext): ApiClient {
  const client = createClient<paths>({ baseUrl: apiBase.replace(/\/$/, '') });
  client.use(headersMiddleware(context));
  return client;
}

interface Envelope {
  ok?: boolean;
  error?: string;
  message?: string;
  errors?: Record<string, string[]>;
}

/**
 * The data of an openapi-fetch answer, or an ApiError from its error envelope. Use it on every call:
 * `const me = await unwrap(api.GET('/dashboard/v1/me'))`.
 */
export async function unwrap<T>(
  pending: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<NonNullable<T>> {
  let answer: { data?: T; error?: unknown; response: Response };
  try {
    answer = await pending;
  } catch {
    throw new ApiError(0, 'network_error', 'The service cannot be reached');
  }
  const { data, error, response } = answer;
  if (response.ok && data !== undefined && data !== null) return data;
  const envelope = (error ?? {}) as Envelope;
  throw new ApiError(
    response.status,
    envelope.error ?? (response.status >= 500 ? 'internal_error' : 'unknown_error'),
    envelope.message ?? response.statusText,
    envelope.errors ?? {},
  );
}
