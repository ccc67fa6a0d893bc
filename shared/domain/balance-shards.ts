import { CHANNELS } from '../channels/registry';
import { stateOf, type MachineSubject } from './transaction-state';

/**
 * Balance shards (docs/ARCHITECTURE.md, section 4, "Balance shards"). A merchant's balance may be
 * split over N items (`balance_shards`, 1 by default), each under its own partition key, so one
 * merchant's money moves are not all written to one item. `balance_shards_max` is the highest N
 * the merchant ever had: shards 0..max-1 always exist, reads and the audit cover all of them, and
 * money left above a lowered N is still counted and spent.
 *
 * The merchant's balance is the sum of its shards; the ledger equals that sum. A consolidation
 * moves `available` between shards of one merchant: it changes no account, so it has no posting.
 */
export interface BalanceShards {
  /** N: new moves pick among shards 0..N-1. */
  shards: number;
  /** The highest N ever set (never lowered): shards 0..max-1 exist and hold money. */
  max: number;
}

export const ONE_SHARD: BalanceShards = { shards: 1, max: 1 };

export function balanceShardsOf(merchant: { balance_shards?: number; balance_shards_max?: number }): BalanceShards {
  const shards = merchant.balance_shards ?? 1;
  return { shards, max: Math.max(shards, merchant.balance_shards_max ?? 1) };
}

/**
 * Whether a transaction has moved money already, by its state: its later moves must use the shard
 * its first one used. Without a recorded `balance_shard` that shard is 0 (the record is written
 * without it when its shard is 0). Inbound payments move money first when paid; payouts when the
 * confirm holds it (failed and paid payouts held it before); orders are born with their hold and
 * born-final transactions with their credit.
 */
export function moneyMovedBefore(tx: MachineSubject): boolean {
  switch (CHANNELS[tx.type].machine) {
    case 'inbound':
      return tx.status === 'paid' || tx.status === 'settled';
    case 'payout': {
      const state = stateOf(tx);
      return state === 'held' || state === 'paid' || state === 'failed';
    }
    case 'order':
    case 'born_final':
    default:
      return true;
  }
}

export type ConsolidationPlan =
  /** The target shard already covers the debit (money arrived since the debit failed): try it again. */
  | { kind: 'covered' }
  /** Even all shards together do not cover it: the debit is refused. */
  | { kind: 'short'; total: number }
  /** Move these amounts of `available` from these shards into the target, then try the debit again. */
  | { kind: 'move'; sources: Array<{ shard: number; amount: number }>; amount: number };

/**
 * What one consolidation moves into shard `target` so that it holds `need` available: the fewest
 * sources, largest first (each leg is one more item in the write). `available[k]` is shard k's.
 */
export function consolidationPlan(available: readonly number[], target: number, need: number): ConsolidationPlan {
  const have = available[target] ?? 0;
  if (have >= need) return { kind: 'covered' };
  const total = available.reduce((sum, value) => sum + Math.max(0, value), 0);
  if (total < need) return { kind: 'short', total };
  let missing = need - have;
  const sources: Array<{ shard: number; amount: number }> = [];
  const order = available
    .map((value, shard) => ({ shard, value }))
    .filter(({ shard, value }) => shard !== target && value > 0)
    .sort((a, b) => b.value - a.value || a.shard - b.shard);
  for (const { shard, value } of order) {
    if (missing === 0) break;
    const amount = Math.min(value, missing);
    sources.push({ shard, amount });
    missing -= amount;
  }
  if (missing !== 0) throw new Error(`consolidation plan left ${missing} uncovered of ${need}`);
  return { kind: 'move', sources, amount: need - have };
}

export type SpreadConsolidationPlan =
  /** Every shard covers its part already (money arrived since the debit failed): try it again. */
  | { kind: 'covered' }
  /** All shards together do not cover the parts: the debit is refused. */
  | { kind: 'short'; total: number }
  /** Change each listed shard's available by `delta` (negative: a source, conditioned on still holding it), then try again. */
  | { kind: 'move'; changes: Array<{ shard: number; delta: number }> };

/**
 * What one consolidation moves so that every shard k holds `need[k]` available, for a debit spread
 * over several shards at once (a payout batch's approval holds each row on its own shard): the
 * shortfalls are taken from the shards that hold more than their part, the largest surplus first.
 * Each shard is at most once a source or a target, so the changes fit one write.
 */
export function spreadConsolidationPlan(
  available: readonly number[],
  need: readonly number[],
): SpreadConsolidationPlan {
  const surplus = Array.from(
    { length: Math.max(available.length, need.length) },
    (_, shard) => Math.max(0, available[shard] ?? 0) - (need[shard] ?? 0),
  );
  if (surplus.every((value) => value >= 0)) return { kind: 'covered' };
  const total = available.reduce((sum, value) => sum + Math.max(0, value), 0);
  if (total < need.reduce((sum, value) => sum + value, 0)) return { kind: 'short', total };
  const targets = surplus.flatMap((value, shard) => (value < 0 ? [{ shard, delta: -value }] : []));
  let missing = targets.reduce((sum, target) => sum + target.delta, 0);
  const sources: Array<{ shard: number; delta: number }> = [];
  const order = surplus
    .map((value, shard) => ({ shard, value }))
    .filter(({ value }) => value > 0)
    .sort((a, b) => b.value - a.value || a.shard - b.shard);
  for (const { shard, value } of order) {
    if (missing === 0) break;
    const amount = Math.min(value, missing);
    sources.push({ shard, delta: -amount });
    missing -= amount;
  }
  if (missing !== 0) throw new Error(`spread consolidation plan left ${missing} uncovered`);
  return { kind: 'move', changes: [...sources, ...targets] };
}
