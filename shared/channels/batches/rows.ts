import { derivedPartnerReff } from '../../ids';
import { shardOf } from '../../store/keys';
import { payoutChannel } from '../payouts/channels';
import type { BatchItemRecord } from './store';

/**
 * A row's payout, named from the batch and the row (the same every time it is asked for): its
 * partner_reff, with its payout type's prefix, and the balance shard its money is held, posted or
 * voided on among the merchant's N shards at approval (`shardOf`, as every first money move picks
 * one), so the rows of a batch spread over the shards as the merchant's other payouts do.
 */
export const rowPartnerReff = (row: Pick<BatchItemRecord, 'batch_id' | 'index' | 'type'>): string =>
  derivedPartnerReff(payoutChannel(row.type).reffPrefix, `batch:${row.batch_id}:${row.index}`);

export const rowShard = (row: Pick<BatchItemRecord, 'batch_id' | 'index' | 'type'>, shards: number): number =>
  shardOf(rowPartnerReff(row), shards);

/** What a valid row's payout debits: its amount and its fees. */
export const rowDebitIdr = (row: Pick<BatchItemRecord, 'amount' | 'fees'>): number =>
  row.amount + (row.fees?.total_fee ?? 0);

/** The debit of each shard for these rows: what the approval holds there. */
export function shardDebits(
  rows: ReadonlyArray<Pick<BatchItemRecord, 'batch_id' | 'index' | 'type' | 'amount' | 'fees'>>,
  shards: number,
): Array<{ shard: number; amountIdr: number }> {
  const debits = new Map<number, number>();
  for (const row of rows) {
    const shard = rowShard(row, shards);
    debits.set(shard, (debits.get(shard) ?? 0) + rowDebitIdr(row));
  }
  return [...debits.entries()].sort(([a], [b]) => a - b).map(([shard, amountIdr]) => ({ shard, amountIdr }));
}
