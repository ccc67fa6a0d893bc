import type { components } from '../../client/schema';
import type { TransactionType } from './money';

/**
 * The refund vocabulary of the transaction pages (DESIGN 15, docs/ARCHITECTURE.md section 17), typed
 * from the schema. Which types are refunded and how, the window and the reason's length are copies
 * of the service's (the app may not import it); test/unit/dashboard-refunds.test.ts fails when they
 * drift. The service decides again on every request: these rules only choose what the page offers.
 */
export type Refund = components['schemas']['Refund'];
export type RefundMethod = Refund['method'];
export type RefundStatus = Refund['status'];
export type TransactionRefundStatus = components['schemas']['TransactionDetail']['refund_status'];
type RefundableFields = Pick<
  components['schemas']['TransactionDetail'],
  'type' | 'status' | 'amount' | 'paid_at' | 'created_at' | 'refunded_amount'
>;

/** How a paid transaction of each type is refunded (the registry's `refund`), or null when it cannot be. */
export const REFUND_METHOD_OF: Record<TransactionType, RefundMethod | null> = {
  qris: 'original',
  va: 'payout',
  dedicated_va: 'payout',
  transfer: null,
  ewallet: null,
  withdrawal: null,
  ewallet_cashin: 'original',
  digital: null,
  ppob: null,
  adjustment: null,
};

/** A refund back on the payment's rail may be asked for this long after `paid_at` (a payout refund has no window). */
export const REFUND_WINDOW_DAYS = 30;
export const REFUND_REASON_LENGTH_MAX = 200;
const DAY_MS = 86_400_000;

/** Why a payment of a refundable type cannot be refunded now. */
export type RefundRefusal = 'status' | 'window' | 'full';

export type Refundability =
  { ok: true; method: RefundMethod; leftIdr: number } | { ok: false; method: RefundMethod; why: RefundRefusal };

/**
 * Whether the payment may be refunded now (`nowMs` by the service's clock), and how much is left;
 * null for a type that has no refunds at all (payouts, orders, adjustments). The order is the
 * service's: the status, the window, what is left.
 */
export function refundabilityOf(tx: RefundableFields, nowMs: number): Refundability | null {
  const method = REFUND_METHOD_OF[tx.type];
  if (method === null) return null;
  if (tx.status !== 'paid' && tx.status !== 'settled') return { ok: false, method, why: 'status' };
  const paidAtMs = Date.parse(tx.paid_at ?? tx.created_at);
  if (method === 'original' && nowMs > paidAtMs + REFUND_WINDOW_DAYS * DAY_MS)
    return { ok: false, method, why: 'window' };
  const leftIdr = tx.amount - tx.refunded_amount;
  return leftIdr > 0 ? { ok: true, method, leftIdr } : { ok: false, method, why: 'full' };
}

/**
 * While a refund is pending its end comes from the gateway (about a second later in the sandbox, or
 * after reconciliation): the page reads the refunds again this often, at most this many times.
 */
export const REFUND_POLL_MS = 2_000;
export const REFUND_POLLS_MAX = 60;
