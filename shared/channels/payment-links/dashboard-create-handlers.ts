import type { ApiEvent, RequestState } from '../../http/context';
import { CREATED_201, recorder, respond } from '../../http/outcome';
import { webhookClientOf } from '../../operations/dashboard-webhook-client';
import { listMerchantClients } from '../../store/merchant-clients';
import { createPaymentLink } from './create';
import { baseUrlOf } from './handlers';
import type { CreatePaymentLinkBody } from './schemas';

/**
 * The dashboard's create: the API's (create.ts) for the signed-in user's merchant. A link the
 * dashboard makes is owned by the merchant client the dashboard's payouts use (webhookClientOf):
 * its payments' webhooks go to that client's callback URL.
 */
export async function dashboardCreateLinkRoute(state: RequestState & { body: CreatePaymentLinkBody }, event: ApiEvent) {
  const merchantId = state.membership!.merchant_id;
  const outcome = await createPaymentLink({
    body: state.body,
    merchantId,
    clientId: webhookClientOf(await listMerchantClients(merchantId), state.user!),
    clock: state.clock,
    baseUrl: baseUrlOf(event),
    idempotency: recorder(state.idempotency, CREATED_201),
  });
  return respond(outcome, CREATED_201);
}
