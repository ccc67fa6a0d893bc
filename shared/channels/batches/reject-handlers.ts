import type { RequestState } from '../../http/context';
import { OK_200, respond } from '../../http/outcome';
import { deciderOf, type BatchParams } from './handlers';
import { rejectBatch } from './reject';
import type { RejectBatchBody } from './schemas';

export async function rejectBatchRoute(state: RequestState & BatchParams & { body: RejectBatchBody }) {
  const outcome = await rejectBatch({
    batchId: state.params.batch_id,
    body: state.body,
    decider: deciderOf(state),
    clock: state.clock,
  });
  return respond(outcome, OK_200);
}
