import type { Fees } from '../../domain/fees';
import type { PayoutDestination } from '../../gateway/port';
import type { TransactionRecord } from '../../store/transactions';
import type { PayoutType } from '../registry';
import type { DetailReader } from './channel-part';
import { payoutChannel } from './channels';

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

const detailReader =
  (tx: TransactionRecord): DetailReader =>
  (field) =>
    String(tx.details?.[field] ?? '');

/** The payout channel part of a payout transaction's type. */
const partOf = (tx: TransactionRecord) => payoutChannel(tx.type as PayoutType);

/** The destination the transaction records, as the gateway port wants it. */
export function destinationOf(tx: TransactionRecord): PayoutDestination {
  return partOf(tx).destinationOfDetails(detailReader(tx));
}

/** The contract's payout transaction: its channel's destination fields beside the common ones. */
export function payoutTransactionView(tx: TransactionRecord): Record<string, unknown> {
  const common = { id: tx.id, partner_reff: tx.partner_reff, amount: tx.amount, status: tx.status };
  return { ...common, ...partOf(tx).viewFields(detailReader(tx)) };
}

export interface ConfirmView {
  transaction: { partner_reff: string; status: TransactionRecord['status']; amount: number };
  message: string | null;
}

export const confirmView = (tx: TransactionRecord, message: string | null): ConfirmView => ({
  transaction: { partner_reff: tx.partner_reff, status: tx.status, amount: tx.amount },
  message,
});
