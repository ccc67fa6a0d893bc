import { readAutoWithdrawRoute } from '../../shared/channels/withdrawals/auto-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardGetAutoWithdrawRow } from '../../shared/route-rows/dashboard-get-auto-withdraw';

export const handler = apiHandler(dashboardGetAutoWithdrawRow, (state) => readAutoWithdrawRoute(state), {
  userAuth: userAuthMiddleware(),
});
