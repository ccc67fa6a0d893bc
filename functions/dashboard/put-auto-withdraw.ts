import { saveAutoWithdrawRoute } from '../../shared/channels/withdrawals/auto-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardPutAutoWithdrawRow } from '../../shared/route-rows/dashboard-put-auto-withdraw';

export const handler = apiHandler(dashboardPutAutoWithdrawRow, (state) => saveAutoWithdrawRoute(state), {
  userAuth: userAuthMiddleware(),
});
