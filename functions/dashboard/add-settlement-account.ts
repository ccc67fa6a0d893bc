import { addAccountRoute } from '../../shared/channels/withdrawals/accounts-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardAddSettlementAccountRow } from '../../shared/route-rows/dashboard-add-settlement-account';

export const handler = apiHandler(dashboardAddSettlementAccountRow, (state) => addAccountRoute(state), {
  userAuth: userAuthMiddleware(),
});
