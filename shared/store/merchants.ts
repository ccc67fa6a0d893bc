import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { FeeChannel, FeeRule } from '../domain/fees';
import { ddb, tableName } from './aws';
import { isConditionFailure } from './item';
import { keys, txCounterKey } from './keys';
import { queryAll } from './query';
import { transactWrite, type TxItem } from './transact';
import { updateDataFields } from './update-data';

export type KycStatus = 'verified' | 'unverified';

export interface MerchantRecord {
  id: string;
  name: string;
  kyc_status: KycStatus;
  /** Why an operator rejected the merchant's KYC, shown to its users. */
  kyc_rejection_reason?: string;
  /**
   * Where a PIN hash was kept before PIN items (keys.pin): read only by a confirm, and only when the
   * PIN item has no hash. A right PIN (or an operator setting the PIN) moves it to the PIN item
   * and removes it here. Nothing writes it any more.
   */
  pin_hash?: string;
  fees?: Partial<Record<FeeChannel, FeeRule>>;
  /** What the merchant's digital products cost above the provider price; absent: DIGITAL_MARKUP_DEFAULT_IDR. */
  digital_markup_idr?: number;
  /**
   * Sequence counter shards (1..TX_COUNTER_SHARDS_MAX), fixed when the merchant is created; absent
   * is 1, the merchant's one counter `MERCHANT#<id>`/`TXSEQ` (see shared/domain/tx-seq.ts).
   */
  tx_counter_shards?: number;
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

export interface BalanceRecord {
  available: number;
  held: number;
  pending_settlement: number;
}

export async function getMerchant(merchantId: string): Promise<MerchantRecord | undefined> {
  const result = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.merchant(merchantId) }));
  const merchant = result.Item?.entity === 'merchant' ? (result.Item.data as MerchantRecord) : undefined;
  if (merchant) rememberCounterShards(merchant);
  return merchant;
}

/**
 * Profile, zero balance, transaction counters, registry entry and `alongside` (the PIN item, when
 * the merchant has a PIN) are created together or not at all.
 */
export async function createMerchant(
  merchant: MerchantRecord,
  alongside: readonly TxItem[] = [],
): Promise<'created' | 'exists'> {
  const table = tableName();
  const shards = counterShardsOf(merchant);
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
    {
      Put: {
        TableName: table,
        Item: {
          ...keys.balance(merchant.id),
          entity: 'balance',
          merchant_id: merchant.id,
          available: 0,
          held: 0,
          pending_settlement: 0,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
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

export async function getBalance(merchantId: string): Promise<BalanceRecord | undefined> {
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.balance(merchantId), ConsistentRead: true }),
  );
  if (result.Item === undefined) return undefined;
  const { available, held, pending_settlement } = result.Item as BalanceRecord;
  return { available, held, pending_settlement };
}

export async function listMerchantIds(): Promise<string[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.merchantIndex('').pk },
  });
  return items.map((item) => String(item.sk));
}
