import { dashboardConfirmRoute } from '../../shared/channels/payouts/dashboard-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardPayoutConfirmRow } from '../../shared/route-rows/dashboard-payout-confirm';

export const handler = apiHandler(dashboardPayoutConfirmRow, (state) => dashboardConfirmRoute(state), {
  userAuth: userAuthMiddleware(),
});
