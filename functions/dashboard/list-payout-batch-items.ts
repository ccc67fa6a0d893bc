import { listBatchItemsRoute } from '../../shared/channels/batches/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardListPayoutBatchItemsRow } from '../../shared/route-rows/dashboard-list-payout-batch-items';

export const handler = apiHandler(dashboardListPayoutBatchItemsRow, (state) => listBatchItemsRoute(state), {
  userAuth: userAuthMiddleware(),
});
