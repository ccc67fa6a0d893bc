import { config } from '../config';
import { rateLimitBucket } from '../domain/ip-address';
import { AppError } from '../errors';
import type { ApiMiddleware } from '../http/context';
import { hitRateLimit } from '../store/rate-limit';

/**
 * 60 requests per minute per source (fixed window): an IPv4 address, or the /64 of an IPv6 address.
 * Every response carries the X-RateLimit-* headers.
 */
export function rateLimitMiddleware(): ApiMiddleware {
  return {
    before: async (request) => {
      const state = request.context.app;
      const limit = config().rateLimitPerMinute;
      const nowMs = state.clock.nowMs();
      const hit = await hitRateLimit(rateLimitBucket(state.sourceIp), nowMs);
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
