import type { TransactionRecord } from '../../store/transactions';
import { toJakartaIso, toJakartaIsoOrNull } from '../../time';

const detail = (tx: TransactionRecord, field: string): string => String(tx.details?.[field] ?? '');

/** The contract's one-time VA `payment`. */
export function vaPaymentView(tx: TransactionRecord) {
  return {
    partner_reff: tx.partner_reff,
    amount: tx.amount,
    status: tx.status,
    bank_code: detail(tx, 'bank_code'),
    bank_name: detail(tx, 'bank_name'),
    virtual_account_number: detail(tx, 'virtual_account_number'),
    account_name: detail(tx, 'account_name'),
    expires_at: toJakartaIso(tx.expires_at_ms ?? tx.created_at_ms),
    paid_at: toJakartaIsoOrNull(tx.paid_at_ms),
    failed_at: toJakartaIsoOrNull(tx.failed_at_ms),
  };
}
