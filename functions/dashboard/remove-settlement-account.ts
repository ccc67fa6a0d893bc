import { removeAccountRoute } from '../../shared/channels/withdrawals/accounts-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardRemoveSettlementAccountRow } from '../../shared/route-rows/dashboard-remove-settlement-account';

export const handler = apiHandler(dashboardRemoveSettlementAccountRow, (state) => removeAccountRoute(state), {
  userAuth: userAuthMiddleware(),
});
