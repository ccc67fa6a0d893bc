import type { ApiMiddleware, ApiRequest } from '../http/context';
import { errorResult, toAppError } from '../http/response';

function withStateHeaders(request: ApiRequest): void {
  const response = request.response;
  if (response === undefined || response === null) return;
  response.headers = { ...(request.context.app?.responseHeaders ?? {}), ...(response.headers ?? {}) };
}

/**
 * Outermost middleware: every failure, even a thrown bug, becomes the contract's JSON envelope with
 * the right status, and headers gathered on the way (rate limit) are added to every response.
 */
export function errorEnvelopeMiddleware(): ApiMiddleware {
  return {
    after: async (request) => withStateHeaders(request),
    onError: async (request) => {
      request.response = errorResult(toAppError(request.error, request.context.awsRequestId));
      withStateHeaders(request);
    },
  };
}
