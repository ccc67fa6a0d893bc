import type { PayoutType } from '../../domain/transaction-state';
import { gatewayFromEnv } from '../../gateway/credentials';
import type { RequestState } from '../../http/context';
import { OK_200, recorder, respond } from '../../http/outcome';
import { confirmPayout } from './confirm';
import { inquirePayout, type InquiryRequest } from './inquiry';
import type { PayoutConfirmBody } from './schemas';
import type { DashboardPayoutConfirmBody, DashboardPayoutInquiryBody } from '../../schemas/dashboard-money';

/** The handler layer of the payout routes: wires the operations into the middleware stack and maps outcomes to HTTP. */
export async function inquiryRoute(state: RequestState, channel: PayoutType) {
  const request = { channel, body: state.body } as InquiryRequest;
  const outcome = await inquirePayout({
    request,
    client: state.client!,
    clock: state.clock,
    gateway: await gatewayFromEnv(),
    idempotency: recorder(state.idempotency, OK_200),
    reads: state.reads,
  });
  return respond(outcome, OK_200);
}

export async function confirmRoute(state: RequestState & { body: PayoutConfirmBody }, channel: PayoutType) {
  const outcome = await confirmPayout({
    channel,
    body: state.body,
    client: state.client!,
    clock: state.clock,
    arrivedAtMs: state.arrivedAtMs,
    gateway: await gatewayFromEnv(),
    reads: state.reads,
  });
  return respond(outcome, OK_200);
}

/**
 * The dashboard's payout routes: the same operations, with the signed-in user's merchant in place
 * of an API client (no client: the payout's webhooks go to none) and the user recorded on the
 * payout. `channel` in the body picks the API route whose body the rest is.
 */
const dashboardRequester = (state: RequestState) => ({
  merchant_id: state.membership!.merchant_id,
  client_id: '',
  user_sub: state.user!.sub,
});

export async function dashboardInquiryRoute(state: RequestState & { body: DashboardPayoutInquiryBody }) {
  const { channel, ...body } = state.body;
  const outcome = await inquirePayout({
    request: { channel, body } as InquiryRequest,
    client: dashboardRequester(state),
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
  });
  return respond(outcome, OK_200);
}
