import type { RequestState } from '../../http/context';
import { ACCEPTED_202, OK_200, respond } from '../../http/outcome';
import { webhookClientOf } from '../../operations/dashboard-webhook-client';
import { listMerchantClients } from '../../store/merchant-clients';
import { createReportJob, readReportJob } from './async';
import type { CreateReportBody } from './schemas';

/**
 * The handler layer of the dashboard's asynchronous reports: the API's, for the signed-in user's
 * merchant; `report.ready` goes to the client a dashboard payout's webhooks go to.
 */
export async function dashboardCreateReportRoute(state: RequestState & { body: CreateReportBody }) {
  const merchantId = state.membership!.merchant_id;
  const clientId = webhookClientOf(await listMerchantClients(merchantId), state.user!);
  return respond(
    await createReportJob({ merchantId, clientId, body: state.body, nowMs: state.clock.nowMs() }),
    ACCEPTED_202,
  );
}

export const dashboardReadReportRoute = async (state: RequestState & { params: { report_id: string } }) =>
  respond(await readReportJob(state.membership!.merchant_id, state.params.report_id, state.clock.nowMs()), OK_200);
