import { CHANNELS } from '../channels/registry';
import { refundedAmountOf, refundStatusOf } from '../domain/refunds';
import type { TransactionRecord } from '../store/transactions';
import { toJakartaIso, toJakartaIsoOrNull } from '../time';

/** The contract's WebhookPayload `transaction` object: nullable channel fields are always present. */
export function webhookTransaction(tx: TransactionRecord): Record<string, unknown> {
  const detail = (field: string): string | null => {
    const value = tx.details?.[field];
    return value === undefined || value === null ? null : String(value);
  };
  return {
    partner_reff: tx.partner_reff,
    type: tx.type,
    status: tx.status,
    amount: tx.amount,
    fees: tx.fees,
    bank_code: detail('bank_code'),
    bank_name: detail('bank_name'),
    account_number: detail('account_number') ?? detail('virtual_account_number'),
    account_name: detail('account_name'),
    product_code: detail('product_code'),
    payment_method: detail('payment_method') ?? CHANNELS[tx.type].paymentMethod,
    paid_at: toJakartaIsoOrNull(tx.paid_at_ms),
    failed_at: toJakartaIsoOrNull(tx.failed_at_ms),
    expires_at: toJakartaIsoOrNull(tx.expires_at_ms),
    created_at: toJakartaIso(tx.created_at_ms),
    refunded_amount: refundedAmountOf(tx),
    refund_status: refundStatusOf(tx),
    ...(tx.batch_id === undefined ? {} : { batch_id: tx.batch_id }),
    ...(tx.payment_link_id === undefined ? {} : { payment_link_id: tx.payment_link_id }),
  };
}

export function transactionWebhookBody(event: string, tx: TransactionRecord): string {
  return JSON.stringify({ event, partner_reff: tx.partner_reff, transaction: webhookTransaction(tx) });
}
