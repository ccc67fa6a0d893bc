import { config } from '../config';
import { rateLimitBucket } from '../domain/ip-address';
import { AppError } from '../errors';
import { type ApiMiddleware, header, type RequestState } from '../http/context';
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
 * 60 requests per minute per source (fixed window): an IPv4 address, or the /64 of an IPv6 address.
 * An operator may set another limit for one API client; its authenticated requests are judged by
 * it (the count stays the source's). Every response carries the X-RateLimit-* headers.
 */
export function rateLimitMiddleware(): ApiMiddleware {
  return {
    before: async (request) => {
      const state = request.context.app;
      const nowMs = state.clock.nowMs();
      const [hit, limit] = await Promise.all([
        hitRateLimit(rateLimitBucket(state.sourceIp), nowMs),
        limitFor(state, config().rateLimitPerMinute, nowMs, header(request.event, 'authorization')),
      ]);
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
