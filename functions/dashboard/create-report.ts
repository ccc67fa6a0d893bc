import { dashboardCreateReportRoute } from '../../shared/channels/reports/dashboard-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardCreateReportRow } from '../../shared/route-rows/dashboard-create-report';

export const handler = apiHandler(dashboardCreateReportRow, (state) => dashboardCreateReportRoute(state), {
  userAuth: userAuthMiddleware(),
});
