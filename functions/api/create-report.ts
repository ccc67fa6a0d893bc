import { createReportJob } from '../../shared/channels/reports/async';
import { apiHandler } from '../../shared/http/api-handler';
import { ACCEPTED_202, respond } from '../../shared/http/outcome';
import { createReportRow } from '../../shared/route-rows/create-report';

export const handler = apiHandler(createReportRow, async (state) =>
  respond(
    await createReportJob({
      merchantId: state.client!.merchant_id,
      clientId: state.client!.client_id,
      body: state.body,
      nowMs: state.clock.nowMs(),
    }),
    ACCEPTED_202,
  ),
);
