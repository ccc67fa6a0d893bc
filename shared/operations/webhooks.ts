import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import { config } from '../config';
import { SWEEP_BATCH_SIZE_MAX, WEBHOOK_LEASE_SECONDS } from '../constants';
import { nextWebhookStep, type NextStep } from '../domain/webhook-schedule';
import { toJakartaIso } from '../time';
import { newDeliveryId } from '../ids';
import { decryptSecret } from '../secrets';
import { getClient } from '../store/clients';
import { sendMessages } from '../store/queue';
import { getDelivery, leaseDelivery, listDueDeliveryIds, putDelivery, recordAttempt, type WebhookDelivery } from '../store/webhooks';
import { sendWebhook, type WebhookResponse } from '../webhooks/deliver';

export interface DispatchResult {
  delivery: WebhookDelivery;
  response: WebhookResponse;
}

/** One delivery attempt under a lease; undefined when another dispatcher holds it or it is finished. */
export async function dispatchDelivery(deliveryId: string, clock: Clock, options: { force?: boolean; noRetry?: boolean } = {}): Promise<DispatchResult | undefined> {
  const owner = randomBytes(8).toString('hex');
  const leased = await leaseDelivery(deliveryId, owner, clock.nowMs(), WEBHOOK_LEASE_SECONDS * 1000, options.force ?? false);
  if (leased === undefined) return undefined;
  const response = await attemptDelivery(leased);
  const attemptCount = leased.attempt_count + 1;
  const nowMs = clock.nowMs();
  const step = stepAfter(response, attemptCount, nowMs, options.noRetry ?? false);
  // A manual resend of a finished delivery reports its own outcome without restarting the schedule.
  const keepFinished = options.force && leased.state !== 'pending' && !response.delivered;
  const state = keepFinished ? leased.state : step.state;
  const nextAttemptAtMs = !keepFinished && step.state === 'pending' ? step.retryAtMs : null;
  await recordAttempt(leased, owner, { state, attemptCount, nextAttemptAtMs }, {
    id: leased.id,
    event: leased.event,
    partner_reff: leased.partner_reff,
    http_status: response.httpStatus,
    latency_ms: response.latencyMs,
    attempt: attemptCount,
    at_ms: nowMs,
    state,
    ...(response.error ? { error: response.error } : {}),
  });
  return { delivery: { ...leased, state, attempt_count: attemptCount, last_http_status: response.httpStatus }, response };
}

const NO_CALLBACK_URL = 'no callback URL';

function stepAfter(response: WebhookResponse, attemptCount: number, nowMs: number, noRetry: boolean): NextStep {
  if (response.error === NO_CALLBACK_URL) return { state: 'skipped' };
  if (noRetry) return { state: response.delivered ? 'delivered' : 'failed' };
  return nextWebhookStep(response.delivered, attemptCount, nowMs);
}

async function attemptDelivery(delivery: WebhookDelivery): Promise<WebhookResponse> {
  const client = await getClient(delivery.client_id);
  if (client === undefined || !client.callback_url) return { httpStatus: null, latencyMs: 0, delivered: false, error: NO_CALLBACK_URL };
  const { sandbox, webhookUserAgent } = config();
  return sendWebhook({
    url: client.callback_url,
    body: delivery.body,
    secret: await decryptSecret(client.secret_enc),
    event: delivery.event,
    deliveryId: delivery.id,
    attempt: delivery.attempt_count + 1,
    userAgent: webhookUserAgent,
    sandbox,
  });
}

/** Hands every due delivery to the dispatcher queue; the lease keeps a double hand-off harmless. */
export async function sweepDueWebhooks(clock: Clock): Promise<number> {
  const dueIds = await listDueDeliveryIds(clock.nowMs(), SWEEP_BATCH_SIZE_MAX);
  if (dueIds.length > 0) await sendMessages('webhooks', dueIds.map((deliveryId) => ({ delivery_id: deliveryId })));
  return dueIds.length;
}

export async function resendDelivery(deliveryId: string, clock: Clock): Promise<DispatchResult | 'not_found' | 'busy'> {
  if ((await getDelivery(deliveryId)) === undefined) return 'not_found';
  return (await dispatchDelivery(deliveryId, clock, { force: true })) ?? 'busy';
}

/** webhook.ping: a real delivery (logged like any other) sent at once, without retries. */
export async function pingWebhook(clientId: string, merchantId: string, clock: Clock): Promise<DispatchResult | 'busy'> {
  const nowMs = clock.nowMs();
  const delivery: WebhookDelivery = {
    id: newDeliveryId(),
    client_id: clientId,
    merchant_id: merchantId,
    event: 'webhook.ping',
    partner_reff: null,
    body: JSON.stringify({ event: 'webhook.ping', sent_at: toJakartaIso(nowMs) }),
    state: 'pending',
    attempt_count: 0,
    created_at_ms: nowMs,
  };
  await putDelivery(delivery);
  const result = await dispatchDelivery(delivery.id, clock, { noRetry: true });
  return result ?? 'busy';
}
