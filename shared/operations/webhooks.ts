import { randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import { config, localConveniences } from '../config';
import { SWEEP_BATCH_SIZE_MAX, WEBHOOK_LEASE_SECONDS } from '../constants';
import { nextWebhookStep, type NextStep } from '../domain/webhook-schedule';
import { toJakartaIso } from '../time';
import { newDeliveryId } from '../ids';
import { countWebhookDelivery } from '../metrics';
import { decryptSecret } from '../secrets';
import { type ClientRecord, getClient } from '../store/clients';
import { sendMessages } from '../store/queue';
import {
  type DeliveryState,
  getDelivery,
  leaseDelivery,
  listDueDeliveryIds,
  putDelivery,
  recordAttempt,
  type WebhookDelivery,
} from '../store/webhooks';
import { sendWebhook, type WebhookResponse } from '../webhooks/deliver';
import { unitScheduler } from '../store/retry';
import type { Scheduler } from '../scheduler';

export interface DispatchResult {
  delivery: WebhookDelivery;
  response: WebhookResponse;
}

/**
 * One delivery attempt under a lease; undefined when another dispatcher holds it or it is finished.
 * A delivery whose API client is deactivated or deleted is not sent: it is finished as
 * `client_inactive` (never retried), and an operator may resend it once the client is active again.
 * The request's timeout and latency are counted on `options.scheduler`, by default its unit's.
 */
export async function dispatchDelivery(
  deliveryId: string,
  clock: Clock,
  options: { force?: boolean; noRetry?: boolean; scheduler?: Scheduler } = {},
): Promise<DispatchResult | undefined> {
  const owner = randomBytes(8).toString('hex');
  const leased = await leaseDelivery(
    deliveryId,
    owner,
    clock.nowMs(),
    WEBHOOK_LEASE_SECONDS * 1000,
    options.force ?? false,
  );
  if (leased === undefined) return undefined;
  const target = deliveryTarget(await getClient(leased.client_id));
  const response = await attemptTo(leased, target, options.scheduler ?? unitScheduler());
  const attemptCount = leased.attempt_count + 1;
  const nowMs = clock.nowMs();
  const { state, nextAttemptAtMs } = stateAfter(leased, target, response, { attemptCount, nowMs, ...options });
  await recordAttempt(
    leased,
    owner,
    { state, attemptCount, nextAttemptAtMs },
    {
      id: leased.id,
      event: leased.event,
      partner_reff: leased.partner_reff,
      http_status: response.httpStatus,
      latency_ms: response.latencyMs,
      attempt: attemptCount,
      at_ms: nowMs,
      state,
      ...(response.error ? { error: response.error } : {}),
    },
  );
  return {
    delivery: { ...leased, state, attempt_count: attemptCount, last_http_status: response.httpStatus },
    response,
  };
}

/** The attempt: a request to the client's URL, or none (with the reason) when the target sends nothing. */
async function attemptTo(
  leased: WebhookDelivery,
  target: DeliveryTarget,
  scheduler: Scheduler,
): Promise<WebhookResponse> {
  const response = target.send
    ? await attemptDelivery(leased, target.client, target.url, scheduler)
    : { httpStatus: null, latencyMs: 0, delivered: false, error: target.error };
  countWebhookDelivery(
    response.delivered ? 'delivered' : target.send ? 'failed' : target.state,
    target.send ? response.latencyMs : undefined,
  );
  return response;
}

/**
 * The delivery's state after the attempt and when it is tried next (null: never). A manual resend
 * of a finished delivery reports its own outcome without restarting the schedule.
 */
function stateAfter(
  leased: WebhookDelivery,
  target: DeliveryTarget,
  response: WebhookResponse,
  attempt: { attemptCount: number; nowMs: number; force?: boolean; noRetry?: boolean },
): { state: DeliveryState; nextAttemptAtMs: number | null } {
  const step = target.send
    ? stepAfter(response, attempt.attemptCount, attempt.nowMs, attempt.noRetry ?? false)
    : { state: target.state };
  const keepFinished = attempt.force && leased.state !== 'pending' && !response.delivered;
  const state = keepFinished ? leased.state : step.state;
  return { state, nextAttemptAtMs: !keepFinished && step.state === 'pending' ? step.retryAtMs : null };
}

/** Where a delivery goes, or the state that finishes it without a request and the reason logged. */
type DeliveryTarget =
  | { send: true; client: ClientRecord; url: string }
  | { send: false; state: Extract<DeliveryState, 'skipped' | 'client_inactive'>; error: string };

/** An inactive (or deleted) client gets nothing, whatever its callback URL. */
function deliveryTarget(client: ClientRecord | undefined): DeliveryTarget {
  if (client === undefined || !client.active)
    return { send: false, state: 'client_inactive', error: 'API client deactivated or deleted' };
  if (!client.callback_url) return { send: false, state: 'skipped', error: 'no callback URL' };
  return { send: true, client, url: client.callback_url };
}

function stepAfter(response: WebhookResponse, attemptCount: number, nowMs: number, noRetry: boolean): NextStep {
  if (noRetry) return { state: response.delivered ? 'delivered' : 'failed' };
  return nextWebhookStep(response.delivered, attemptCount, nowMs);
}

/** Signed with the client's current secret: after a rotation, with the new one at once. */
async function attemptDelivery(
  delivery: WebhookDelivery,
  client: ClientRecord,
  url: string,
  scheduler: Scheduler,
): Promise<WebhookResponse> {
  const settings = config();
  return sendWebhook(
    {
      url,
      body: delivery.body,
      secret: await decryptSecret(client.secret_enc, client.client_id),
      event: delivery.event,
      deliveryId: delivery.id,
      attempt: delivery.attempt_count + 1,
      userAgent: settings.webhookUserAgent,
      // Plain http and loopback addresses: the local sandbox only, never a deployed function.
      sandbox: localConveniences(settings),
    },
    undefined,
    scheduler,
  );
}

/** Hands every due delivery to the dispatcher queue; the lease keeps a double hand-off harmless. */
export async function sweepDueWebhooks(clock: Clock): Promise<number> {
  const dueIds = await listDueDeliveryIds(clock.nowMs(), SWEEP_BATCH_SIZE_MAX);
  if (dueIds.length > 0)
    await sendMessages(
      'webhooks',
      dueIds.map((deliveryId) => ({ delivery_id: deliveryId })),
    );
  return dueIds.length;
}

export async function resendDelivery(deliveryId: string, clock: Clock): Promise<DispatchResult | 'not_found' | 'busy'> {
  if ((await getDelivery(deliveryId)) === undefined) return 'not_found';
  return (await dispatchDelivery(deliveryId, clock, { force: true })) ?? 'busy';
}

/** webhook.ping: a real delivery (logged like any other) sent at once, without retries. */
export async function pingWebhook(
  clientId: string,
  merchantId: string,
  clock: Clock,
  scheduler: Scheduler = unitScheduler(),
): Promise<DispatchResult | 'busy'> {
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
  const result = await dispatchDelivery(delivery.id, clock, { noRetry: true, scheduler });
  return result ?? 'busy';
}
