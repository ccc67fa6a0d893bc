/**
 * Sequence numbers of a merchant's transactions over K counter shards (K = `tx_counter_shards` on
 * the merchant, fixed at its creation, 1 by default).
 *
 * Shard k numbers its own transactions 1, 2, 3, ... gap-free (its counter moves in the create's own
 * transaction); its j-th transaction gets the sequence number (j - 1) * K + k + 1. So shard k holds
 * exactly k + 1, k + 1 + K, ... up to its counter, and how many transactions lie at or above any
 * sequence number follows from the K counters alone: page N of the newest-first list is a sequence
 * range found in memory, read with one key-range query per shard. With K = 1 the sequence number is
 * the counter itself, as it always was.
 */

export const TX_COUNTER_SHARDS_MAX = 16;

/**
 * The most balance shards a merchant may have (`balance_shards` on the merchant, 1 by default;
 * shared/domain/balance-shards.ts). Kept here, next to the counter shards' limit, as the admin
 * schema's bounds for both.
 */
export const BALANCE_SHARDS_MAX = 32;

/**
 * A create takes a shard at random among those at most this far above the lowest counter it read,
 * so no shard runs ahead of another by more than SLACK + 1 transactions: sequence order stays
 * within (SLACK + 2) x K positions of creation order, however long the merchant lives.
 */
export const TX_COUNTER_SHARD_SLACK = 2;

/** The sequence number of shard `shard`'s `index`-th transaction (index from 1). */
export const seqOf = (shard: number, index: number, shards: number): number => (index - 1) * shards + shard + 1;

/** Which shard numbered `seq`, and its index within that shard. */
export function shardIndexOf(seq: number, shards: number): { shard: number; index: number } {
  return { shard: (seq - 1) % shards, index: Math.floor((seq - 1) / shards) + 1 };
}

/** How many of shard `shard`'s transactions (it has `counter`) have a sequence number of at least `seq`. */
function shardCountAtOrAbove(counter: number, shard: number, shards: number, seq: number): number {
  const firstIndex = Math.max(1, Math.ceil((seq - shard - 1) / shards) + 1);
  return Math.max(0, counter - firstIndex + 1);
}

export const totalOf = (counters: readonly number[]): number => counters.reduce((sum, counter) => sum + counter, 0);

/** How many transactions have a sequence number of at least `seq`. */
export const countAtOrAbove = (counters: readonly number[], seq: number): number =>
  counters.reduce((sum, counter, shard) => sum + shardCountAtOrAbove(counter, shard, counters.length, seq), 0);

/** The highest sequence number any shard has given; 0 when none has. */
export const highestSeq = (counters: readonly number[]): number =>
  counters.reduce(
    (highest, counter, shard) => (counter > 0 ? Math.max(highest, seqOf(shard, counter, counters.length)) : highest),
    0,
  );

/** The sequence number at newest-first rank `rank` (1 = the highest), 1 <= rank <= total: by bisection. */
export function seqAtRank(counters: readonly number[], rank: number): number {
  // Invariant: countAtOrAbove(low) >= rank > countAtOrAbove(high).
  let low = 1;
  let high = highestSeq(counters) + 1;
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (countAtOrAbove(counters, middle) >= rank) low = middle;
    else high = middle;
  }
  return low;
}

export interface PagePlan {
  total: number;
  lastPage: number;
  /** Sequence numbers of the page, both included; empty past the last page. */
  lowSeq: number;
  highSeq: number;
  /** The shards holding part of the page, with how many of its transactions each holds. */
  shards: { shard: number; count: number }[];
}

/** Page `page` (from 1) of `perPage` transactions, newest (highest sequence number) first. */
export function planPage(counters: readonly number[], page: number, perPage: number): PagePlan {
  const total = totalOf(counters);
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const firstRank = (page - 1) * perPage + 1;
  if (firstRank > total) return { total, lastPage, lowSeq: 1, highSeq: 0, shards: [] };
  const highSeq = seqAtRank(counters, firstRank);
  const lowSeq = seqAtRank(counters, Math.min(total, page * perPage));
  const shards = counters
    .map((counter, shard) => ({
      shard,
      count:
        shardCountAtOrAbove(counter, shard, counters.length, lowSeq) -
        shardCountAtOrAbove(counter, shard, counters.length, highSeq + 1),
    }))
    .filter(({ count }) => count > 0);
  return { total, lastPage, lowSeq, highSeq, shards };
}

/**
 * The shard a create numbers itself in: at random among the shards whose counter (as read) is at
 * most TX_COUNTER_SHARD_SLACK above the lowest. Counters read may be behind, never ahead, so the
 * chosen shard is at most SLACK above the true lowest when its conditional write succeeds.
 */
export function chooseShard(counters: readonly number[], random: () => number = Math.random): number {
  if (counters.length === 1) return 0;
  const lowest = Math.min(...counters);
  const candidates = counters.flatMap((counter, shard) => (counter <= lowest + TX_COUNTER_SHARD_SLACK ? [shard] : []));
  return candidates[Math.floor(random() * candidates.length)] ?? candidates[0]!;
}
