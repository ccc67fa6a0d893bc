import { GatewayCallbackSchema, type GatewayCallback } from '../../shared/gateway/port';
import { setCorrelationId } from '../../shared/logger';
import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { parseWith } from '../../shared/http/validation';
import { gatewaySignatureMiddleware } from '../../shared/middleware/gateway-signature';
import { acceptGatewayCallback } from '../../shared/operations/gateway-callback';
import { validationError } from '../../shared/errors';
import { gatewayCallbackRow } from '../../shared/route-rows/gateway-callback';

/** The raw body is checked here, after the signature over exactly those bytes was verified, and queued verbatim. */
function checkCallback(rawBody: string): GatewayCallback {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw validationError({ body: ['Malformed JSON'] });
  }
  return parseWith(GatewayCallbackSchema, json, 'body');
}

export const handler = apiHandler(
  gatewayCallbackRow,
  async (state) => {
    const callback = checkCallback(state.rawBody);
    // The body is not the route's schema (it is checked only after the signature), so the shared stack cannot name the payment.
    if (callback.partner_reff) setCorrelationId(callback.partner_reff);
    if (state.gatewaySignature === undefined)
      throw new Error('gateway callback reached the handler without a verified signature');
    return respond(await acceptGatewayCallback(state.rawBody, state.gatewaySignature), OK_200);
  },
  { gatewayAuth: gatewaySignatureMiddleware() },
);
