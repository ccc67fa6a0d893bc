import { keys } from './keys';
import { tableName } from './aws';
import type { TxItem } from './transact';

/**
 * A payout batch's rows as a row's payout moves them (docs/ARCHITECTURE.md, "Batch payouts"): the
 * payouts' outcome (shared/channels/payouts/outcome.ts) writes them in the transaction that posts,
 * voids or returns the row's money, whoever records it (the batch's pay-out, a callback,
 * reconciliation), so a batch's rows and counts never disagree with its payouts. The rest of a
 * batch's records are its channel's (shared/channels/batches/store.ts).
 */

/** Where a batch row's payout sits: its batch, part and row (recorded on the payout's transaction). */
export interface BatchRowPlace {
  batch_id: string;
  batch_part: number;
  batch_index: number;
}

/**
 * What a batch row's payout outcome writes with its money move: the row's status (and why it
 * failed) and its part's counts. Exactly once, as the move is (its journal entry): `paid` and
 * `failed` from pending, `returned` takes a paid row to failed.
 */
export function rowOutcomeItems(
  place: BatchRowPlace,
  outcome: 'paid' | 'failed' | 'returned',
  reason?: string,
): TxItem[] {
  const status = outcome === 'paid' ? 'paid' : 'failed';
  const row: TxItem = {
    Update: {
      TableName: tableName(),
      Key: keys.batchItem(place.batch_id, place.batch_part, place.batch_index),
      UpdateExpression: `SET #status = :status${reason === undefined ? '' : ', failure_reason = :reason'}`,
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':status': status, ...(reason === undefined ? {} : { ':reason': reason }) },
    },
  };
  const counts =
    outcome === 'returned' ? 'ADD paid :minus, failed :one' : `ADD ${outcome === 'paid' ? 'paid' : 'failed'} :one`;
  const part: TxItem = {
    Update: {
      TableName: tableName(),
      Key: keys.batchPart(place.batch_id, place.batch_part),
      UpdateExpression: counts,
      ExpressionAttributeValues: { ':one': 1, ...(outcome === 'returned' ? { ':minus': -1 } : {}) },
    },
  };
  return [row, part];
}
