import type { RequestState } from '../../http/context';
import { webhookClientOf } from '../../operations/dashboard-webhook-client';
import { listMerchantClients } from '../../store/merchant-clients';
import { createBatchRoute } from './create-handlers';

/**
 * The dashboard's create: the signed-in user makes the batch, and its webhooks (each row's, and
 * batch.completed) go to the merchant client the dashboard's payouts use (webhookClientOf).
 */
export async function dashboardCreateBatchRoute(state: RequestState) {
  const merchantId = state.membership!.merchant_id;
  return createBatchRoute(state, webhookClientOf(await listMerchantClients(merchantId), state.user!));
}
