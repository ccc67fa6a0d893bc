import { config } from '../config';
import { rateLimitBucket } from '../domain/ip-address';
import { AppError } from '../errors';
import { type ApiMiddleware, header, type RequestState } from '../http/context';
import { rateLimitCounterShards } from '../domain/ip-address';
import { hitRateLimit } from '../store/rate-limit';
import { parseAuthorization, secretMatches } from './authenticate';

/**
 * The limit for this request: the default, or the client's own `rate_limit_per_minute` (docs/ARCHITECTURE.md, sections 8 and 9)
 * when the request carries that client's right credentials and the client is active. The client
 * record comes from the read the request started already (no extra call); a wrong secret or an
 * unknown client gets the default, so a raise never helps anyone guess a secret.
 */
async function limitFor(
  state: RequestState,
  defaultLimit: number,
  nowMs: number,
  authorization: string | undefined,
): Promise<number> {
  if (state.pendingReads === undefined) return defaultLimit;
  const credentials = parseAuthorization(authorization);
  if (credentials === undefined) return defaultLimit;
  const client = await state.pendingReads.then(
    (prefetched) => prefetched.client,
    () => undefined,
  );
  const raise = client?.rate_limit_per_minute;
  if (typeof raise !== 'number' || client === undefined || !client.active || client.client_id !== credentials.clientId)
    return defaultLimit;
  return secretMatches(client, credentials.secret, nowMs) ? raise : defaultLimit;
}

/**
 * Raised limits this function instance has learnt, by client id. A raise above one counter item's
 * share (RATE_LIMIT_SHARD_HITS_PER_MINUTE) spreads the source's count over several items, which must
 * be chosen before the hit, while the client's record arrives with it: a warm instance uses what the
 * client's previous request showed, so a raise costs no extra call and no wait. The first request
 * of a raised client on an instance counts on the one item; a lowered raise is learnt by the next.
 */
const learntRaises = new Map<string, number>();
const LEARNT_RAISES_MAX = 10_000;

function counterShardsFor(authorization: string | undefined, defaultLimit: number): number {
  const clientId = parseAuthorization(authorization)?.clientId;
  const raise = clientId === undefined ? undefined : learntRaises.get(clientId);
  return rateLimitCounterShards(raise ?? defaultLimit);
}

function learnRaise(authorization: string | undefined, limit: number, defaultLimit: number): void {
  const clientId = parseAuthorization(authorization)?.clientId;
  if (clientId === undefined) return;
  if (limit === defaultLimit) learntRaises.delete(clientId);
  else {
    if (learntRaises.size >= LEARNT_RAISES_MAX) learntRaises.clear();
    learntRaises.set(clientId, limit);
  }
}

/**
 * 60 requests per minute per source (fixed window): an IPv4 address, or the /64 of an IPv6 address.
 * An operator may set another limit for one API client; its authenticated requests are judged by
 * it (the count stays the source's). Every response carries the X-RateLimit-* headers.
 */
export function rateLimitMiddleware(): ApiMiddleware {
  return {
    before: async (request) => {
      const state = request.context.app;
      const nowMs = state.clock.nowMs();
      const authorization = header(request.event, 'authorization');
      const defaultLimit = config().rateLimitPerMinute;
      const [hit, limit] = await Promise.all([
        hitRateLimit(rateLimitBucket(state.sourceIp), nowMs, counterShardsFor(authorization, defaultLimit)),
        limitFor(state, defaultLimit, nowMs, authorization),
      ]);
      learnRaise(authorization, limit, defaultLimit);
      const remaining = Math.max(0, limit - hit.count);
      state.responseHeaders['x-ratelimit-limit'] = String(limit);
      state.responseHeaders['x-ratelimit-remaining'] = String(remaining);
      state.responseHeaders['x-ratelimit-reset'] = String(hit.resetAtSeconds);
      if (hit.count > limit) {
        const retryAfterSeconds = Math.max(1, hit.resetAtSeconds - Math.floor(nowMs / 1000));
        throw new AppError('rate_limited', `Too many requests: at most ${limit} per minute`, {
          headers: { 'retry-after': String(retryAfterSeconds) },
        });
      }
    },
  };
}
