import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { resendClientDelivery } from '../../shared/operations/merchant-webhooks';

export const handler = apiHandler('resendWebhookDelivery', async (state) =>
  respond(await resendClientDelivery(state.client!, (state.params as { id: string }).id, state.clock), OK_200),
);
