import { moneyMovedBefore, type BalanceShards } from '../domain/balance-shards';
import { shardOf } from '../store/keys';
import { balanceShardsOfMerchant } from '../store/merchants';
import type { TransactionRecord } from '../store/transactions';

/**
 * The balance shard of a transaction's money move (docs/ARCHITECTURE.md, section 4, "Balance
 * shards"). Its first money move picks `shardOf(partner_reff, N)` with the merchant's N now and
 * records it on the transaction (`balance_shard`, absent for 0); every later move uses the recorded
 * shard whatever N is by then, so a settle, post, void or return finds the money its first move put
 * there. `record`: the shard must be written on the transaction with this move.
 */
export interface MoveShard {
  shard: number;
  record: boolean;
  /** How many shards the merchant is known to have (its max), when this move had to learn it. */
  known: number;
}

/** `shards`: the merchant's, when the caller read its record in this request; else cached or read. */
export async function moveShardOf(
  tx: Pick<TransactionRecord, 'partner_reff' | 'merchant_id' | 'balance_shard' | 'type' | 'status' | 'stage'>,
  shards?: BalanceShards,
): Promise<MoveShard> {
  if (tx.balance_shard !== undefined) return { shard: tx.balance_shard, record: false, known: tx.balance_shard + 1 };
  if (moneyMovedBefore(tx)) return { shard: 0, record: false, known: 1 };
  return firstMoveShard(tx.merchant_id, tx.partner_reff, shards);
}

/** The shard of a transaction created with its money move (an order, a credit, an adjustment). */
export async function firstMoveShard(
  merchantId: string,
  partnerReff: string,
  shards?: BalanceShards,
): Promise<MoveShard> {
  const { shards: n, max } = shards ?? (await balanceShardsOfMerchant(merchantId));
  const shard = shardOf(partnerReff, n);
  return { shard, record: shard !== 0, known: max };
}
