import { GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../../store/aws';
import { dueKey, queryDuePage, type DueCursor, type DuePage } from '../../store/due';
import { isConditionFailure, recordOf } from '../../store/item';
import { DUE, keys, SETTLEMENT_ACCOUNT_SK_PREFIX } from '../../store/keys';
import { transactWrite, type TxItem } from '../../store/transact';
import { SETTLEMENT_ACCOUNTS_MAX } from './limits';

/**
 * The records of the merchant's own money (docs/ARCHITECTURE.md, section 5, "Withdrawals"): its
 * settlement accounts with their count, and its auto-withdraw settings on the due index. All in the
 * merchant's `OWNMONEY#` partition.
 */

export interface SettlementAccountRecord {
  id: string;
  merchant_id: string;
  bank_code: string;
  bank_name: string;
  account_number: string;
  /** The holder's name as the gateway's inquiry gave it when the account was added. */
  account_name: string;
  created_at_ms: number;
  /** When withdrawals to it are allowed: SETTLEMENT_ACCOUNT_WAIT_HOURS after it was added. */
  usable_at_ms: number;
  /** The dashboard user who added it. */
  created_by: string;
}

export interface AutoWithdrawRecord {
  merchant_id: string;
  enabled: boolean;
  schedule: 'daily' | 'weekly';
  /** ISO weekdays (1 Monday .. 7 Sunday), for a weekly schedule. */
  weekdays?: number[];
  /** HH:MM, Jakarta time. */
  time: string;
  reserve_amount: number;
  min_amount: number;
  settlement_account_id: string;
  /** The API client whose callback URL gets the withdrawals' webhooks (as a dashboard payout's). */
  webhook_client_id: string;
  updated_at_ms: number;
  updated_by: string;
  /** When the scheduler runs it next (absent when disabled). */
  next_run_at_ms?: number;
}

/**
 * A new account, the count's step (at most SETTLEMENT_ACCOUNTS_MAX, so parallel adds cannot pass
 * it) and its audit entry, in one transaction.
 */
export async function putSettlementAccount(
  record: SettlementAccountRecord,
  audit: TxItem,
): Promise<'created' | 'limit_reached'> {
  const outcome = await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.settlementAccount(record.merchant_id, record.id), entity: 'settlement_account', ...record },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.settlementAccountCount(record.merchant_id),
        UpdateExpression: 'SET entity = :entity ADD #count :one',
        ConditionExpression: 'attribute_not_exists(#count) OR #count < :max',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: {
          ':entity': 'settlement_account_count',
          ':one': 1,
          ':max': SETTLEMENT_ACCOUNTS_MAX,
        },
      },
    },
    audit,
  ]);
  if (outcome.ok) return 'created';
  if (outcome.kind === 'condition' && outcome.failedIndexes.includes(1)) return 'limit_reached';
  throw new Error('Adding a settlement account conflicted; retry');
}

/** The account, its count's step back and the audit entry, in one transaction; false when it was already gone. */
export async function deleteSettlementAccount(merchantId: string, accountId: string, audit: TxItem): Promise<boolean> {
  const outcome = await transactWrite([
    {
      Delete: {
        TableName: tableName(),
        Key: keys.settlementAccount(merchantId, accountId),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.settlementAccountCount(merchantId),
        UpdateExpression: 'ADD #count :minusOne',
        ConditionExpression: '#count > :zero',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':minusOne': -1, ':zero': 0 },
      },
    },
    audit,
  ]);
  if (outcome.ok) return true;
  if (outcome.kind === 'condition' && outcome.failedIndexes.includes(0)) return false;
  throw new Error(`Settlement account ${accountId} could not be removed now; retry`);
}

export async function getSettlementAccount(
  merchantId: string,
  accountId: string,
): Promise<SettlementAccountRecord | undefined> {
  const result = await ddb().send(
    new GetCommand({
      TableName: tableName(),
      Key: keys.settlementAccount(merchantId, accountId),
      ConsistentRead: true,
    }),
  );
  return result.Item?.entity === 'settlement_account' ? recordOf<SettlementAccountRecord>(result.Item) : undefined;
}

/** Every settlement account of the merchant (at most 3), oldest first. */
export async function listSettlementAccounts(merchantId: string): Promise<SettlementAccountRecord[]> {
  const result = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :account)',
      ExpressionAttributeValues: {
        ':pk': keys.settlementAccountCount(merchantId).pk,
        ':account': SETTLEMENT_ACCOUNT_SK_PREFIX,
      },
      ConsistentRead: true,
    }),
  );
  return (result.Items ?? [])
    .map((item) => recordOf<SettlementAccountRecord>(item))
    .sort((a, b) => a.created_at_ms - b.created_at_ms);
}

export async function getAutoWithdraw(merchantId: string): Promise<AutoWithdrawRecord | undefined> {
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.autoWithdraw(merchantId), ConsistentRead: true }),
  );
  return result.Item?.entity === 'auto_withdraw' ? recordOf<AutoWithdrawRecord>(result.Item) : undefined;
}

/** The settings, on the due index by their next run when enabled (off it when not), with the change's audit entry. */
export async function putAutoWithdraw(record: AutoWithdrawRecord, audit: TxItem): Promise<void> {
  const due =
    record.enabled && record.next_run_at_ms !== undefined
      ? { gsi2pk: dueKey('autoWithdraw', record.merchant_id), gsi2sk: record.next_run_at_ms }
      : {};
  const outcome = await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: { ...keys.autoWithdraw(record.merchant_id), entity: 'auto_withdraw', ...record, ...due },
      },
    },
    audit,
  ]);
  if (!outcome.ok) throw new Error('Saving the auto-withdraw settings conflicted; retry');
}

/** One page of the auto-withdraw settings whose run is due. */
export async function listDueAutoWithdraws(
  nowMs: number,
  limit: number,
  after?: DueCursor,
): Promise<DuePage<AutoWithdrawRecord>> {
  const page = await queryDuePage('autoWithdraw', nowMs, limit, after);
  const items = page.items
    .filter((item) => item.entity === 'auto_withdraw')
    .map((item) => recordOf<AutoWithdrawRecord>(item));
  return { items, ...(page.next ? { next: page.next } : {}) };
}

/**
 * Moves the settings' next run from the one a run read to the next one; false when another run (or
 * a PUT) moved it first. Bookkeeping only: the day's withdrawal itself is kept single by its reff.
 */
export async function advanceAutoWithdraw(merchantId: string, fromMs: number, toMs: number): Promise<boolean> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.autoWithdraw(merchantId),
        UpdateExpression: 'SET gsi2sk = :to, next_run_at_ms = :to',
        ConditionExpression: 'gsi2sk = :from AND begins_with(gsi2pk, :due)',
        ExpressionAttributeValues: { ':to': toMs, ':from': fromMs, ':due': DUE.autoWithdraw },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}
