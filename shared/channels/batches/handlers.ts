import type { RequestState } from '../../http/context';
import { CREATED_201, OK_200, recorder, respond } from '../../http/outcome';
import { approveBatch, type BatchDecider } from './approve';
import { createBatch } from './create';
import { getBatchView, listBatches, listBatchItems, type Page } from './reads';
import { rejectBatch } from './reject';
import type { ApproveBatchBody, CreateBatchBody, RejectBatchBody } from './schemas';

/**
 * The handler layer of the payout batch routes, the API's and the dashboard's: the caller is the
 * API client, or the signed-in user acting for its merchant (its own identity: a maker and a checker
 * are two users, or two clients). The dashboard's create picks the client its webhooks go to
 * (./dashboard-handlers.ts).
 */
export function deciderOf(state: RequestState): BatchDecider {
  if (state.client !== undefined)
    return { merchant_id: state.client.merchant_id, actor: { kind: 'client', id: state.client.client_id } };
  return { merchant_id: state.membership!.merchant_id, actor: { kind: 'user', id: state.user!.sub } };
}

type BatchParams = { params: { batch_id: string } };

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

export async function getBatchRoute(state: RequestState & BatchParams) {
  return respond(await getBatchView(deciderOf(state).merchant_id, state.params.batch_id), OK_200);
}

export async function listBatchesRoute(state: RequestState & { query: Page }) {
  return respond(await listBatches(deciderOf(state).merchant_id, state.query), OK_200);
}

export async function listBatchItemsRoute(state: RequestState & BatchParams & { query: Page }) {
  return respond(await listBatchItems(deciderOf(state).merchant_id, state.params.batch_id, state.query), OK_200);
}

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

export async function rejectBatchRoute(state: RequestState & BatchParams & { body: RejectBatchBody }) {
  const outcome = await rejectBatch({
    batchId: state.params.batch_id,
    body: state.body,
    decider: deciderOf(state),
    clock: state.clock,
  });
  return respond(outcome, OK_200);
}
