import * as z from 'zod';
import { GATEWAY_TEXT_LENGTH_MAX } from '../constants';
import { CHANNELS, GATEWAY_CALLBACK_TYPES, ORIGINAL_REFUND_TYPES, PAYOUT_TYPES } from '../channels/registry';

// In a module of its own, so that the HTTP layer can recognise it without loading the callback schema below.
export { GatewayFailure, isGatewayFailure } from './failure';
/** The port and each channel's types, assembled from the channel folders. */
export type * from '../channels/gateway';

/**
 * `payout.returned`: the bank sent the money of an executed payout back (docs/ARCHITECTURE.md,
 * section 5). `refund.*`: the end of a refund back through a payment's rail (section 17).
 */
export const GATEWAY_CALLBACK_EVENTS = [
  'payment.paid',
  'payment.failed',
  'payment.cancelled',
  'payout.executed',
  'payout.failed',
  'payout.returned',
  'refund.succeeded',
  'refund.failed',
] as const;
/** The channels and payout channels the gateway reports on, from the channel registry. */
export const GATEWAY_CALLBACK_CHANNELS = GATEWAY_CALLBACK_TYPES;
/** Events that report money arriving or not; the others report a payout's end. */
export const PAYMENT_EVENTS: readonly GatewayCallbackEvent[] = ['payment.paid', 'payment.failed', 'payment.cancelled'];
/** Events that report a refund's end; they name the refunded payment's channel and partner_reff, and the refund. */
export const REFUND_EVENTS: readonly GatewayCallbackEvent[] = ['refund.succeeded', 'refund.failed'];
export const PAYOUT_CHANNELS: readonly GatewayCallbackChannel[] = PAYOUT_TYPES;

export type GatewayCallbackEvent = (typeof GATEWAY_CALLBACK_EVENTS)[number];
export type GatewayCallbackChannel = (typeof GATEWAY_CALLBACK_CHANNELS)[number];

/** The callback body the gateway POSTs to us, signed with X-Gateway-Signature. */
export interface GatewayCallback {
  event: GatewayCallbackEvent;
  channel: GatewayCallbackChannel;
  /** Null for payments to a VA that belongs to no transaction of ours until we record one (section 12's registry: `callbackReferences`). */
  partner_reff: string | null;
  virtual_account_number: string | null;
  /** VA channels: the bank of the VA number (a number is only unique within its bank). */
  bank_code?: string;
  /** Unique per payment event; the key that makes a redelivered callback change nothing. */
  gateway_reference: string;
  amount: number;
  occurred_at: string;
  /** payout.failed, refund.failed: why the gateway gave up; payout.returned: why the bank sent the money back. */
  reason?: string;
  /** refund.* only: the refund (our refund_id); `partner_reff` is the payment refunded, `amount` the refund's. */
  refund_id?: string;
}

const text = z.string().min(1).max(GATEWAY_TEXT_LENGTH_MAX);

/**
 * Each channel fixes which references are present (its registry row's `callbackReferences`), so a
 * callback that names a VA for a QR payment (or no transaction at all for a one-time VA) is rejected
 * here rather than misapplied later.
 */
function referencesMatchChannel(callback: GatewayCallback): boolean {
  const hasReff = callback.partner_reff !== null;
  const hasVa = callback.virtual_account_number !== null;
  const refundEvent = REFUND_EVENTS.includes(callback.event);
  if (refundEvent !== (callback.refund_id !== undefined)) return false;
  if (refundEvent)
    return (
      (ORIGINAL_REFUND_TYPES as readonly string[]).includes(callback.channel) &&
      hasReff &&
      !hasVa &&
      !callback.bank_code
    );
  const payoutEvent = !PAYMENT_EVENTS.includes(callback.event);
  if (payoutEvent !== PAYOUT_CHANNELS.includes(callback.channel)) return false;
  if (callback.bank_code !== undefined && !hasVa) return false;
  const names = CHANNELS[callback.channel].callbackReferences;
  return hasReff === (names !== 'virtual_account') && hasVa === (names !== 'partner_reff');
}

/** Strict: an unknown key means the gateway changed its contract, which we want to notice. */
export const GatewayCallbackSchema = z
  .strictObject({
    event: z.enum(GATEWAY_CALLBACK_EVENTS),
    channel: z.enum(GATEWAY_CALLBACK_CHANNELS),
    partner_reff: text.nullable(),
    virtual_account_number: z
      .string()
      .regex(/^\d{6,32}$/)
      .nullable(),
    bank_code: z
      .string()
      .regex(/^\d{3}$/)
      .optional(),
    gateway_reference: text,
    amount: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
    occurred_at: z.iso.datetime({ offset: true }),
    reason: text.optional(),
    refund_id: text.optional(),
  })
  .refine(referencesMatchChannel, {
    message: 'event, partner_reff, virtual_account_number and refund_id do not match the channel',
    path: ['channel'],
  });
