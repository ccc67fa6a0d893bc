import { listAccountsRoute } from '../../shared/channels/withdrawals/accounts-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardListSettlementAccountsRow } from '../../shared/route-rows/dashboard-list-settlement-accounts';

export const handler = apiHandler(dashboardListSettlementAccountsRow, (state) => listAccountsRoute(state), {
  userAuth: userAuthMiddleware(),
});
