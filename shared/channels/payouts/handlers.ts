import type { InquiryPayoutType } from '../registry';
import { gatewayFromEnv } from '../../gateway/credentials';
import type { RequestState } from '../../http/context';
import { OK_200, recorder, respond } from '../../http/outcome';
import { confirmPayout } from './confirm';
import { inquirePayout, type InquiryRequest } from './inquiry';
import type { PayoutConfirmBody } from './schemas';

/** The handler layer of the payout routes: wires the operations into the middleware stack and maps outcomes to HTTP. */
export async function inquiryRoute(state: RequestState, channel: InquiryPayoutType) {
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

export async function confirmRoute(state: RequestState & { body: PayoutConfirmBody }, channel: InquiryPayoutType) {
  const outcome = await confirmPayout({
    channel,
    body: state.body,
    client: state.client!,
    clock: state.clock,
    arrivedAtMs: state.arrivedAtMs,
    gateway: await gatewayFromEnv(),
    reads: state.reads,
    idempotency: recorder(state.idempotency, OK_200),
  });
  return respond(outcome, OK_200);
}
