import type { RequestState } from '../../http/context';
import { CREATED_201, recorder, respond } from '../../http/outcome';
import { createBatch } from './create';
import { deciderOf } from './handlers';
import type { CreateBatchBody } from './schemas';

/** POST /payout-batches: the API client makes the batch, and its callback URL gets the batch's webhooks. */
export async function createBatchRoute(state: RequestState, webhookClientId = state.client?.client_id ?? '') {
  const outcome = await createBatch({
    body: state.body as CreateBatchBody,
    requester: { ...deciderOf(state), webhookClientId },
    clock: state.clock,
    reads: state.reads,
    idempotency: recorder(state.idempotency, CREATED_201),
  });
  return respond(outcome, CREATED_201);
}
