import { getBatchRoute } from '../../shared/channels/batches/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardGetPayoutBatchRow } from '../../shared/route-rows/dashboard-get-payout-batch';

export const handler = apiHandler(dashboardGetPayoutBatchRow, (state) => getBatchRoute(state), {
  userAuth: userAuthMiddleware(),
});
