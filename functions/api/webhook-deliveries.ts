import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { listClientDeliveries } from '../../shared/operations/merchant-webhooks';
import { listWebhookDeliveriesRow } from '../../shared/route-rows/list-webhook-deliveries';

export const handler = apiHandler(listWebhookDeliveriesRow, async (state) =>
  respond(await listClientDeliveries(state.client!), OK_200),
);
