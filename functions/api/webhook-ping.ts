import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { pingClientWebhook } from '../../shared/operations/merchant-webhooks';
import { pingWebhookRow } from '../../shared/route-rows/ping-webhook';

export const handler = apiHandler(pingWebhookRow, async (state) =>
  respond(await pingClientWebhook(state.client!, state.clock), OK_200),
);
