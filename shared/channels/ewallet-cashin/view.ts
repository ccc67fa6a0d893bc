import type { TransactionRecord } from '../../store/transactions';
import { toJakartaIso } from '../../time';

/** The cash-in as its create answers it: what the customer is asked to approve, and until when. */
export function ewalletCashinTransactionView(tx: TransactionRecord) {
  return {
    partner_reff: tx.partner_reff,
    reference_number: String(tx.details?.reference_number ?? ''),
    status: tx.status,
    expires_at: toJakartaIso(tx.expires_at_ms ?? tx.created_at_ms),
  };
}
