import { GetCommand, TransactGetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './aws';
import { knownBalanceShardsOf } from './balance-shards-known';
import { ContendedError } from './contended';
import { keys } from './keys';
import { retryAllowed } from './retry';
import type { TxItem } from './transact';

/**
 * The balance shards of a merchant (shared/domain/balance-shards.ts) in the table. Shard 0 is the
 * original balance item `MERCHANT#<id>`/`BALANCE`; shard k > 0 is `BALANCE#<id>#<k>`. Shard 0 also
 * carries `shards_max` (the merchant's `balance_shards_max`, written in the same transaction as the
 * merchant record, only once it is above 1), so a read of the shards tells by itself which shards
 * exist: a merchant that never had more than one shard reads one item, as before shards existed.
 */
export interface BalanceRecord {
  available: number;
  held: number;
  pending_settlement: number;
}

/** All shards of one merchant, read together (one consistent snapshot). */
export interface BalanceShardsRead {
  /** The merchant's balance_shards_max, as shard 0 records it. */
  max: number;
  /** Shards 0..max-1. */
  shards: BalanceRecord[];
}

/**
 * The balance item of shard k: shard 0 is the merchant's original item (`MERCHANT#<id>`/`BALANCE`),
 * so a merchant with one shard keeps its key; shard k > 0 is `BALANCE#<id>#<k>`.
 */
export const balanceKey = (merchantId: string, shard: number) =>
  shard === 0 ? keys.balance(merchantId) : keys.balanceShard(merchantId, shard);

const recordOf = (item: Record<string, unknown>): BalanceRecord => ({
  available: Number(item.available),
  held: Number(item.held),
  pending_settlement: Number(item.pending_settlement),
});

const shardsMaxOf = (shard0: Record<string, unknown>): number => Number(shard0.shards_max ?? 1);

/** The zero balance item of shard k (created with the merchant, or when its N is raised). */
export function newBalanceShardItem(merchantId: string, shard: number, shardsMax: number): Record<string, unknown> {
  return {
    ...balanceKey(merchantId, shard),
    entity: 'balance',
    merchant_id: merchantId,
    ...(shard > 0 ? { shard } : {}),
    ...(shard === 0 && shardsMax > 1 ? { shards_max: shardsMax } : {}),
    available: 0,
    held: 0,
    pending_settlement: 0,
  };
}

/**
 * Reads shards 0..max-1 of a merchant, strongly consistent. One shard (a merchant that never had
 * more): one GetItem of shard 0, as before shards existed. More: one TransactGetItems of all of
 * them (a consistent snapshot), starting from the shards this process knows of; when shard 0 tells
 * of more, they are read again. Undefined when the merchant has no balance item.
 */
export async function readBalanceShards(merchantId: string, shardsHint = 1): Promise<BalanceShardsRead | undefined> {
  let wanted = Math.max(shardsHint, knownBalanceShardsOf(merchantId)?.max ?? 1);
  if (wanted === 1) {
    const result = await ddb().send(
      new GetCommand({ TableName: tableName(), Key: balanceKey(merchantId, 0), ConsistentRead: true }),
    );
    if (result.Item === undefined) return undefined;
    const max = shardsMaxOf(result.Item);
    if (max === 1) return { max, shards: [recordOf(result.Item)] };
    wanted = max;
  }
  for (let attempt = 0; ; attempt += 1) {
    const snapshot = await transactGetShards(merchantId, wanted);
    if (snapshot === 'conflict') {
      if (!(await retryAllowed(attempt, undefined, 'contention')))
        throw new ContendedError(`Balance shards of ${merchantId} kept changing under the read`);
      continue;
    }
    const shard0 = snapshot[0];
    if (shard0 === undefined) return undefined;
    const max = shardsMaxOf(shard0);
    if (max > wanted) {
      wanted = max;
      continue;
    }
    const shards = snapshot.slice(0, max).map((item, shard) => {
      if (item === undefined) throw new Error(`Balance shard ${shard} of merchant ${merchantId} is missing`);
      return recordOf(item);
    });
    return { max, shards };
  }
}

async function transactGetShards(
  merchantId: string,
  count: number,
): Promise<Array<Record<string, unknown> | undefined> | 'conflict'> {
  const table = tableName();
  try {
    const result = await ddb().send(
      new TransactGetCommand({
        TransactItems: Array.from({ length: count }, (_, shard) => ({
          Get: { TableName: table, Key: balanceKey(merchantId, shard) },
        })),
      }),
    );
    return (result.Responses ?? []).map((response) => response.Item);
  } catch (error) {
    const name = (error as { name?: string }).name;
    // A transactional read cancelled by a write in flight on one of its items, or throttled.
    if (
      name === 'TransactionCanceledException' ||
      name === 'TransactionConflictException' ||
      name === 'ProvisionedThroughputExceededException' ||
      name === 'ThrottlingException' ||
      name === 'RequestLimitExceeded'
    )
      return 'conflict';
    throw error;
  }
}

export const sumOfShards = (shards: readonly BalanceRecord[]): BalanceRecord =>
  shards.reduce(
    (sum, shard) => ({
      available: sum.available + shard.available,
      held: sum.held + shard.held,
      pending_settlement: sum.pending_settlement + shard.pending_settlement,
    }),
    { available: 0, held: 0, pending_settlement: 0 },
  );

/** The merchant's balance: the sum of its shards 0..max-1 (one GetItem for a merchant with one). */
export async function getBalance(merchantId: string): Promise<BalanceRecord | undefined> {
  const read = await readBalanceShards(merchantId);
  return read === undefined ? undefined : sumOfShards(read.shards);
}

/**
 * The items of one consolidation: `available` moved from each source shard (conditioned on it
 * still holding the amount) into the target shard. No account changes, so no posting: the sum of
 * the shards, which the ledger equals, stays the same.
 */
export function consolidationItems(
  merchantId: string,
  target: number,
  sources: ReadonlyArray<{ shard: number; amount: number }>,
): TxItem[] {
  const table = tableName();
  const total = sources.reduce((sum, source) => sum + source.amount, 0);
  return [
    ...sources.map((source): TxItem => ({
      Update: {
        TableName: table,
        Key: balanceKey(merchantId, source.shard),
        UpdateExpression: 'ADD available :minus',
        ConditionExpression: 'attribute_exists(pk) AND available >= :amount',
        ExpressionAttributeValues: { ':minus': -source.amount, ':amount': source.amount },
      },
    })),
    {
      Update: {
        TableName: table,
        Key: balanceKey(merchantId, target),
        UpdateExpression: 'ADD available :plus',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':plus': total },
      },
    },
  ];
}

/**
 * The items of a consolidation over several targets (shared/domain/balance-shards.ts,
 * spreadConsolidationPlan): each source gives `-delta` of its available, conditioned on still
 * holding it; each target takes `delta`. No account changes, so no posting.
 */
export function rebalanceItems(merchantId: string, changes: ReadonlyArray<{ shard: number; delta: number }>): TxItem[] {
  const table = tableName();
  return changes.map((change): TxItem => ({
    Update: {
      TableName: table,
      Key: balanceKey(merchantId, change.shard),
      UpdateExpression: 'ADD available :delta',
      ConditionExpression: change.delta < 0 ? 'attribute_exists(pk) AND available >= :amount' : 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':delta': change.delta, ...(change.delta < 0 ? { ':amount': -change.delta } : {}) },
    },
  }));
}
