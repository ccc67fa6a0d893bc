import * as z from 'zod';
import { EVENTS_PAGE_SIZE_DEFAULT, EVENTS_PAGE_SIZE_MAX, EVENTS_WINDOW_SECONDS } from '../constants';
import { dateTime, FeesSchema, nullableDateTime } from './common';
import { refundedAmount, refundStatus, TRANSACTION_STATUSES, TRANSACTION_TYPES } from './transactions';
import {
  CHANNEL_WEBHOOK_EVENT_NOTES,
  REFUND_WEBHOOK_EVENTS,
  webhookEventsOf,
  type ChannelWebhookEvent,
  type RefundWebhookEvent,
} from '../channels/registry';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

/**
 * The webhook bodies every channel shares (a transaction, sent by shared/webhooks/payload.ts, and the
 * probe; a channel's own body shape is in its folder, and shared/http/response-schemas.ts gives each
 * event its body) and the merchant's webhook debugger and event feed (docs/ARCHITECTURE.md, 14.2).
 */
const deliveryId = /* @__PURE__ */ (() =>
  z
    .string()
    .regex(/^wh_[A-Za-z0-9]{1,40}$/, 'Not a webhook delivery id')
    .meta({
      description: 'Webhook delivery id (`X-Webhook-Delivery`), which is also the event id',
      example: 'wh_4kQ9zXb2LmN7pR1sT8vW',
    }))();

// ---------------------------------------------------------------------------
// Payloads
// ---------------------------------------------------------------------------
const nullableText = /* @__PURE__ */ (() => z.string().nullable())();

export const WebhookTransactionSchema = /* @__PURE__ */ (() =>
  z
    .object({
      partner_reff: z.string(),
      type: z.enum(TRANSACTION_TYPES),
      status: z.enum(TRANSACTION_STATUSES),
      amount: z.number().int(),
      fees: FeesSchema,
      bank_code: nullableText,
      bank_name: nullableText,
      account_number: nullableText,
      account_name: nullableText,
      product_code: nullableText,
      payment_method: nullableText.meta({ example: 'QRIS' }),
      paid_at: nullableDateTime,
      failed_at: nullableDateTime,
      expires_at: nullableDateTime,
      created_at: dateTime,
      // Absent from the bodies of webhooks sent before refunds existed (the event feed keeps bodies as sent).
      refunded_amount: refundedAmount.optional(),
      refund_status: refundStatus.optional(),
      batch_id: z.string().optional().meta({ description: 'A payout that is a row of a payout batch: the batch' }),
      payment_link_id: z
        .string()
        .optional()
        .meta({ description: 'A payment a customer made from a payment link: the link' }),
    })
    .meta({
      id: 'WebhookTransaction',
      description: "The contract's WebhookPayload `transaction`: the nullable channel fields are always present",
    }))();

/** The events whose body is a transaction (of the registry's rows on the inbound and payout machines). */
export const TRANSACTION_WEBHOOK_EVENTS = /* @__PURE__ */ (() => webhookEventsOf('inbound', 'payout'))();

export const TransactionWebhookSchema = /* @__PURE__ */ (() =>
  z
    .object({
      event: z.enum(TRANSACTION_WEBHOOK_EVENTS),
      partner_reff: z.string(),
      transaction: WebhookTransactionSchema,
    })
    .meta({ id: 'TransactionWebhook', description: 'A transaction reached a final state (WebhookPayload)' }))();

export const PingWebhookSchema = /* @__PURE__ */ (() =>
  z
    .object({ event: z.enum(['webhook.ping']), sent_at: dateTime })
    .meta({ id: 'PingWebhook', description: 'A test probe (POST /webhooks/ping)' }))();

/** Every webhook event: the channels' (the registry's, in its order), the refunds', a payout batch's end, a report ready or failed, and the probe. */
export type WebhookEventName =
  ChannelWebhookEvent | RefundWebhookEvent | 'batch.completed' | 'report.ready' | 'report.failed' | 'webhook.ping';
export const WEBHOOK_EVENT_NAMES = /* @__PURE__ */ (() => {
  const names: WebhookEventName[] = [
    ...(Object.keys(CHANNEL_WEBHOOK_EVENT_NOTES) as ChannelWebhookEvent[]),
    ...REFUND_WEBHOOK_EVENTS,
    'batch.completed',
    'report.ready',
    'report.failed',
    'webhook.ping',
  ];
  return names as [WebhookEventName, ...WebhookEventName[]];
})();

// ---------------------------------------------------------------------------
// The webhook debugger: delivery log, resend, ping
// ---------------------------------------------------------------------------
/** `skipped`: the client had no callback URL; `client_inactive`: it was deactivated. Neither was sent. */
const deliveryState = /* @__PURE__ */ (() =>
  z.enum(['pending', 'delivered', 'failed', 'skipped', 'client_inactive']))();

export const WebhookDeliveryAttemptSchema = /* @__PURE__ */ (() =>
  z
    .object({
      id: deliveryId,
      event: z.enum(WEBHOOK_EVENT_NAMES),
      partner_reff: nullableText,
      http_status: z.number().int().nullable().meta({
        description: "Your endpoint's answer; null when none came (timeout, refused connection, no callback URL)",
      }),
      latency_ms: z.number().int(),
      attempt: z.number().int().meta({ description: 'Attempt number of this delivery, from 1' }),
      at: dateTime,
      state: deliveryState.meta({ description: "The delivery's state after this attempt" }),
      error: z.string().optional().meta({ description: 'Why no HTTP status came back' }),
    })
    .meta({ id: 'WebhookDeliveryAttempt' }))();

export const ListWebhookDeliveriesResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), data: z.array(WebhookDeliveryAttemptSchema) }).meta({ id: 'WebhookDeliveryLog' }))();

export const WebhookDeliveryIdParamsSchema = /* @__PURE__ */ (() => z.strictObject({ id: deliveryId }))();

export const ResendWebhookResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      delivery: z.object({
        id: deliveryId,
        event: z.enum(WEBHOOK_EVENT_NAMES),
        partner_reff: nullableText,
        state: deliveryState,
        attempts: z.number().int(),
        http_status: z.number().int().nullable(),
        latency_ms: z.number().int(),
      }),
    })
    .meta({ id: 'ResentWebhook' }))();

export const WebhookPingResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      http_status: z.number().int().nullable().meta({ description: "Your endpoint's answer; null when none came" }),
      latency_ms: z.number().int(),
      delivered: z.boolean().meta({ description: 'True for a direct 2xx answer' }),
      error: z.string().optional().meta({ description: 'Why no HTTP status came back' }),
    })
    .meta({ id: 'WebhookPingResult' }))();

// ---------------------------------------------------------------------------
// The event feed
// ---------------------------------------------------------------------------
export const ListEventsQuerySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(EVENTS_PAGE_SIZE_MAX)
      .default(EVENTS_PAGE_SIZE_DEFAULT)
      .meta({ description: `Page size, 1 to ${EVENTS_PAGE_SIZE_MAX}` }),
    starting_after: deliveryId.optional().meta({
      description:
        'The id of the last event of the previous page: lists the events older than it. An id that is not one of your events is 422 `validation_failed`.',
    }),
  }))();

/**
 * The event feed's answer (GET /events), given the body schema of every event (each once, in the
 * order of the events): shared/http/response-schemas.ts passes them, channels' own shapes included.
 */
export function listEventsResponseSchema(bodies: readonly z.ZodObject[]) {
  const event = z
    .object({
      id: deliveryId,
      event: z.enum(WEBHOOK_EVENT_NAMES),
      partner_reff: nullableText,
      created_at: dateTime,
      payload: z.union(bodies).meta({ description: 'The exact body of the webhook, parsed (see x-webhooks)' }),
    })
    .meta({ id: 'WebhookEvent' });
  return z
    .object({
      ok: z.literal(true),
      data: z
        .array(event)
        .meta({ description: `Newest first, created within the last ${EVENTS_WINDOW_SECONDS / 86_400} days` }),
      has_more: z
        .boolean()
        .meta({ description: 'True when older events follow: ask again with `starting_after` = the last id' }),
    })
    .meta({ id: 'WebhookEventList' });
}
