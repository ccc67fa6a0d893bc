import { settlementReportRoute } from '../../shared/channels/reports/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { getSettlementReportRow } from '../../shared/route-rows/get-settlement-report';

export const handler = apiHandler(getSettlementReportRow, (state) =>
  settlementReportRoute(state.client!.merchant_id, state.query, state.clock.nowMs()),
);
