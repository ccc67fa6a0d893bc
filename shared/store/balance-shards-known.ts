import { BALANCE_SHARDS_CACHE_SECONDS } from '../constants';
import { balanceShardsOf, type BalanceShards } from '../domain/balance-shards';

interface Known {
  shards: BalanceShards;
  atMs: number;
}

/**
 * merchant id -> its balance shards, learned from merchant records this process read, trusted for
 * BALANCE_SHARDS_CACHE_SECONDS (N can change). Only the choice of a new shard uses it: credits and
 * a transaction's first move. Every shard below any N ever set exists, so a stale N is safe.
 */
const knownShards = new Map<string, Known>();
const KNOWN_SHARDS_MAX = 10_000;

export function rememberBalanceShards(merchant: {
  id: string;
  balance_shards?: number;
  balance_shards_max?: number;
}): void {
  if (!knownShards.has(merchant.id) && knownShards.size >= KNOWN_SHARDS_MAX)
    knownShards.delete(knownShards.keys().next().value!);
  knownShards.set(merchant.id, { shards: balanceShardsOf(merchant), atMs: Date.now() });
}

/** The merchant's balance shards as this process learned them recently; undefined otherwise. */
export function knownBalanceShardsOf(merchantId: string): BalanceShards | undefined {
  const known = knownShards.get(merchantId);
  if (known === undefined) return undefined;
  if (Date.now() - known.atMs > BALANCE_SHARDS_CACHE_SECONDS * 1000) {
    knownShards.delete(merchantId);
    return undefined;
  }
  return known.shards;
}

/** Tests: a process that has seen no merchant. */
export function forgetBalanceShards(): void {
  knownShards.clear();
}
