import { type Cidr, inAnyCidr, parseCidrList } from '../domain/ip-address';
import { AppError } from '../errors';
import { loadGatewayCallbackSecret } from '../gateway/secrets';
import { verifySignature } from '../gateway/signature';
import { type ApiMiddleware, header } from '../http/context';

/** Comma-separated CIDRs the gateway calls back from (CDK context gatewayCallbackCidrs); unset: any source. */
export const GATEWAY_CALLBACK_CIDRS_ENV = 'GATEWAY_CALLBACK_CIDRS';

export interface GatewayAuthOptions {
  /** The networks callbacks may come from; undefined accepts every source (the signature still decides). */
  allowedSources?: readonly Cidr[];
}

/** The allow list from the environment, read once when the handler is built (cold start); a bad entry fails the start. */
export function gatewayAuthOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): GatewayAuthOptions {
  const text = env[GATEWAY_CALLBACK_CIDRS_ENV]?.trim();
  if (text === undefined || text === '') return {};
  const { cidrs, invalid } = parseCidrList(text);
  if (invalid.length > 0)
    throw new Error(
      `${GATEWAY_CALLBACK_CIDRS_ENV} has entries that are no CIDR: ${invalid.map((entry) => JSON.stringify(entry)).join(', ')}`,
    );
  return { allowedSources: cidrs };
}

/**
 * The connection's address, never X-Forwarded-For: in sandbox mode the request state takes the
 * caller from that header, which anyone can write.
 */
function connectionAddress(request: Parameters<NonNullable<ApiMiddleware['before']>>[0]): string {
  return request.event.requestContext?.http?.sourceIp ?? '';
}

/**
 * Gateway callbacks carry X-Gateway-Signature: hex HMAC-SHA256 of the raw body with the callback
 * secret. With an allow list, a callback from any other address is refused first (403
 * ip_not_allowed): no secret is loaded, no HMAC computed, nothing queued (docs/ARCHITECTURE.md, 14.3).
 */
export function gatewaySignatureMiddleware(options: GatewayAuthOptions = gatewayAuthOptionsFromEnv()): ApiMiddleware {
  const { allowedSources } = options;
  return {
    before: async (request) => {
      if (allowedSources !== undefined && !inAnyCidr(connectionAddress(request), allowedSources)) {
        throw new AppError('ip_not_allowed', "Callbacks are accepted only from the gateway's addresses");
      }
      // Only this secret: in AWS the callback function can read nothing else of the gateway's.
      const callbackSecret = await loadGatewayCallbackSecret();
      const state = request.context.app;
      const signature = header(request.event, 'x-gateway-signature');
      if (signature === undefined || !verifySignature(state.rawBody, callbackSecret, signature)) {
        throw new AppError('invalid_signature', 'Missing or wrong X-Gateway-Signature');
      }
      // The consumer verifies it again: the queue between them is not trusted (docs/ARCHITECTURE.md, 14.3).
      state.gatewaySignature = signature;
    },
  };
}
