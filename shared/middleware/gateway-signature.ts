import { AppError } from '../errors';
import { loadGatewayCallbackSecret } from '../gateway/secrets';
import { verifySignature } from '../gateway/signature';
import { type ApiMiddleware, header } from '../http/context';

/** Gateway callbacks carry X-Gateway-Signature: hex HMAC-SHA256 of the raw body with the callback secret. */
export function gatewaySignatureMiddleware(): ApiMiddleware {
  return {
    before: async (request) => {
      // Only this secret: in AWS the callback function can read nothing else of the gateway's.
      const callbackSecret = await loadGatewayCallbackSecret();
      const state = request.context.app;
      const signature = header(request.event, 'x-gateway-signature');
      if (signature === undefined || !verifySignature(state.rawBody, callbackSecret, signature)) {
        throw new AppError('invalid_signature', 'Missing or wrong X-Gateway-Signature');
      }
      // The consumer verifies it again: the queue between them is not trusted (DESIGN section 9).
      state.gatewaySignature = signature;
    },
  };
}
