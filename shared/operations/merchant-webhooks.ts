import type { Clock } from '../clock';
import { EVENTS_WINDOW_SECONDS } from '../constants';
import { done, refuse, type Outcome, type Refusal } from '../domain/outcome';
import type { ClientRecord } from '../store/clients';
import { balanceShardsOfMerchant } from '../store/merchants';
import { getDelivery, listMerchantEvents, type WebhookDelivery } from '../store/webhooks';
import { toJakartaIso } from '../time';
import { adminResendDelivery, deliveryLog } from './admin';
import { pingWebhook } from './webhooks';

/**
 * The merchant's webhook debugger and event feed over the API (docs/ARCHITECTURE.md, 14.2). The log, resend
 * and ping are scoped to the calling API client, whose webhooks they are; the event feed is the
 * merchant's, every client's events together. Answers have the admin API's shapes.
 */
const deliveryNotFound = (): Refusal => refuse('not_found', 'Webhook delivery not found');

/** The calling client's last delivery attempts, newest first, like the admin log (authentication already read the client). */
export async function listClientDeliveries(
  client: ClientRecord,
): Promise<Outcome<{ data: Array<Record<string, unknown>> }>> {
  return deliveryLog(client.client_id, client.merchant_id);
}

/**
 * Resends one of the calling client's deliveries. Another client's delivery, even of the same
 * merchant, is not found: its existence is not revealed.
 */
export async function resendClientDelivery(
  client: ClientRecord,
  deliveryId: string,
  clock: Clock,
): Promise<Outcome<{ delivery: Record<string, unknown> }>> {
  const delivery = await getDelivery(deliveryId);
  if (delivery === undefined || delivery.client_id !== client.client_id) return deliveryNotFound();
  return adminResendDelivery(deliveryId, clock);
}

export interface PingAnswer {
  http_status: number | null;
  latency_ms: number;
  delivered: boolean;
  error?: string;
}

/** A webhook.ping to the calling client's callback URL; a client without one has nowhere to send it. */
export async function pingClientWebhook(client: ClientRecord, clock: Clock): Promise<Outcome<PingAnswer>> {
  if (!client.callback_url) {
    return refuse('validation_failed', 'The request is invalid', {
      callback_url: ['This API client has no callback URL; ask for one to be set'],
    });
  }
  const result = await pingWebhook(client.client_id, client.merchant_id, clock);
  if (result === 'busy') return refuse('service_unavailable', 'Ping could not be sent; retry');
  const { response } = result;
  return done({
    http_status: response.httpStatus,
    latency_ms: response.latencyMs,
    delivered: response.delivered,
    ...(response.error ? { error: response.error } : {}),
  });
}

export interface EventsQuery {
  limit: number;
  starting_after?: string;
}

export interface EventItem {
  id: string;
  event: string;
  partner_reff: string | null;
  created_at: string;
  payload: unknown;
}

/** An event as the feed lists it: `payload` is the exact body its webhook carries, parsed. */
const eventView = (delivery: WebhookDelivery): EventItem => ({
  id: delivery.id,
  event: delivery.event,
  partner_reff: delivery.partner_reff,
  created_at: toJakartaIso(delivery.created_at_ms),
  payload: JSON.parse(delivery.body) as unknown,
});

/**
 * The cursor must be one of the merchant's events. An unknown id and another merchant's id get the
 * same 422, so the answer reveals nothing about other merchants' events.
 */
async function cursorEvent(merchantId: string, eventId: string): Promise<Outcome<WebhookDelivery>> {
  const cursor = await getDelivery(eventId);
  if (cursor !== undefined && cursor.merchant_id === merchantId) return done(cursor);
  return refuse('validation_failed', 'The request is invalid', { starting_after: ['Not an event of this merchant'] });
}

/**
 * Every webhook event of the merchant created in the last 30 days, newest first; `starting_after`
 * continues after (older than) that event. A cursor older than the window gives an empty last page.
 */
export async function listMerchantEventFeed(
  merchantId: string,
  query: EventsQuery,
  clock: Clock,
): Promise<Outcome<{ data: EventItem[]; has_more: boolean }>> {
  let before: { createdAtMs: number; id: string } | undefined;
  if (query.starting_after !== undefined) {
    const cursor = await cursorEvent(merchantId, query.starting_after);
    if (!cursor.ok) return cursor;
    before = { createdAtMs: cursor.value.created_at_ms, id: cursor.value.id };
  }
  const fromMs = clock.nowMs() - EVENTS_WINDOW_SECONDS * 1000;
  const { max: shards } = await balanceShardsOfMerchant(merchantId);
  const page = await listMerchantEvents({ merchantId, fromMs, before, limit: query.limit, shards });
  return done({ data: page.events.map(eventView), has_more: page.hasMore });
}
