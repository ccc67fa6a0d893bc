import type { OrderType } from '../registry';
import type { TransactionRecord } from '../../store/transactions';
import { toJakartaIso, toJakartaIsoOrNull } from '../../time';

/** The contract's order statuses: an order transaction's `paid` is the order's `success`. */
export type OrderStatus = 'pending' | 'success' | 'failed';

export function orderStatusOf(tx: Pick<TransactionRecord, 'status'>): OrderStatus {
  if (tx.status === 'paid') return 'success';
  return tx.status === 'failed' ? 'failed' : 'pending';
}

const text = (value: string | number | null | undefined): string | null =>
  value === undefined || value === null ? null : String(value);

/** Digital order (`data`): the contract's fields, plus the product name, times and, when failed, why. */
export function orderView(tx: TransactionRecord) {
  const details = tx.details ?? {};
  return {
    ref_id: String(details.ref_id),
    tv_order_id: tx.id,
    status: orderStatusOf(tx),
    kode_produk: String(details.kode_produk),
    tujuan: String(details.tujuan),
    server_id: text(details.server_id),
    harga: tx.amount,
    sn: text(details.sn),
    saldo_owner: tx.saldo_owner ?? null,
    type: tx.type as OrderType,
    partner_reff: tx.partner_reff,
    message: tx.failure_reason ?? null,
    created_at: toJakartaIso(tx.created_at_ms),
    finished_at: toJakartaIsoOrNull(tx.status === 'paid' ? tx.paid_at_ms : tx.failed_at_ms),
  };
}
export type OrderView = ReturnType<typeof orderView>;

/** `order.*` and `ppob.paid` webhooks: `{event, ref_id, order}` (docs/ARCHITECTURE.md, 14.1). */
export function orderWebhookBody(event: string, tx: TransactionRecord): string {
  const order = orderView(tx);
  return JSON.stringify({ event, ref_id: order.ref_id, order });
}
