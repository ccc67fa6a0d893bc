import { approveBatchRoute } from '../../shared/channels/batches/approve-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardApprovePayoutBatchRow } from '../../shared/route-rows/dashboard-approve-payout-batch';

export const handler = apiHandler(dashboardApprovePayoutBatchRow, (state) => approveBatchRoute(state), {
  userAuth: userAuthMiddleware(),
});
