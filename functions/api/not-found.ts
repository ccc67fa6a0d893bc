import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { AppError } from '../../shared/errors';
import { matchRoute } from '../../shared/http/route-match';
import { errorResult } from '../../shared/http/response';

/**
 * Every request no route matches (API Gateway's $default route; the local server's fallback):
 * 405 when the path exists with other methods, else 404, always in the contract's envelope.
 *
 * A browser's CORS preflight (OPTIONS with Access-Control-Request-Method) to a path a route
 * serves is answered 204: the $default route catches OPTIONS too, so API Gateway hands the
 * preflight here instead of answering it, and a preflight must succeed. API Gateway's CORS
 * configuration (infra/http-api.ts) then writes the Access-Control-* headers, only for the
 * dashboard's origins; with no CORS configured the answer carries none and the browser refuses.
 */
export async function handler(event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> {
  const method = event.requestContext.http.method;
  const match = matchRoute(method, event.rawPath);
  if (method === 'OPTIONS' && event.headers?.['access-control-request-method'] && match.kind === 'wrong_method')
    return { statusCode: 204 };
  if (match.kind === 'wrong_method') {
    const error = new AppError('method_not_allowed', `Use ${match.allowed.join(' or ')} on this path`, {
      headers: { allow: match.allowed.join(', ') },
    });
    return errorResult(error);
  }
  return errorResult(new AppError('not_found', 'No such endpoint'));
}
