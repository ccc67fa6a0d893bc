import type { RequestState } from '../../http/context';
import { OK_200, respond } from '../../http/outcome';
import type { BatchDecider } from './decider';
import { getBatchView, listBatches, listBatchItems, type Page } from './reads';

/**
 * The handler layer of the payout batch routes, the API's and the dashboard's (each write in its
 * own module, so a route's function carries only its operation and its grants): the caller is the
 * API client, or the signed-in user acting for its merchant (its own identity: a maker and a
 * checker are two users, or two clients).
 */
export function deciderOf(state: RequestState): BatchDecider {
  if (state.client !== undefined)
    return { merchant_id: state.client.merchant_id, actor: { kind: 'client', id: state.client.client_id } };
  return { merchant_id: state.membership!.merchant_id, actor: { kind: 'user', id: state.user!.sub } };
}

export type BatchParams = { params: { batch_id: string } };

export async function getBatchRoute(state: RequestState & BatchParams) {
  return respond(await getBatchView(deciderOf(state).merchant_id, state.params.batch_id), OK_200);
}

export async function listBatchesRoute(state: RequestState & { query: Page }) {
  return respond(await listBatches(deciderOf(state).merchant_id, state.query), OK_200);
}

export async function listBatchItemsRoute(state: RequestState & BatchParams & { query: Page }) {
  return respond(await listBatchItems(deciderOf(state).merchant_id, state.params.batch_id, state.query), OK_200);
}
