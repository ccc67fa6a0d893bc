import { BatchGetCommand, GetCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Fees } from '../domain/fees';
import type { PayoutStage, TransactionStatus, TransactionType } from '../domain/transaction-state';
import { ddb, tableName } from './aws';
import { dueKey, queryDuePage, type DueCursor, type DuePage } from './due';
import { shardIndexOf, totalOf } from '../domain/tx-seq';
import {
  DUE,
  type DueKind,
  keys,
  merchantTransactionsShardPartition,
  REFUND_EVENT_SK_PREFIX,
  txCounterKey,
} from './keys';
import { counterShardsOf, getMerchant, knownCounterShardsOf } from './merchants';
import { retryAllowed } from './retry';
import { isConditionFailure, recordOf } from './item';
import { queryAll } from './query';
import type { TxItem } from './transact';
import { INDEXES } from './table';

export interface TransactionRecord {
  partner_reff: string;
  id: number;
  merchant_id: string;
  client_id: string;
  type: TransactionType;
  status: TransactionStatus;
  /** Payouts only: where a `pending` payout stands (waiting for the PIN confirm, or holding the money). */
  stage?: PayoutStage;
  amount: number;
  fees: Fees;
  seq: number;
  event_count: number;
  created_at_ms: number;
  updated_at_ms: number;
  expires_at_ms?: number;
  paid_at_ms?: number;
  failed_at_ms?: number;
  settled_at_ms?: number;
  /** Payouts: when the PIN confirm held the money, why the gateway refused it, how often reconciliation asked. */
  confirmed_at_ms?: number;
  failure_reason?: string;
  reconcile_attempts?: number;
  /** Payouts the bank sent back after they were paid: when the return was applied, and its gateway reference. */
  returned_at_ms?: number;
  return_reference?: string;
  /** Digital orders: how often the provider was asked without a final answer; the balance right after the debit. */
  order_checks?: number;
  saldo_owner?: number;
  customer?: { name?: string; email?: string; phone?: string };
  description?: string;
  /** Payouts a dashboard user asked for: the user's Cognito sub (no API client asked: client_id ''). */
  initiated_by_user?: string;
  qris?: { qris_id: string; qr_string: string; qr_image_url: string };
  gateway_reference?: string;
  /** Channel-specific fields (bank, VA number, payout destination, ...). */
  details?: Record<string, string | number | null>;
  /**
   * The merchant's balance shard this transaction's money moves on, chosen at its first money move
   * (shared/engine/shard.ts); absent when that is shard 0, so records of one-shard merchants are as before.
   */
  balance_shard?: number;
  /**
   * The merchant's balance shards N when the transaction was created without moving money (absent:
   * 1), known from the merchant record the create's request read. Its first money move uses it when
   * the process has no fresher N (a callback worker), so picking the shard costs no read of the
   * merchant. A stale N is safe: every shard below any N ever set exists.
   */
  merchant_balance_shards?: number;
  /**
   * Inbound payments: the sum of their refunds that did not fail, and those refunds' ids in the order
   * they were asked for (shared/channels/refunds/). Absent until the first refund: 0 and none.
   */
  refunded_amount?: number;
  refund_ids?: string[];
  /** A row of a payout batch (shared/channels/batches/): its batch, and the part and row it was paid out from. */
  batch_id?: string;
  batch_part?: number;
  batch_index?: number;
  /** A payment a customer made from a payment link (shared/channels/payment-links/): the link. */
  payment_link_id?: string;
}

export interface StatusEventRecord {
  event_type: string;
  from: TransactionStatus | null;
  to: TransactionStatus;
  source: 'api' | 'gateway_callback' | 'scheduler' | 'reconciliation' | 'admin' | 'provider';
  description: string | null;
  at_ms: number;
}

const toRecord = (item: Record<string, unknown>): TransactionRecord => recordOf<TransactionRecord>(item);

/** The merchant's counter shards: as this process learned them, else from its record (one more read). */
export async function counterShardsOfMerchant(merchantId: string): Promise<number> {
  const known = knownCounterShardsOf(merchantId);
  if (known !== undefined) return known;
  const merchant = await getMerchant(merchantId);
  return merchant === undefined ? 1 : counterShardsOf(merchant);
}

/** The merchant's K counters, strongly consistent, in one call (a GetItem for one, else a BatchGetItem). */
export async function readTransactionCounters(merchantId: string): Promise<number[]> {
  const shards = await counterShardsOfMerchant(merchantId);
  if (shards === 1) {
    const result = await ddb().send(
      new GetCommand({ TableName: tableName(), Key: keys.txCounter(merchantId), ConsistentRead: true }),
    );
    return [Number(result.Item?.seq ?? 0)];
  }
  const wanted = Array.from({ length: shards }, (_, shard) => keys.txCounterShard(merchantId, shard));
  const found = new Map<string, number>();
  let pending: Record<string, unknown>[] = wanted;
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt > 0 && !(await retryAllowed(attempt - 1)))
      throw new Error(`BatchGetItem left ${pending.length} counters unprocessed ${attempt} times`);
    const table = tableName();
    const result = await ddb().send(
      new BatchGetCommand({ RequestItems: { [table]: { Keys: pending, ConsistentRead: true } } }),
    );
    for (const item of result.Responses?.[table] ?? []) found.set(String(item.pk), Number(item.seq ?? 0));
    pending = result.UnprocessedKeys?.[table]?.Keys ?? [];
  }
  return wanted.map((key) => found.get(key.pk) ?? 0);
}

/** The merchant's transaction count: the sum of its counters. */
export async function readTransactionCounter(merchantId: string): Promise<number> {
  return totalOf(await readTransactionCounters(merchantId));
}

export interface NewTransaction {
  record: TransactionRecord;
  createdEvent: StatusEventRecord;
  due?: { kind: DueKind; atMs: number };
  /** The merchant's counter shards (K); absent is 1. Set by the create engine, not by the builders. */
  counterShards?: number;
}

/**
 * The items that create a transaction. The counter of the shard that numbered it moves from
 * index - 1 to index in the same transaction, so each shard's numbers have no gaps and page N of
 * the list is a key range per shard (shared/domain/tx-seq.ts).
 */
export function createTransactionItems({ record, createdEvent, due, counterShards = 1 }: NewTransaction): TxItem[] {
  const table = tableName();
  const { shard, index } = shardIndexOf(record.seq, counterShards);
  return [
    {
      Update: {
        TableName: table,
        Key: txCounterKey(record.merchant_id, shard, counterShards),
        UpdateExpression: 'SET seq = :seq',
        ConditionExpression: 'seq = :previous',
        // A lost race answers with the counter as it is, so the next attempt needs no read.
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        ExpressionAttributeValues: { ':seq': index, ':previous': index - 1 },
      },
    },
    {
      Put: {
        TableName: table,
        Item: {
          ...keys.transaction(record.partner_reff),
          entity: 'transaction',
          ...record,
          gsi1pk: merchantTransactionsShardPartition(record.merchant_id, shard),
          gsi1sk: record.seq,
          ...(due ? { gsi2pk: dueKey(due.kind, record.partner_reff), gsi2sk: due.atMs } : {}),
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    eventPutItem(record.partner_reff, 1, createdEvent),
  ];
}

function eventPutItem(partnerReff: string, sequence: number, event: StatusEventRecord): TxItem {
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.transactionEvent(partnerReff, sequence), entity: 'event', ...event },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

export interface StatusChange {
  event: StatusEventRecord & { from: TransactionStatus };
  /** Extra fields set on the transaction (paid_at_ms, gateway_reference, ...). */
  set?: Partial<TransactionRecord>;
  /** Where the transaction sits on the due index afterwards; null removes it. */
  due: { kind: DueKind; atMs: number } | null;
}

/**
 * A status change: conditioned on the status the caller read (and the event count, so two changes
 * can never write the same event number). A duplicate or lost race fails the condition.
 */
export function statusChangeItems(tx: TransactionRecord, change: StatusChange): TxItem[] {
  const nextEvent = tx.event_count + 1;
  const names: Record<string, string> = { '#status': 'status' };
  const values: Record<string, unknown> = {
    ':to': change.event.to,
    ':from': change.event.from,
    ':eventCount': nextEvent,
    ':previousCount': tx.event_count,
    ':now': change.event.at_ms,
  };
  const sets = ['#status = :to', 'event_count = :eventCount', 'updated_at_ms = :now'];
  Object.entries(change.set ?? {}).forEach(([field, value], index) => {
    names[`#s${index}`] = field;
    values[`:s${index}`] = value;
    sets.push(`#s${index} = :s${index}`);
  });
  let dueClause = ' REMOVE gsi2pk, gsi2sk';
  if (change.due !== null) {
    values[':duePk'] = dueKey(change.due.kind, tx.partner_reff);
    values[':dueAt'] = change.due.atMs;
    sets.push('gsi2pk = :duePk', 'gsi2sk = :dueAt');
    dueClause = '';
  }
  return [
    {
      Update: {
        TableName: tableName(),
        Key: keys.transaction(tx.partner_reff),
        UpdateExpression: `SET ${sets.join(', ')}${dueClause}`,
        ConditionExpression: '#status = :from AND event_count = :previousCount',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    eventPutItem(tx.partner_reff, nextEvent, change.event),
  ];
}

export async function getTransaction(partnerReff: string): Promise<TransactionRecord | undefined> {
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.transaction(partnerReff), ConsistentRead: true }),
  );
  return result.Item ? toRecord(result.Item) : undefined;
}

/**
 * The transaction's history: its numbered status events in their order, with its refunds' events
 * (keys.transactionRefundEvent, which sort after the numbered ones in the partition) merged in by
 * time, each after the numbered events of its millisecond.
 */
export function mergedHistory(
  numbered: readonly StatusEventRecord[],
  refunds: readonly StatusEventRecord[],
): StatusEventRecord[] {
  const pending = [...refunds].sort((a, b) => a.at_ms - b.at_ms);
  const merged: StatusEventRecord[] = [];
  for (const event of numbered) {
    while (pending.length > 0 && pending[0]!.at_ms < event.at_ms) merged.push(pending.shift()!);
    merged.push(event);
  }
  return [...merged, ...pending];
}

/** The transaction and its status events share a partition: one query reads both. */
export async function getTransactionWithEvents(
  partnerReff: string,
): Promise<{ transaction: TransactionRecord; events: StatusEventRecord[] } | undefined> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': keys.transaction(partnerReff).pk },
  });
  const txItem = items.find((item) => item.sk === 'TX');
  if (txItem === undefined) return undefined;
  const events = items.filter((item) => item.entity === 'event');
  const isRefundEvent = (item: Record<string, unknown>): boolean => String(item.sk).startsWith(REFUND_EVENT_SK_PREFIX);
  return {
    transaction: toRecord(txItem),
    events: mergedHistory(
      events.filter((item) => !isRefundEvent(item)).map(toEvent),
      events.filter(isRefundEvent).map(toEvent),
    ),
  };
}

function toEvent(item: Record<string, unknown>): StatusEventRecord {
  const { event_type, from, to, source, description, at_ms } = item as unknown as StatusEventRecord;
  return { event_type, from: from ?? null, to, source, description: description ?? null, at_ms };
}

/** Newest first, by sequence range on one shard's list partition (shard 0: the merchant's own). */
export async function listTransactionsBySeq(
  merchantId: string,
  lowSeq: number,
  highSeq: number,
  shard = 0,
): Promise<TransactionRecord[]> {
  if (highSeq < lowSeq) return [];
  const result = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEXES.byMerchantSeq.name,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :low AND :high',
      ExpressionAttributeValues: {
        ':pk': merchantTransactionsShardPartition(merchantId, shard),
        ':low': lowSeq,
        ':high': highSeq,
      },
      ScanIndexForward: false,
    }),
  );
  return (result.Items ?? []).map(toRecord);
}

/**
 * One page of the transactions due on the sparse index (expiry, settlement, reconciliation), oldest
 * first, from `after` on; the caller re-checks each with a condition.
 */
export async function listDueTransactions(
  kind: DueKind,
  nowMs: number,
  limit: number,
  after?: DueCursor,
): Promise<DuePage<TransactionRecord>> {
  const page = await queryDuePage(kind, nowMs, limit, after);
  const items = page.items.filter((item) => item.entity === 'transaction').map(toRecord);
  return { items, ...(page.next ? { next: page.next } : {}) };
}

/**
 * Moves a held payout's next reconciliation later; bookkeeping on the due index, no money moves.
 * Conditioned on the payout still holding its money, so a payout finished meanwhile stays off the index.
 */
export async function rescheduleReconciliation(partnerReff: string, atMs: number, attempts: number): Promise<void> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.transaction(partnerReff),
        UpdateExpression: 'SET gsi2sk = :at, reconcile_attempts = :attempts',
        // Its shard or the legacy unsharded key: both start with the kind's partition name.
        ConditionExpression: '#status = :pending AND stage = :held AND begins_with(gsi2pk, :due)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':at': atMs,
          ':attempts': attempts,
          ':pending': 'pending',
          ':held': 'held',
          ':due': DUE.reconcile,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Keeps the available balance read right after an order's debit on the order (`saldo_owner`), so a
 * later read answers what the create answered. Bookkeeping only: it touches no status or money.
 */
export async function recordOrderBalance(partnerReff: string, saldo: number): Promise<void> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.transaction(partnerReff),
        UpdateExpression: 'SET saldo_owner = :saldo',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(saldo_owner)',
        ExpressionAttributeValues: { ':saldo': saldo },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
