import { dashboardReadReportRoute } from '../../shared/channels/reports/dashboard-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardGetReportRow } from '../../shared/route-rows/dashboard-get-report';

export const handler = apiHandler(dashboardGetReportRow, (state) => dashboardReadReportRoute(state), {
  userAuth: userAuthMiddleware(),
});
