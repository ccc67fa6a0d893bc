import { dashboardInquiryRoute } from '../../shared/channels/payouts/dashboard-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardPayoutInquiryRow } from '../../shared/route-rows/dashboard-payout-inquiry';

export const handler = apiHandler(dashboardPayoutInquiryRow, (state) => dashboardInquiryRoute(state), {
  userAuth: userAuthMiddleware(),
});
