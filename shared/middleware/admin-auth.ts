import { timingSafeEqual } from 'node:crypto';
import { AppError } from '../errors';
import { type ApiMiddleware, header } from '../http/context';

/**
 * Operators. In AWS the admin routes sit behind API Gateway's IAM authorizer, which has already
 * verified the caller when the event carries its IAM identity. Locally the caller presents
 * ADMIN_TOKEN as a bearer token.
 */
export function adminAuthMiddleware(): ApiMiddleware {
  return {
    before: async (request) => {
      const authorizer = (request.event.requestContext as { authorizer?: { iam?: unknown } }).authorizer;
      if (authorizer?.iam !== undefined) return;
      const expected = process.env.ADMIN_TOKEN;
      const presented = header(request.event, 'authorization')?.replace(/^Bearer\s+/i, '') ?? '';
      const matches =
        expected !== undefined && expected.length > 0 && presented.length === expected.length &&
        timingSafeEqual(Buffer.from(presented), Buffer.from(expected));
      if (!matches) throw new AppError('invalid_client', 'Admin token required');
    },
  };
}
