import type { RequestState } from '../../http/context';
import { OK_200, recorder, respond } from '../../http/outcome';
import { approveBatch } from './approve';
import { deciderOf, type BatchParams } from './handlers';
import type { ApproveBatchBody } from './schemas';

export async function approveBatchRoute(state: RequestState & BatchParams & { body: ApproveBatchBody }) {
  const outcome = await approveBatch({
    batchId: state.params.batch_id,
    body: state.body,
    decider: deciderOf(state),
    clock: state.clock,
    arrivedAtMs: state.arrivedAtMs,
    idempotency: recorder(state.idempotency, OK_200),
  });
  return respond(outcome, OK_200);
}
