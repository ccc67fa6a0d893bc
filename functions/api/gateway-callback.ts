import { apiHandler } from '../../shared/http/api-handler';
import { acceptGatewayCallback } from '../../shared/operations/gateway-callback';

export const handler = apiHandler('gatewayCallback', async (state) => acceptGatewayCallback(state.rawBody));
