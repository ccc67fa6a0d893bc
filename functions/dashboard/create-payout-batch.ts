import { dashboardCreateBatchRoute } from '../../shared/channels/batches/dashboard-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardCreatePayoutBatchRow } from '../../shared/route-rows/dashboard-create-payout-batch';

export const handler = apiHandler(dashboardCreatePayoutBatchRow, (state) => dashboardCreateBatchRoute(state), {
  userAuth: userAuthMiddleware(),
});
