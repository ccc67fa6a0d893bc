import { dashboardLinkPaymentsRoute } from '../../shared/channels/payment-links/dashboard-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardListPaymentLinkPaymentsRow } from '../../shared/route-rows/dashboard-list-payment-link-payments';

export const handler = apiHandler(dashboardListPaymentLinkPaymentsRow, (state) => dashboardLinkPaymentsRoute(state), {
  userAuth: userAuthMiddleware(),
});
