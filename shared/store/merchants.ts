import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { balanceShardsOf, ONE_SHARD, type BalanceShards } from '../domain/balance-shards';
import type { ChannelSettings } from '../channels/registry';
import type { FeeChannel, FeeRule } from '../domain/fees';
import { ddb, tableName } from './aws';
import { knownBalanceShardsOf, rememberBalanceShards } from './balance-shards-known';
import { balanceKey, newBalanceShardItem } from './balances';
import { isConditionFailure } from './item';
import { keys, txCounterKey } from './keys';
import { queryAll } from './query';
import { retryAllowed } from './retry';
import { ContendedError, transactWrite, type TxItem } from './transact';
import { updateDataFields } from './update-data';

export { getBalance, type BalanceRecord } from './balances';

/**
 * `unverified` until the merchant's owner submits KYC (`submitted`), then an operator's decision:
 * `verified` or `rejected` (with `kyc_rejection_reason`). Only `verified` may use the API.
 */
export type KycStatus = 'verified' | 'unverified' | 'submitted' | 'rejected';

/** A merchant; the channel settings an operator set (CHANNEL_SETTINGS of the registry) sit beside its own fields. */
export interface MerchantRecord extends ChannelSettings {
  id: string;
  name: string;
  kyc_status: KycStatus;
  /** Why an operator rejected the merchant's KYC, shown to its users. */
  kyc_rejection_reason?: string | null;
  /**
   * Where a PIN hash was kept before PIN items (keys.pin): read only by a confirm, and only when the
   * PIN item has no hash. A right PIN (or an operator setting the PIN) moves it to the PIN item
   * and removes it here. Nothing writes it any more.
   */
  pin_hash?: string;
  fees?: Partial<Record<FeeChannel, FeeRule>>;
  /**
   * Sequence counter shards (1..TX_COUNTER_SHARDS_MAX), fixed when the merchant is created; absent
   * is 1, the merchant's one counter `MERCHANT#<id>`/`TXSEQ` (see shared/domain/tx-seq.ts).
   */
  tx_counter_shards?: number;
  /**
   * Balance shards N (1..BALANCE_SHARDS_MAX); absent is 1, the merchant's one balance item. New
   * moves use shards 0..N-1 (shared/domain/balance-shards.ts); an operator may raise or lower it.
   */
  balance_shards?: number;
  /** The highest N the merchant ever had, never lowered: shards 0..max-1 exist. Absent is 1. */
  balance_shards_max?: number;
  created_at_ms: number;
}

export const counterShardsOf = (merchant: Pick<MerchantRecord, 'tx_counter_shards'>): number =>
  merchant.tx_counter_shards ?? 1;

/**
 * merchant id -> its counter shards, learned from merchant records this process has read. The
 * number never changes after the merchant is created (no write sets it), so the pair cannot go
 * stale; it lets a request fetch the right counters in its first read.
 */
const knownCounterShards = new Map<string, number>();
const KNOWN_COUNTER_SHARDS_MAX = 10_000;

export function rememberCounterShards(merchant: MerchantRecord): void {
  if (knownCounterShards.has(merchant.id)) return;
  if (knownCounterShards.size >= KNOWN_COUNTER_SHARDS_MAX)
    knownCounterShards.delete(knownCounterShards.keys().next().value!);
  knownCounterShards.set(merchant.id, counterShardsOf(merchant));
}

/** The merchant's counter shards when this process has read its record; undefined otherwise. */
export const knownCounterShardsOf = (merchantId: string): number | undefined => knownCounterShards.get(merchantId);

export async function getMerchant(merchantId: string): Promise<MerchantRecord | undefined> {
  const result = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.merchant(merchantId) }));
  const merchant = result.Item?.entity === 'merchant' ? (result.Item.data as MerchantRecord) : undefined;
  if (merchant) {
    rememberCounterShards(merchant);
    rememberBalanceShards(merchant);
  }
  return merchant;
}

/**
 * The merchant's balance shards for choosing the shard of a new move: as this process learned them
 * from a record read within BALANCE_SHARDS_CACHE_SECONDS, else from its record (one GetItem).
 */
export async function balanceShardsOfMerchant(merchantId: string): Promise<BalanceShards> {
  const known = knownBalanceShardsOf(merchantId);
  if (known !== undefined) return known;
  const merchant = await getMerchant(merchantId);
  return merchant === undefined ? ONE_SHARD : balanceShardsOf(merchant);
}

/**
 * Profile, zero balance shards, transaction counters, registry entry and `alongside` (the PIN item
 * when the merchant has a PIN, a dashboard owner's membership) are created together or not at all.
 */
export async function createMerchant(
  merchant: MerchantRecord,
  alongside: readonly TxItem[] = [],
): Promise<'created' | 'exists'> {
  const table = tableName();
  const shards = counterShardsOf(merchant);
  const balance = balanceShardsOf(merchant);
  const balanceShards = Array.from({ length: balance.max }, (_, shard) => ({
    Put: {
      TableName: table,
      Item: newBalanceShardItem(merchant.id, shard, balance.max),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }));
  const counters = Array.from({ length: shards }, (_, shard) => ({
    Put: {
      TableName: table,
      Item: { ...txCounterKey(merchant.id, shard, shards), entity: 'counter', seq: 0 },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  }));
  const outcome = await transactWrite([
    {
      Put: {
        TableName: table,
        Item: { ...keys.merchant(merchant.id), entity: 'merchant', data: merchant },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...balanceShards,
    ...counters,
    { Put: { TableName: table, Item: { ...keys.merchantIndex(merchant.id), entity: 'merchant_index' } } },
    ...alongside,
  ]);
  if (outcome.ok) return 'created';
  if (outcome.kind === 'condition') return 'exists';
  throw new Error('Merchant creation conflicted; retry');
}

export async function updateMerchant(
  merchantId: string,
  changes: Partial<Omit<MerchantRecord, 'id' | 'created_at_ms'>>,
): Promise<MerchantRecord | undefined> {
  if (Object.values(changes).every((value) => value === undefined)) return getMerchant(merchantId);
  return updateDataFields<MerchantRecord>(keys.merchant(merchantId), changes);
}

export type MerchantChanges = Partial<
  Omit<MerchantRecord, 'id' | 'created_at_ms' | 'balance_shards' | 'balance_shards_max' | 'tx_counter_shards'>
>;

/** The update of the merchant record: N, the new max and the other changes, conditioned on the max it read. */
function balanceShardsUpdate(
  merchant: MerchantRecord,
  shards: number,
  newMax: number,
  changes: MerchantChanges,
): TxItem {
  const names: Record<string, string> = { '#data': 'data', '#n': 'balance_shards', '#max': 'balance_shards_max' };
  const values: Record<string, unknown> = { ':n': shards, ':newMax': newMax };
  const sets = ['#data.#n = :n', '#data.#max = :newMax'];
  Object.entries(changes)
    .filter(([, value]) => value !== undefined)
    .forEach(([field, value], index) => {
      names[`#f${index}`] = field;
      values[`:v${index}`] = value;
      sets.push(`#data.#f${index} = :v${index}`);
    });
  let condition = 'attribute_exists(pk) AND attribute_not_exists(#data.#max)';
  if (merchant.balance_shards_max !== undefined) {
    condition = 'attribute_exists(pk) AND #data.#max = :oldMax';
    values[':oldMax'] = merchant.balance_shards_max;
  }
  return {
    Update: {
      TableName: tableName(),
      Key: keys.merchant(merchant.id),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: condition,
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: values,
    },
  };
}

/** Raising the max from `max` to `newMax`: shard 0 records it, and the zero shards max..newMax-1 are created. */
function newShardItems(merchantId: string, max: number, newMax: number): TxItem[] {
  if (newMax <= max) return [];
  const table = tableName();
  const items: TxItem[] = [
    {
      Update: {
        TableName: table,
        Key: balanceKey(merchantId, 0),
        UpdateExpression: 'SET shards_max = :newMax',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':newMax': newMax },
      },
    },
  ];
  for (let shard = max; shard < newMax; shard += 1)
    items.push({
      Put: {
        TableName: table,
        Item: newBalanceShardItem(merchantId, shard, newMax),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
  return items;
}

/**
 * Sets the merchant's balance shards N, with any other changes, in ONE TransactWriteItems. Raising
 * N above the merchant's max creates the new zero shards max..N-1 and records the new max (on the
 * merchant and on shard 0) in that same write, conditioned on the max it read: a concurrent change
 * of N makes this write fail and read again, so no shard can be lost. Lowering N changes only the
 * merchant: the shards above stay (reads, the audit and consolidation still cover them).
 */
export async function setBalanceShards(
  merchantId: string,
  shards: number,
  changes: MerchantChanges = {},
): Promise<MerchantRecord | undefined> {
  for (let attempt = 0; ; attempt += 1) {
    const merchant = await getMerchant(merchantId);
    if (merchant === undefined) return undefined;
    const { max } = balanceShardsOf(merchant);
    const newMax = Math.max(max, shards);
    const written = await transactWrite([
      balanceShardsUpdate(merchant, shards, newMax, changes),
      ...newShardItems(merchantId, max, newMax),
    ]);
    if (written.ok) {
      const updated: MerchantRecord = {
        ...merchant,
        ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
        balance_shards: shards,
        balance_shards_max: newMax,
      };
      rememberBalanceShards(updated);
      return updated;
    }
    if (written.kind === 'condition' && !written.failedIndexes.includes(0))
      throw new Error(`Balance shards of ${merchantId}: a shard item was not as its max says`);
    // The merchant changed since it was read (another change of N), or contention: read again.
    if (!(await retryAllowed(attempt)))
      throw new ContendedError(`Balance shards of ${merchantId} kept changing; retry`);
  }
}

/**
 * Removes a hash left on the merchant record from before PIN items, once the PIN item holds one;
 * only while it is still the hash that was moved (nothing else writes it).
 */
export async function dropLegacyPinHash(merchantId: string, legacyHash: string): Promise<void> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.merchant(merchantId),
        UpdateExpression: 'REMOVE #data.pin_hash',
        ConditionExpression: '#data.pin_hash = :legacy',
        ExpressionAttributeNames: { '#data': 'data' },
        ExpressionAttributeValues: { ':legacy': legacyHash },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

export async function listMerchantIds(): Promise<string[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.merchantIndex('').pk },
  });
  return items.map((item) => String(item.sk));
}

/**
 * An operator's decision: the merchant's KYC status and rejection reason (null on approval), with
 * `alongside` (the audit entry) in the same transaction. `not_found` when there is no such merchant.
 */
export async function decideKyc(
  merchantId: string,
  status: Extract<KycStatus, 'verified' | 'rejected'>,
  reason: string | null,
  alongside: readonly TxItem[],
): Promise<'decided' | 'not_found'> {
  const outcome = await transactWrite([
    {
      Update: {
        TableName: tableName(),
        Key: keys.merchant(merchantId),
        UpdateExpression: 'SET #data.#kyc = :status, #data.#reason = :reason',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#data': 'data', '#kyc': 'kyc_status', '#reason': 'kyc_rejection_reason' },
        ExpressionAttributeValues: { ':status': status, ':reason': reason },
      },
    },
    ...alongside,
  ]);
  if (outcome.ok) return 'decided';
  if (outcome.kind === 'condition') return 'not_found';
  throw new Error('KYC decision conflicted; retry');
}
