import { GatewayCallbackSchema } from '../../shared/gateway/port';
import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { parseWith } from '../../shared/http/validation';
import { acceptGatewayCallback } from '../../shared/operations/gateway-callback';
import { validationError } from '../../shared/errors';

/** The raw body is parsed here, after the signature over exactly those bytes was checked. */
function parseCallback(rawBody: string) {
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw validationError({ body: ['Malformed JSON'] });
  }
  return parseWith(GatewayCallbackSchema, json, 'body');
}

export const handler = apiHandler('gatewayCallback', async (state) => respond(await acceptGatewayCallback(parseCallback(state.rawBody)), OK_200));
