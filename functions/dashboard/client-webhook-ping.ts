import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { pingOwnClientWebhook } from '../../shared/operations/dashboard-client-webhooks';
import { dashboardPingClientWebhookRow } from '../../shared/route-rows/dashboard-ping-client-webhook';

export const handler = apiHandler(
  dashboardPingClientWebhookRow,
  async (state) => respond(await pingOwnClientWebhook(state.membership!, state.params.client_id, state.clock), OK_200),
  { userAuth: userAuthMiddleware() },
);
