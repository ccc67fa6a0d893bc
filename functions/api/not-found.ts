import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { AppError } from '../../shared/errors';
import { matchRoute } from '../../shared/http/route-match';
import { errorResult } from '../../shared/http/response';

/**
 * Every request no route matches (API Gateway's $default route; the local server's fallback):
 * 405 when the path exists with other methods, else 404, always in the contract's envelope.
 */
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const match = matchRoute(event.requestContext.http.method, event.rawPath);
  if (match.kind === 'wrong_method') {
    const error = new AppError('method_not_allowed', `Use ${match.allowed.join(' or ')} on this path`, {
      headers: { allow: match.allowed.join(', ') },
    });
    return errorResult(error);
  }
  return errorResult(new AppError('not_found', 'No such endpoint'));
}
