import { dashboardCreateLinkRoute } from '../../shared/channels/payment-links/dashboard-create-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardCreatePaymentLinkRow } from '../../shared/route-rows/dashboard-create-payment-link';

export const handler = apiHandler(
  dashboardCreatePaymentLinkRow,
  (state, event) => dashboardCreateLinkRoute(state, event),
  {
    userAuth: userAuthMiddleware(),
  },
);
