import {
  computeFees,
  feesBelowAmountOf,
  resolveFeeRule,
  type FeeChannel,
  type FeeRule,
  type Fees,
} from '../../domain/fees';
import { assertIdr } from '../../domain/money';
import { done, refuse, type Outcome } from '../../domain/outcome';
import { refundableOf } from '../../domain/refunds';
import type { TransactionRecord } from '../../store/transactions';
import { CHANNELS, type InquiryPayoutType, type RefundMethod } from '../registry';
import { payoutChannel } from '../payouts/channels';
import { REFUND_ORIGINAL_WINDOW_DAYS, REFUNDS_PER_TRANSACTION_MAX } from './limits';
import { payoutTypeOf } from './payout';
import type { CreateRefundBody, RefundDestination } from './schemas';

/**
 * Whether and how a payment may be refunded (DESIGN 15), decided on the payment as read, before
 * anything is held. Pure: the serializer on the payment (store.ts, reserveOnPaymentItem) decides
 * again in the hold's own transaction, so a refund that raced another one is still refused there.
 */

const DAY_MS = 86_400_000;

export type RefundPlan =
  | { method: 'original'; fees: Fees }
  | { method: 'payout'; fees: Fees; payout: InquiryPayoutType; destination: RefundDestination; pin: string };

const invalid = (field: string, message: string) =>
  refuse('validation_failed', 'The request is invalid', { [field]: [message] });

/**
 * The payment's own rules: its type, its status, how many refunds it has, the window, what is left.
 * Undefined when a refund of `amountIdr` may be asked for now.
 */
export function paymentRefusal(tx: TransactionRecord, amountIdr: number, nowMs: number) {
  const method: RefundMethod | null = CHANNELS[tx.type].refund;
  if (method === null)
    return refuse('refund_not_allowed', `A ${tx.type} transaction cannot be refunded; only inbound payments can`);
  if (tx.status !== 'paid' && tx.status !== 'settled')
    return refuse('refund_not_allowed', `Only a paid or settled payment can be refunded; this one is ${tx.status}`);
  if ((tx.refund_ids?.length ?? 0) >= REFUNDS_PER_TRANSACTION_MAX)
    return refuse('refund_not_allowed', `A payment may have at most ${REFUNDS_PER_TRANSACTION_MAX} refunds`);
  const paidAtMs = tx.paid_at_ms ?? tx.created_at_ms;
  if (method === 'original' && nowMs > paidAtMs + REFUND_ORIGINAL_WINDOW_DAYS * DAY_MS)
    return refuse(
      'refund_window_expired',
      `A ${tx.type} payment can be refunded within ${REFUND_ORIGINAL_WINDOW_DAYS} days of its payment`,
    );
  const refundable = refundableOf(tx);
  if (amountIdr > refundable)
    return refuse('refund_exceeds_refundable', `At most ${refundable} of this payment is left to refund`);
  return undefined;
}

/** A refund back on the rail: no destination, no PIN, no fee. */
function originalPlan(body: CreateRefundBody): Outcome<RefundPlan> {
  if (body.destination !== undefined)
    return invalid('destination', 'This payment is refunded back on its own rail; it takes no destination');
  if (body.pin !== undefined) return invalid('pin', 'This payment is refunded back on its own rail; it takes no PIN');
  return done({ method: 'original', fees: computeFees(body.amount, {}) });
}

/** A refund sent as a payout: a destination, the PIN, an amount the payout takes, and its fees. */
function payoutPlan(body: CreateRefundBody, feeOverrides: Partial<Record<FeeChannel, FeeRule>> | undefined) {
  const { destination, pin } = body;
  if (destination === undefined)
    return refuse('destination_required', 'A VA payment is refunded by payout: give the destination and the PIN');
  if (pin === undefined) return invalid('pin', 'Required with a destination: the merchant PIN');
  const payout = payoutTypeOf(destination.type);
  // A payout channel's amounts are those its fees are computed for (its registry row).
  const { minIdr, maxIdr } = CHANNELS[payout].feeAmounts;
  if (body.amount < minIdr || body.amount > maxIdr)
    return invalid('amount', `A refund paid out by ${payoutChannel(payout).label} is ${minIdr} to ${maxIdr}`);
  const fees = feesBelowAmountOf(body.amount, resolveFeeRule(CHANNELS[payout].fees, feeOverrides));
  if (!fees.ok) return fees;
  return done<RefundPlan>({ method: 'payout', fees: fees.value, payout, destination, pin });
}

export function planRefund(
  tx: TransactionRecord,
  body: CreateRefundBody,
  feeOverrides: Partial<Record<FeeChannel, FeeRule>> | undefined,
  nowMs: number,
): Outcome<RefundPlan> {
  const refusal = paymentRefusal(tx, body.amount, nowMs);
  if (refusal !== undefined) return refusal;
  return CHANNELS[tx.type].refund === 'original' ? originalPlan(body) : payoutPlan(body, feeOverrides);
}

/** Checked before a refund's hold is written: a violation is a bug, never a business outcome. */
export function assertRefundFits(amountIdr: number, fees: Fees, tx: TransactionRecord): void {
  assertIdr(amountIdr, 'refund amount');
  assertIdr(fees.total_fee, 'refund fee');
  if (amountIdr <= 0) throw new Error(`refund of ${tx.partner_reff} must be positive, got ${amountIdr}`);
  if (fees.total_fee < 0 || fees.total_fee >= amountIdr)
    throw new Error(`refund of ${tx.partner_reff}: fee ${fees.total_fee} outside 0..${amountIdr - 1}`);
  if (amountIdr > refundableOf(tx))
    throw new Error(`refund of ${tx.partner_reff}: ${amountIdr} is more than the ${refundableOf(tx)} left`);
}
