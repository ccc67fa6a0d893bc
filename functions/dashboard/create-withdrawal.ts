import { dashboardCreateWithdrawalRoute } from '../../shared/channels/withdrawals/dashboard-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardCreateWithdrawalRow } from '../../shared/route-rows/dashboard-create-withdrawal';

export const handler = apiHandler(dashboardCreateWithdrawalRow, (state) => dashboardCreateWithdrawalRoute(state), {
  userAuth: userAuthMiddleware(),
});
