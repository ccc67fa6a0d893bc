import { dashboardGetLinkRoute } from '../../shared/channels/payment-links/dashboard-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardGetPaymentLinkRow } from '../../shared/route-rows/dashboard-get-payment-link';

export const handler = apiHandler(dashboardGetPaymentLinkRow, (state, event) => dashboardGetLinkRoute(state, event), {
  userAuth: userAuthMiddleware(),
});
