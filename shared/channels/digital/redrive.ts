import { SWEEP_BATCH_SIZE_MAX } from '../../constants';
import type { SweepSpec } from '../../operations/sweeps';
import { sendMessages } from '../../store/queue';
import { listDueTransactions, type TransactionRecord } from '../../store/transactions';

/**
 * Hands every digital order whose provider answer is overdue (the queue message was lost in a
 * crash, or a re-check is due) to the orders queue again. The consumer is idempotent, so a double
 * hand-over costs one provider question; each order is its own lane.
 */
export const ORDER_REDRIVE_SWEEP: SweepSpec<TransactionRecord> = {
  name: 'order redrive',
  page: (nowMs, after) => listDueTransactions('order', nowMs, SWEEP_BATCH_SIZE_MAX, after),
  idOf: (tx) => tx.partner_reff,
  laneOf: (tx) => tx.partner_reff,
  apply: async (tx) => {
    if (tx.status !== 'pending') return false;
    await sendMessages('orders', [{ partner_reff: tx.partner_reff }]);
    return true;
  },
};
