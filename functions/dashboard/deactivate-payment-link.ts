import { dashboardDeactivateLinkRoute } from '../../shared/channels/payment-links/dashboard-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardDeactivatePaymentLinkRow } from '../../shared/route-rows/dashboard-deactivate-payment-link';

export const handler = apiHandler(
  dashboardDeactivatePaymentLinkRow,
  (state, event) => dashboardDeactivateLinkRoute(state, event),
  {
    userAuth: userAuthMiddleware(),
  },
);
