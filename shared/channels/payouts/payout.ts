import type { Fees } from '../../domain/fees';
import type { PayoutDestination } from '../../gateway/port';
import type { TransactionRecord } from '../../store/transactions';

/**
 * What a payout is, whatever its channel: the destination kept on the transaction, the debit it
 * reserves, and the views the contract shows of it.
 */
export const payoutDebitIdr = (tx: Pick<TransactionRecord, 'amount' | 'fees'>): number => tx.amount + tx.fees.total_fee;

export interface PayoutFees extends Fees {
  total_debit: number;
}

export const payoutFees = (fees: Fees, amountIdr: number): PayoutFees => ({
  ...fees,
  total_debit: amountIdr + fees.total_fee,
});

/** Phone numbers are kept as the merchant wrote them, and sent to the gateway as 08... */
export function normalizedPhone(phone: string): string {
  return phone.replace(/^(?:\+62|62|0)?(?=8)/, '0');
}

/** The destination the transaction records, as the gateway port wants it. */
export function destinationOf(tx: TransactionRecord): PayoutDestination {
  const detail = (field: string): string => String(tx.details?.[field] ?? '');
  if (tx.type === 'transfer')
    return { channel: 'transfer', bankCode: detail('bank_code'), accountNumber: detail('account_number') };
  return {
    channel: 'ewallet',
    productCode: detail('product_code'),
    phoneNumber: normalizedPhone(detail('phone_number')),
  };
}

/** The contract's payout transaction: the transfer or the e-wallet fields beside the common ones. */
export function payoutTransactionView(tx: TransactionRecord): Record<string, unknown> {
  const detail = (field: string): string => String(tx.details?.[field] ?? '');
  const common = { id: tx.id, partner_reff: tx.partner_reff, amount: tx.amount, status: tx.status };
  if (tx.type === 'transfer') {
    return {
      ...common,
      bank_code: detail('bank_code'),
      bank_name: detail('bank_name'),
      account_number: detail('account_number'),
      account_name: detail('account_name'),
    };
  }
  return {
    ...common,
    product_code: detail('product_code'),
    phone_number: detail('phone_number'),
    account_name: detail('account_name'),
  };
}

export interface ConfirmView {
  transaction: { partner_reff: string; status: TransactionRecord['status']; amount: number };
  message: string | null;
}

export const confirmView = (tx: TransactionRecord, message: string | null): ConfirmView => ({
  transaction: { partner_reff: tx.partner_reff, status: tx.status, amount: tx.amount },
  message,
});
