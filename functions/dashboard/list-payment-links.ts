import { dashboardListLinksRoute } from '../../shared/channels/payment-links/dashboard-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardListPaymentLinksRow } from '../../shared/route-rows/dashboard-list-payment-links';

export const handler = apiHandler(
  dashboardListPaymentLinksRow,
  (state, event) => dashboardListLinksRoute(state, event),
  {
    userAuth: userAuthMiddleware(),
  },
);
