import { gatewayFromEnv } from '../../gateway/credentials';
import type { RequestState } from '../../http/context';
import { CREATED_201, recorder, respond } from '../../http/outcome';
import { createRefund, type RefundRequester } from './create';
import type { CreateRefundBody } from './schemas';

/**
 * The handler layer of the refund creates, the API's and the dashboard's: the same operation, with
 * an API client as the requester (its webhooks go to its callback URL), or the signed-in user's
 * merchant (the payment's client gets the webhooks, and the user is recorded on the refund).
 */
type CreateState = RequestState & { body: CreateRefundBody; params: { partner_reff: string } };

async function createRoute(state: CreateState, requester: RefundRequester) {
  const outcome = await createRefund({
    partnerReff: state.params.partner_reff,
    body: state.body,
    requester,
    clock: state.clock,
    arrivedAtMs: state.arrivedAtMs,
    gateway: await gatewayFromEnv(),
    reads: state.reads,
    idempotency: recorder(state.idempotency, CREATED_201),
  });
  return respond(outcome, CREATED_201);
}

export const createRefundRoute = (state: CreateState) =>
  createRoute(state, { merchant_id: state.client!.merchant_id, client_id: state.client!.client_id });

export const dashboardCreateRefundRoute = (state: CreateState) =>
  createRoute(state, { merchant_id: state.membership!.merchant_id, user_sub: state.user!.sub });
