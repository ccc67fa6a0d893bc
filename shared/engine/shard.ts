import { moneyMovedBefore, type BalanceShards } from '../domain/balance-shards';
import { knownBalanceShardsOf } from '../store/balance-shards-known';
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

/**
 * The shard of a move of an existing transaction: its recorded shard; shard 0 when money moved
 * before without one; else (its first money move) `shardOf(partner_reff, N)` with N as this process
 * learned it from a merchant record read in the last BALANCE_SHARDS_CACHE_SECONDS (a confirm's
 * request reads the merchant), else as the transaction's create saw it (`merchant_balance_shards`,
 * absent: 1). It never reads the merchant: a one-shard merchant's callbacks cost what they did.
 */
export async function moveShardOf(
  tx: Pick<
    TransactionRecord,
    'partner_reff' | 'merchant_id' | 'balance_shard' | 'merchant_balance_shards' | 'type' | 'status' | 'stage'
  >,
): Promise<MoveShard> {
  // What the transaction tells of N: its shard exists, and its create saw `merchant_balance_shards`.
  const seen = tx.merchant_balance_shards ?? 1;
  if (tx.balance_shard !== undefined)
    return { shard: tx.balance_shard, record: false, known: Math.max(tx.balance_shard + 1, seen) };
  if (moneyMovedBefore(tx)) return { shard: 0, record: false, known: seen };
  const known = knownBalanceShardsOf(tx.merchant_id);
  const shards = known?.shards ?? tx.merchant_balance_shards ?? 1;
  const shard = shardOf(tx.partner_reff, shards);
  return { shard, record: shard !== 0, known: Math.max(known?.max ?? 1, shards) };
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
