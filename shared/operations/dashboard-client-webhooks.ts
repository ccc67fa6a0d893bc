import type { Clock } from '../clock';
import type { Membership } from '../domain/members';
import { done, refuse, type Outcome } from '../domain/outcome';
import { type ClientRecord, getClient } from '../store/clients';
import { getDelivery } from '../store/webhooks';
import { clientNotFound } from './clients';
import { listClientDeliveries, pingClientWebhook, type PingAnswer, resendClientDelivery } from './merchant-webhooks';

/**
 * The webhook debugger of one of the merchant's API clients in the dashboard: the API's operations
 * (merchant-webhooks.ts) and answers, for a client or delivery of the merchant acted on; another
 * merchant's is not found. Apart from dashboard-clients.ts, so the functions that create and change
 * clients do not bundle the webhook sender.
 */

/** The merchant's client `clientId`, or not found when it is another merchant's (or none). */
async function ownClient(membership: Membership, clientId: string): Promise<Outcome<ClientRecord>> {
  const client = await getClient(clientId);
  if (client === undefined || client.merchant_id !== membership.merchant_id) return clientNotFound();
  return done(client);
}

/** GET /dashboard/v1/clients/{client_id}/webhook-deliveries: the client's log, as the API's. */
export async function listOwnClientDeliveries(
  membership: Membership,
  clientId: string,
): Promise<Outcome<{ data: Array<Record<string, unknown>> }>> {
  const client = await ownClient(membership, clientId);
  return client.ok ? listClientDeliveries(client.value) : client;
}

/** POST /dashboard/v1/clients/{client_id}/webhook-ping: the API's ping, for this client. */
export async function pingOwnClientWebhook(
  membership: Membership,
  clientId: string,
  clock: Clock,
): Promise<Outcome<PingAnswer>> {
  const client = await ownClient(membership, clientId);
  return client.ok ? pingClientWebhook(client.value, clock) : client;
}

/**
 * POST /dashboard/v1/webhook-deliveries/{id}/resend: the API's resend, for a delivery of any of
 * the merchant's clients; another merchant's delivery is not found.
 */
export async function resendOwnDelivery(
  membership: Membership,
  deliveryId: string,
  clock: Clock,
): Promise<Outcome<{ delivery: Record<string, unknown> }>> {
  const notFound = refuse('not_found', 'Webhook delivery not found');
  const delivery = await getDelivery(deliveryId);
  if (delivery === undefined || delivery.merchant_id !== membership.merchant_id) return notFound;
  const client = await ownClient(membership, delivery.client_id);
  return client.ok ? resendClientDelivery(client.value, deliveryId, clock) : notFound;
}
