import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { adminListDeliveries } from '../../shared/operations/admin';
import { adminListWebhookDeliveriesRow } from '../../shared/route-rows/admin-list-webhook-deliveries';

export const handler = apiHandler(adminListWebhookDeliveriesRow, async (state) =>
  respond(await adminListDeliveries(state.params.client_id), OK_200),
);
