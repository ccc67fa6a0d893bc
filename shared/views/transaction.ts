import { PAYOUT_TYPES } from '../channels/registry';
import { refundedAmountOf, refundStatusOf } from '../domain/refunds';
import type { StatusEventRecord, TransactionRecord } from '../store/transactions';
import { toJakartaIso, toJakartaIsoOrNull } from '../time';

/** How much of a payment was refunded (refunds not failed) and what that makes it: none, partial, full. */
export const refundFields = (tx: TransactionRecord) => ({
  refunded_amount: refundedAmountOf(tx),
  refund_status: refundStatusOf(tx),
});

/**
 * Who paid and for what, as the merchant said when it created the payment, and only what it said.
 * The payments a merchant asks for (all made by channels/inbound-transaction.ts, a payment link's
 * too) carry `customer`; on every other transaction (a payout, a payment into a standing account,
 * an order) `description` is the service's own memo, not shown here.
 */
const customerFields = (tx: TransactionRecord) =>
  tx.customer === undefined
    ? {}
    : {
        ...(tx.customer.name ? { customer_name: tx.customer.name } : {}),
        ...(tx.description ? { description: tx.description } : {}),
      };

/** How records look on the wire: the contract's field names, Jakarta timestamps, integer money. */
export function listItemView(tx: TransactionRecord) {
  return {
    partner_reff: tx.partner_reff,
    type: tx.type,
    status: tx.status,
    amount: tx.amount,
    net_amount: tx.fees.net_amount,
    total_fee: tx.fees.total_fee,
    ...refundFields(tx),
    created_at: toJakartaIso(tx.created_at_ms),
    ...customerFields(tx),
  };
}

export function eventView(event: StatusEventRecord) {
  return {
    event_type: event.event_type,
    from: event.from,
    to: event.to,
    source: event.source,
    description: event.description,
    at: toJakartaIso(event.at_ms),
  };
}

const PAYOUT_DETAIL_FIELDS = [
  'bank_code',
  'bank_name',
  'account_number',
  'product_code',
  'phone_number',
  'account_name',
] as const;

const isPayoutType = (type: string): boolean => (PAYOUT_TYPES as readonly string[]).includes(type);

/** A payout's destination as its transaction records it (what its receipt shows), and the gateway's reference. */
function payoutView(tx: TransactionRecord) {
  const fields = Object.fromEntries(
    PAYOUT_DETAIL_FIELDS.map((field) => {
      const value = tx.details?.[field];
      return [field, value === undefined || value === null || value === '' ? null : String(value)];
    }),
  ) as Record<(typeof PAYOUT_DETAIL_FIELDS)[number], string | null>;
  return { ...fields, gateway_reference: tx.gateway_reference ?? null };
}

export function detailView(tx: TransactionRecord, events: readonly StatusEventRecord[]) {
  return {
    partner_reff: tx.partner_reff,
    type: tx.type,
    status: tx.status,
    amount: tx.amount,
    paid_at: toJakartaIsoOrNull(tx.paid_at_ms),
    expires_at: toJakartaIsoOrNull(tx.expires_at_ms),
    created_at: toJakartaIso(tx.created_at_ms),
    fees: tx.fees,
    ...refundFields(tx),
    ...customerFields(tx),
    ...(tx.customer?.email ? { customer_email: tx.customer.email } : {}),
    ...(tx.customer?.phone ? { customer_phone: tx.customer.phone } : {}),
    events: events.map(eventView),
    ...(tx.batch_id === undefined ? {} : { batch_id: tx.batch_id }),
    ...(tx.payment_link_id === undefined ? {} : { payment_link_id: tx.payment_link_id }),
    ...(isPayoutType(tx.type) ? { payout: payoutView(tx) } : {}),
  };
}
