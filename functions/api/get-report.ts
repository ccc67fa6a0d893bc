import { readReportJob } from '../../shared/channels/reports/async';
import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { getReportRow } from '../../shared/route-rows/get-report';

export const handler = apiHandler(getReportRow, async (state) =>
  respond(await readReportJob(state.client!.merchant_id, state.params.report_id, state.clock.nowMs()), OK_200),
);
