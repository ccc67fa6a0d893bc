import { consolidationPlan } from '../domain/balance-shards';
import { logger } from '../logger';
import { consolidationItems, readBalanceShards } from '../store/balances';
import { transactWrite } from '../store/transact';

/**
 * What one consolidation step did, for a debit of `need` that its shard could not cover:
 * - `short`: a consistent read of all the merchant's shards shows their available sum below the
 *   debit; the debit is refused (final).
 * - `moved`: available was moved into the debit's shard; try the debit again.
 * - `covered`: the debit's shard covers it now (money arrived meanwhile); try the debit again.
 * - `changed`: a source shard changed between the read and the write, or the write met contention;
 *   nothing was written; read and decide again (the caller's retry policy bounds it).
 */
export type ConsolidationStep = 'short' | 'moved' | 'covered' | 'changed';

/**
 * One consolidation (docs/ARCHITECTURE.md, section 4, "Balance shards"): reads shards 0..max-1 in
 * one TransactGetItems (max as shard 0 records it, so fresh), and if their available covers `need`,
 * moves the missing amount from the fewest other shards into `target` in ONE TransactWriteItems,
 * each source conditioned on `available >= x`. It changes no ledger account, so it has no posting:
 * every sum stays as it was, and the audit compares the ledger with the sum of the shards.
 */
export async function consolidate(
  merchantId: string,
  target: number,
  need: number,
  shardsHint: number,
): Promise<ConsolidationStep> {
  const read = await readBalanceShards(merchantId, Math.max(shardsHint, target + 1));
  if (read === undefined) throw new Error(`Merchant ${merchantId} has no balance item`);
  const plan = consolidationPlan(
    read.shards.map((shard) => shard.available),
    target,
    need,
  );
  if (plan.kind === 'short') return 'short';
  if (plan.kind === 'covered') return 'covered';
  const written = await transactWrite(consolidationItems(merchantId, target, plan.sources));
  if (written.ok) {
    logger.info('balance shards consolidated', {
      merchantId,
      target,
      amount: plan.amount,
      sources: plan.sources.map((source) => source.shard),
    });
    return 'moved';
  }
  // A lost answer may have committed: the next read tells (the target then covers the debit).
  return 'changed';
}
