import { dashboardCreateRefundRoute } from '../../shared/channels/refunds/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardCreateRefundRow } from '../../shared/route-rows/dashboard-create-refund';

export const handler = apiHandler(dashboardCreateRefundRow, (state) => dashboardCreateRefundRoute(state), {
  userAuth: userAuthMiddleware(),
});
