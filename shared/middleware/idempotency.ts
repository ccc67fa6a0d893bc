import { IDEMPOTENCY_KEY_LENGTH_MAX } from '../constants';
import { AppError, validationError } from '../errors';
import { type ApiEvent, type ApiMiddleware, type ApiRequest, header } from '../http/context';
import { errorResult, toAppError } from '../http/response';
import { sha256Hex } from '../secrets';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  type IdempotencyClaim,
  releaseIdempotencyKey,
  settledByRecord,
  storedResponse,
} from '../store/idempotency';

const KEY_PATTERN = new RegExp(`^[A-Za-z0-9:_.-]{1,${IDEMPOTENCY_KEY_LENGTH_MAX}}$`);
export const IDEMPOTENCY_HEADER = 'x-idempotency-key';
/**
 * Stripe's name for the same header (docs/ARCHITECTURE.md, 14.4). A client written for Stripe sends only
 * this one; ignoring it would leave its retries silently unprotected.
 */
export const IDEMPOTENCY_HEADER_ALIAS = 'idempotency-key';
export const REPLAY_HEADER = 'x-idempotency-replay';

export const wellFormedIdempotencyKey = (key: string): boolean => KEY_PATTERN.test(key);

/** Key order and whitespace do not make two bodies different. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function requestHash(method: string, path: string, body: unknown): string {
  return sha256Hex(`${method} ${path}\n${canonicalJson(body ?? null)}`);
}

/** The key sent under either name: none, one key (both names may carry it), or two different keys. */
export type SentIdempotencyKey =
  { kind: 'none' } | { kind: 'key'; key: string; headerName: string } | { kind: 'different_keys' };

export function sentIdempotencyKey(event: ApiEvent): SentIdempotencyKey {
  const main = header(event, IDEMPOTENCY_HEADER) || undefined;
  const alias = header(event, IDEMPOTENCY_HEADER_ALIAS) || undefined;
  if (main !== undefined && alias !== undefined && main !== alias) return { kind: 'different_keys' };
  if (main !== undefined) return { kind: 'key', key: main, headerName: 'X-Idempotency-Key' };
  if (alias !== undefined) return { kind: 'key', key: alias, headerName: 'Idempotency-Key' };
  return { kind: 'none' };
}

/** The key the request sent, for code that runs after the middleware has refused a malformed or ambiguous one. */
export function idempotencyKeyOf(event: ApiEvent): string | undefined {
  const sent = sentIdempotencyKey(event);
  return sent.kind === 'key' ? sent.key : undefined;
}

function readKey(request: ApiRequest): string | undefined {
  const sent = sentIdempotencyKey(request.event);
  if (sent.kind === 'different_keys') {
    throw validationError({
      'Idempotency-Key': ['Differs from X-Idempotency-Key: send one of the two headers, or the same key in both'],
    });
  }
  if (sent.kind === 'none') {
    if (request.context.app.route.idempotency === 'required')
      throw validationError({
        'X-Idempotency-Key': ['Required for this endpoint (Idempotency-Key is accepted as well)'],
      });
    return undefined;
  }
  if (!wellFormedIdempotencyKey(sent.key)) {
    throw validationError({
      [sent.headerName]: [`At most ${IDEMPOTENCY_KEY_LENGTH_MAX} characters from A-Z a-z 0-9 : _ - .`],
    });
  }
  return sent.key;
}

async function finish(claim: IdempotencyClaim, statusCode: number, body: unknown): Promise<void> {
  if (claim.completedInTransaction) return;
  // A 5xx releases the key so the client may retry; anything else is stored and replayed.
  if (statusCode >= 500) await releaseIdempotencyKey(claim);
  else await completeIdempotencyKey(claim, storedResponse(statusCode, body));
}

/**
 * Whose keys these are (DESIGN 21: scoped by merchant and caller, so the same key from another
 * merchant or another caller is another key and never replays their answer):
 * - an API client's own: a client belongs to one merchant for its whole life (every update of its
 *   record is conditional on its merchant_id), so its id names the merchant and the caller at once,
 *   and the records the request's read fetches under it (store/request-reads.ts) stay valid;
 * - a dashboard user's own at the merchant it acts on (`X-Merchant-Id`): a user of two merchants
 *   who sends one key to each gets two answers; a route that acts on no merchant (`signedIn`, e.g.
 *   creating one) keeps the user's own scope, so a retry finds its key whatever memberships the
 *   first attempt added;
 * - the operators' (admin routes share one space, so a retry from another session of the same
 *   operator role still replays; their paths name the merchant, which the request hash includes).
 */
function idempotencyKeyScope(state: ApiRequest['context']['app']): string | undefined {
  if (state.client !== undefined) return state.client.client_id;
  if (state.user !== undefined) {
    const merchantId = state.route.access === 'signedIn' ? undefined : state.membership?.merchant_id;
    const userScope = `${USER_KEY_SCOPE_PREFIX}${state.user.sub}`;
    return merchantId === undefined ? userScope : `${userScope}#${merchantId}`;
  }
  return state.route.auth === 'admin' ? ADMIN_KEY_SCOPE : undefined;
}

/** Client ids never contain `#` (they are `[sbx_|live_]cl_...` or [A-Za-z0-9_-]), so this scope cannot collide with one. */
const ADMIN_KEY_SCOPE = '#admin';
/**
 * A dashboard user's keys (its Cognito sub): `#user#<sub>#<merchant id>` at a merchant, `#user#<sub>`
 * on a route without one; no client id can be either, and since neither ids nor keys contain `#`
 * (KEY_PATTERN), the two cannot collide with each other.
 */
const USER_KEY_SCOPE_PREFIX = '#user#';

/** The contract's idempotency protocol: 24 h per client; replay, 409 conflict, 409 in progress. */
export function idempotencyMiddleware(): ApiMiddleware {
  return {
    before: async (request) => {
      const state = request.context.app;
      const scope = idempotencyKeyScope(state);
      if (state.route.idempotency === 'none' || scope === undefined) return;
      const key = readKey(request);
      if (key === undefined) return;
      const hash = requestHash(request.event.requestContext.http.method, request.event.rawPath, state.body);
      const nowMs = state.clock.nowMs();
      // The request's read fetched this key's record with the client (client scope only).
      const settled = state.client === undefined ? undefined : settledByRecord(state.idempotencyRecord, hash, nowMs);
      const claimed = settled ?? (await claimIdempotencyKey(scope, key, hash, nowMs));
      if (claimed.kind === 'conflict')
        throw new AppError('idempotency_key_conflict', 'This idempotency key was used with a different request');
      if (claimed.kind === 'in_progress')
        throw new AppError(
          'idempotency_key_in_progress',
          'A request with this idempotency key is still being processed',
        );
      if (claimed.kind === 'replay') state.replay = claimed.response;
      else state.idempotency = claimed.claim;
    },
    after: async (request) => {
      const claim = request.context.app.idempotency;
      const response = request.response;
      if (claim === undefined || response === null || response === undefined) return;
      await finish(claim, response.statusCode ?? 200, JSON.parse(String(response.body ?? 'null')));
    },
    onError: async (request) => {
      const claim = request.context.app?.idempotency;
      if (claim === undefined) return;
      const result = errorResult(toAppError(request.error, request.context.awsRequestId));
      await finish(claim, result.statusCode ?? 500, JSON.parse(String(result.body)));
    },
  };
}
