import { listBatchesRoute } from '../../shared/channels/batches/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardListPayoutBatchesRow } from '../../shared/route-rows/dashboard-list-payout-batches';

export const handler = apiHandler(dashboardListPayoutBatchesRow, (state) => listBatchesRoute(state), {
  userAuth: userAuthMiddleware(),
});
