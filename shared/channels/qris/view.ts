import type { TransactionRecord } from '../../store/transactions';
import { toJakartaIso } from '../../time';

export function qrisTransactionView(tx: TransactionRecord) {
  return {
    id: tx.id,
    partner_reff: tx.partner_reff,
    amount: tx.amount,
    status: tx.status,
    expires_at: toJakartaIso(tx.expires_at_ms ?? tx.created_at_ms),
  };
}
