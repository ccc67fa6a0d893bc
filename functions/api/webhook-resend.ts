import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { resendClientDelivery } from '../../shared/operations/merchant-webhooks';
import { resendWebhookDeliveryRow } from '../../shared/route-rows/resend-webhook-delivery';

export const handler = apiHandler(resendWebhookDeliveryRow, async (state) =>
  respond(await resendClientDelivery(state.client!, state.params.id, state.clock), OK_200),
);
