import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { resendOwnDelivery } from '../../shared/operations/dashboard-client-webhooks';
import { dashboardResendWebhookDeliveryRow } from '../../shared/route-rows/dashboard-resend-webhook-delivery';

export const handler = apiHandler(
  dashboardResendWebhookDeliveryRow,
  async (state) => respond(await resendOwnDelivery(state.membership!, state.params.id, state.clock), OK_200),
  { userAuth: userAuthMiddleware() },
);
