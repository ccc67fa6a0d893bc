import { assertIdr } from './money';

/**
 * Refunds of a payment, in the domain's terms (docs/ARCHITECTURE.md, section 17). Pure: the
 * arithmetic of what is left to refund, the refund state of a transaction, and what a gateway's
 * word means for a refund as we recorded it.
 *
 * A payment's `refunded_amount` is the sum of its refunds that are not `failed` (pending ones
 * included): a refund reserves its amount on the payment when it is asked for, and gives it back
 * only when it fails. So `amount - refunded_amount` is what may still be refunded, and parallel
 * refunds can never take more than was paid.
 */

/** Whether a transaction was refunded: not at all, in part, or its whole amount. */
export const TRANSACTION_REFUND_STATUSES = ['none', 'partial', 'full'] as const;
export type TransactionRefundStatus = (typeof TRANSACTION_REFUND_STATUSES)[number];

/** A refund's own status: asked for (its money held), then succeeded or failed for good. */
export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export interface Refunded {
  amount: number;
  /** Absent on transactions written before refunds existed, and on those never refunded: 0. */
  refunded_amount?: number;
}

/** The amount reserved by the transaction's refunds that did not fail (0 when it has none). */
export function refundedAmountOf(tx: Refunded): number {
  const refunded = tx.refunded_amount ?? 0;
  assertIdr(refunded, 'refunded_amount');
  if (refunded < 0 || refunded > tx.amount)
    throw new Error(`refunded_amount ${refunded} is outside 0..${tx.amount}, the amount paid`);
  return refunded;
}

/** What may still be refunded: the amount paid minus every refund not failed. */
export const refundableOf = (tx: Refunded): number => tx.amount - refundedAmountOf(tx);

export function refundStatusOf(tx: Refunded): TransactionRefundStatus {
  const refunded = refundedAmountOf(tx);
  if (refunded === 0) return 'none';
  return refunded === tx.amount ? 'full' : 'partial';
}

/**
 * What the gateway said of a refund, whichever way it went back (the payment's rail or a payout):
 * `succeeded` the money left, `rejected` it never will (the only outcome that releases the hold),
 * `pending` its end comes later, `unknown` we cannot tell (the money stays held until reconciliation
 * learns it). Payouts' four outcomes under the refund's names.
 */
export type RefundOutcome =
  | { kind: 'succeeded'; gatewayReference: string }
  | { kind: 'pending'; gatewayReference: string | null }
  | { kind: 'rejected'; reason: string }
  | { kind: 'unknown'; cause: string };

/**
 * What a final word of the gateway (a callback, an answer, reconciliation) means for a refund as we
 * recorded it:
 * - apply: the refund is pending; its money is posted (succeeded) or released (failed).
 * - already_applied: it says what we know (a redelivered callback); nothing moves.
 * - conflict: it contradicts the money as we moved it (succeeded after we released the hold, failed
 *   after we posted it): recorded for an operator, moving nothing. A succeeded refund never turns
 *   failed, nor the other way round.
 * - ignore: it names no refund of ours; nothing moves.
 */
export type RefundVerdict =
  | { kind: 'apply' }
  | { kind: 'already_applied'; reason: string }
  | { kind: 'conflict'; detail: string }
  | { kind: 'ignore'; reason: string };

export function judgeRefundOutcome(
  said: 'succeeded' | 'failed',
  refund: { status: RefundStatus } | undefined,
): RefundVerdict {
  const words = `the gateway reported the refund ${said}`;
  if (refund === undefined) return { kind: 'ignore', reason: `${words}, but it names no refund of ours` };
  if (refund.status === 'pending') return { kind: 'apply' };
  if (refund.status === said) return { kind: 'already_applied', reason: `${words}: it is ${said} already` };
  const moved = refund.status === 'succeeded' ? 'its money was posted out' : 'its hold was released';
  return { kind: 'conflict', detail: `${words}, but the refund is ${refund.status} (${moved})` };
}
