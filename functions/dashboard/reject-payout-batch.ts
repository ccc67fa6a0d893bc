import { rejectBatchRoute } from '../../shared/channels/batches/reject-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardRejectPayoutBatchRow } from '../../shared/route-rows/dashboard-reject-payout-batch';

export const handler = apiHandler(dashboardRejectPayoutBatchRow, (state) => rejectBatchRoute(state), {
  userAuth: userAuthMiddleware(),
});
