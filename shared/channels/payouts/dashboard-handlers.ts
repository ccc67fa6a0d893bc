import { gatewayFromEnv } from '../../gateway/credentials';
import type { RequestState } from '../../http/context';
import { OK_200, recorder, respond } from '../../http/outcome';
import { webhookClientOf } from '../../operations/dashboard-webhook-client';
import type { DashboardPayoutConfirmBody, DashboardPayoutInquiryBody } from './dashboard-schemas';
import { listMerchantClients } from '../../store/merchant-clients';
import { confirmPayout } from './confirm';
import { inquirePayout } from './inquiry';

/**
 * The dashboard's payout routes: the same operations, with the signed-in user's merchant in place
 * of an API client and the user recorded on the payout. The inquiry records the client whose
 * webhooks the payout's events go to, as an e-wallet cash-in does (webhookClientOf); the confirm
 * acts on the inquiry's payout of the merchant. `channel` in the body picks the API route whose
 * body the rest is.
 */
const dashboardRequester = (state: RequestState, clientId = '') => ({
  merchant_id: state.membership!.merchant_id,
  client_id: clientId,
  user_sub: state.user!.sub,
});

export async function dashboardInquiryRoute(state: RequestState & { body: DashboardPayoutInquiryBody }) {
  const { channel, ...body } = state.body;
  const outcome = await inquirePayout({
    request: { channel, body },
    client: dashboardRequester(
      state,
      webhookClientOf(await listMerchantClients(state.membership!.merchant_id), state.user!),
    ),
    clock: state.clock,
    gateway: await gatewayFromEnv(),
    idempotency: recorder(state.idempotency, OK_200),
  });
  return respond(outcome, OK_200);
}

export async function dashboardConfirmRoute(state: RequestState & { body: DashboardPayoutConfirmBody }) {
  const { channel, ...body } = state.body;
  const outcome = await confirmPayout({
    channel,
    body,
    client: dashboardRequester(state),
    clock: state.clock,
    arrivedAtMs: state.arrivedAtMs,
    gateway: await gatewayFromEnv(),
    idempotency: recorder(state.idempotency, OK_200),
  });
  return respond(outcome, OK_200);
}
