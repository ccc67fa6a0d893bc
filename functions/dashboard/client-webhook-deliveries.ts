import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { listOwnClientDeliveries } from '../../shared/operations/dashboard-client-webhooks';
import { dashboardListClientWebhookDeliveriesRow } from '../../shared/route-rows/dashboard-list-client-webhook-deliveries';

export const handler = apiHandler(
  dashboardListClientWebhookDeliveriesRow,
  async (state) => respond(await listOwnClientDeliveries(state.membership!, state.params.client_id), OK_200),
  { userAuth: userAuthMiddleware() },
);
