import { keys } from './keys';
import { tableName } from './aws';
import type { TxItem } from './transact';
import type { TransactionRecord } from './transactions';

/**
 * A payment link's counters as its payments are paid (docs/ARCHITECTURE.md, "Payment links"): the
 * payment callback (shared/operations/callbacks.ts) writes them in the move that credits the
 * payment, so a link's `payments_count` and `paid_amount` never disagree with its payments. The
 * rest of a link's records are its capability's (shared/channels/payment-links/store.ts).
 */

/**
 * The link's counters, in the move that credits one of its payments. No condition: a payment the
 * gateway reports paid is never refused for the link's sake (DESIGN 19: a second payment of a
 * single-use link that still arrives is counted, not dropped); the move's journal makes it once.
 */
export function linkPaidItems(tx: Pick<TransactionRecord, 'payment_link_id' | 'amount'>): TxItem[] {
  if (tx.payment_link_id === undefined) return [];
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.paymentLink(tx.payment_link_id),
        UpdateExpression: 'ADD payments_count :one, paid_amount :amount',
        ExpressionAttributeValues: { ':one': 1, ':amount': tx.amount },
      },
    },
  ];
}
