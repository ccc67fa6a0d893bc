import { settlementReportRoute } from '../../shared/channels/reports/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { userAuthMiddleware } from '../../shared/middleware/user-auth';
import { dashboardSettlementReportRow } from '../../shared/route-rows/dashboard-settlement-report';

export const handler = apiHandler(
  dashboardSettlementReportRow,
  (state) => settlementReportRoute(state.membership!.merchant_id, state.query, state.clock.nowMs()),
  { userAuth: userAuthMiddleware() },
);
