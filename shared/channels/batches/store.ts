import { BatchGetCommand, GetCommand, PutCommand, QueryCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Fees } from '../../domain/fees';
import { ddb, tableName } from '../../store/aws';
import { dueKey, queryDuePage, type DueCursor, type DuePage } from '../../store/due';
import { isConditionFailure, recordOf } from '../../store/item';
import { keys, merchantBatchesPartition } from '../../store/keys';
import { queryAll } from '../../store/query';
import { retryAllowed } from '../../store/retry';
import { INDEXES } from '../../store/table';
import type { TxItem } from '../../store/transact';
import type { InquiryPayoutType } from '../registry';

/**
 * A payout batch's records (docs/ARCHITECTURE.md, "Batch payouts"): the batch (`BATCH#<id>`), its
 * rows in up to BATCH_PARTS_MAX parts (`BATCHITEMS#<id>#<part>`, one item per row and one progress
 * item per part), and the merchant's batch counter and references (`MBATCH#<merchant>`).
 */

export type BatchStatus = 'validating' | 'ready' | 'invalid' | 'processing' | 'completed' | 'rejected' | 'expired';
export type BatchItemStatus = 'pending' | 'valid' | 'invalid' | 'paid' | 'failed';

/** Who made or decided a batch: an API client (its id), or a dashboard user (its Cognito sub). */
export interface BatchActor {
  kind: 'client' | 'user';
  id: string;
}

export interface BatchRecord {
  batch_id: string;
  merchant_id: string;
  reference: string;
  description?: string;
  status: BatchStatus;
  item_count: number;
  /** How many parts its rows are kept and worked in (row i in part i mod parts). */
  parts: number;
  valid_count: number;
  invalid_count: number;
  /** Over the valid rows: their amounts, their fees. */
  total_amount: number;
  total_fee: number;
  created_by: BatchActor;
  /** The API client whose callback URL gets the rows' webhooks and batch.completed. */
  webhook_client_id: string;
  /** Its place in the merchant's list (1, 2, ...). */
  seq: number;
  created_at_ms: number;
  updated_at_ms: number;
  approved_by?: BatchActor;
  approved_at_ms?: number;
  /** The rows paid out (valid at approval), and the balance shards N they were spread over. */
  approved_count?: number;
  balance_shards?: number;
  completed_at_ms?: number;
  rejected_by?: BatchActor;
  rejected_at_ms?: number;
  rejection_reason?: string;
  expired_at_ms?: number;
}

/** One row as the merchant sent it (its channel's destination fields), and what became of it. */
export interface BatchItemRecord {
  batch_id: string;
  index: number;
  item_reference: string;
  type: InquiryPayoutType;
  amount: number;
  /** The destination fields of the row's payout type (bank_code and account_number, or product_code and phone_number). */
  destination: Record<string, string>;
  note?: string;
  status: BatchItemStatus;
  account_holder_name?: string;
  fees?: Fees;
  failure_reason?: string;
  partner_reff?: string;
}

/** A part's progress: validated with its sums, handed to the gateway, and its rows' outcomes so far. */
export interface BatchPartRecord {
  validated: boolean;
  valid: number;
  invalid: number;
  amount: number;
  fee: number;
  dispatched: boolean;
  paid: number;
  failed: number;
}

export const partOf = (batch: Pick<BatchRecord, 'parts'>, index: number): number => index % batch.parts;

const table = () => tableName();
const toBatch = (item: Record<string, unknown>): BatchRecord => recordOf<BatchRecord>(item);
const toItem = (item: Record<string, unknown>): BatchItemRecord => recordOf<BatchItemRecord>(item);

/** The batch item with its place on the merchant's list and, while work is due, on the due index. */
function batchItem(batch: BatchRecord, dueAtMs: number | null): Record<string, unknown> {
  return {
    ...keys.batch(batch.batch_id),
    entity: 'batch',
    ...batch,
    gsi1pk: merchantBatchesPartition(batch.merchant_id),
    gsi1sk: batch.seq,
    ...(dueAtMs === null ? {} : { gsi2pk: dueKey('batch', batch.batch_id), gsi2sk: dueAtMs }),
  };
}

/** Writes one row, once (a create that is tried again finds it written). */
export async function putBatchRow(row: BatchItemRecord, part: number): Promise<void> {
  try {
    await ddb().send(
      new PutCommand({
        TableName: table(),
        Item: { ...keys.batchItem(row.batch_id, part, row.index), entity: 'batch_item', ...row },
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * The batch's creation: its record (due for the validation's re-drive), the merchant's counter moved
 * from `previousSeq` (a race lost to another create fails it), and the reference claimed (taken:
 * the merchant has a batch with it).
 */
export function batchCreationItems(batch: BatchRecord, previousSeq: number, dueAtMs: number): TxItem[] {
  const counter = keys.merchantBatchCounter(batch.merchant_id);
  return [
    {
      Update: {
        TableName: table(),
        Key: counter,
        UpdateExpression: 'SET seq = :seq',
        ConditionExpression: previousSeq === 0 ? 'attribute_not_exists(pk)' : 'seq = :previous',
        ExpressionAttributeValues: { ':seq': batch.seq, ...(previousSeq === 0 ? {} : { ':previous': previousSeq }) },
      },
    },
    {
      Put: {
        TableName: table(),
        Item: { ...keys.merchantBatchReference(batch.merchant_id, batch.reference), batch_id: batch.batch_id },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    { Put: { TableName: table(), Item: batchItem(batch, dueAtMs), ConditionExpression: 'attribute_not_exists(pk)' } },
  ];
}

export async function readBatchCounter(merchantId: string): Promise<number> {
  const result = await ddb().send(
    new GetCommand({ TableName: table(), Key: keys.merchantBatchCounter(merchantId), ConsistentRead: true }),
  );
  return Number(result.Item?.seq ?? 0);
}

export async function batchIdOfReference(merchantId: string, reference: string): Promise<string | undefined> {
  const result = await ddb().send(
    new GetCommand({
      TableName: table(),
      Key: keys.merchantBatchReference(merchantId, reference),
      ConsistentRead: true,
    }),
  );
  return result.Item === undefined ? undefined : String(result.Item.batch_id);
}

export async function getBatch(batchId: string): Promise<BatchRecord | undefined> {
  const result = await ddb().send(
    new GetCommand({ TableName: table(), Key: keys.batch(batchId), ConsistentRead: true }),
  );
  return result.Item?.entity === 'batch' ? toBatch(result.Item) : undefined;
}

/** Newest first, the merchant's batches numbered low..high (the list index, eventually consistent). */
export async function listBatchesBySeq(merchantId: string, lowSeq: number, highSeq: number): Promise<BatchRecord[]> {
  if (highSeq < lowSeq) return [];
  const result = await ddb().send(
    new QueryCommand({
      TableName: table(),
      IndexName: INDEXES.byMerchantSeq.name,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :low AND :high',
      ExpressionAttributeValues: { ':pk': merchantBatchesPartition(merchantId), ':low': lowSeq, ':high': highSeq },
      ScanIndexForward: false,
    }),
  );
  return (result.Items ?? []).map(toBatch);
}

/** Every row of one part, in row order, strongly consistent. */
export async function listPartRows(batchId: string, part: number): Promise<BatchItemRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :item)',
    ExpressionAttributeValues: { ':pk': keys.batchItem(batchId, part, 0).pk, ':item': 'ITEM#' },
    ConsistentRead: true,
  });
  return items.map(toItem);
}

/** Every row of the batch, in row order. */
export async function listBatchRows(batch: BatchRecord): Promise<BatchItemRecord[]> {
  const parts = await Promise.all(Array.from({ length: batch.parts }, (_, part) => listPartRows(batch.batch_id, part)));
  return parts.flat().sort((a, b) => a.index - b.index);
}

/** Items by key in one BatchGetItem (at most 100 keys), unprocessed keys read again under the retry policy. */
async function getMany(wanted: Array<{ pk: string; sk: string }>): Promise<Map<string, Record<string, unknown>>> {
  const found = new Map<string, Record<string, unknown>>();
  let pending: Record<string, unknown>[] = wanted;
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt > 0 && !(await retryAllowed(attempt - 1)))
      throw new Error(`BatchGetItem left ${pending.length} batch items unprocessed ${attempt} times`);
    const result = await ddb().send(
      new BatchGetCommand({ RequestItems: { [table()]: { Keys: pending, ConsistentRead: true } } }),
    );
    for (const item of result.Responses?.[table()] ?? []) found.set(`${String(item.pk)}|${String(item.sk)}`, item);
    pending = result.UnprocessedKeys?.[table()]?.Keys ?? [];
  }
  return found;
}

/** Rows `from` to `to - 1` of the batch, in row order (at most 100). */
export async function getBatchRows(batch: BatchRecord, from: number, to: number): Promise<BatchItemRecord[]> {
  const wanted = Array.from({ length: Math.max(0, to - from) }, (_, offset) => {
    const index = from + offset;
    return keys.batchItem(batch.batch_id, partOf(batch, index), index);
  });
  if (wanted.length === 0) return [];
  const found = await getMany(wanted);
  return wanted.flatMap((key) => {
    const item = found.get(`${key.pk}|${key.sk}`);
    return item === undefined ? [] : [toItem(item)];
  });
}

const NO_PROGRESS: BatchPartRecord = {
  validated: false,
  valid: 0,
  invalid: 0,
  amount: 0,
  fee: 0,
  dispatched: false,
  paid: 0,
  failed: 0,
};

/** The progress of every part of the batch, in part order (a part never written has done nothing). */
export async function readBatchParts(batch: BatchRecord): Promise<BatchPartRecord[]> {
  const wanted = Array.from({ length: batch.parts }, (_, part) => keys.batchPart(batch.batch_id, part));
  const found = await getMany(wanted);
  return wanted.map((key) => ({
    ...NO_PROGRESS,
    ...recordOf<Partial<BatchPartRecord>>(found.get(`${key.pk}|PART`) ?? {}),
  }));
}

/** A row's verdict, written once: only a row still `pending` takes it. */
export async function recordRowValidation(
  batchId: string,
  part: number,
  index: number,
  verdict: Pick<BatchItemRecord, 'status' | 'account_holder_name' | 'fees' | 'failure_reason'>,
): Promise<void> {
  const sets = Object.entries(verdict).filter(([name, value]) => name !== 'status' && value !== undefined);
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.batchItem(batchId, part, index),
        UpdateExpression: `SET #status = :status${sets.map(([name]) => `, ${name} = :${name}`).join('')}`,
        ConditionExpression: '#status = :pending',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: {
          ':status': verdict.status,
          ':pending': 'pending',
          ...Object.fromEntries(sets.map(([name, value]) => [`:${name}`, value])),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Sets fields of a part's progress (its validation sums and flag, or its hand-over flag); repeating it changes nothing. */
export async function markPart(
  batchId: string,
  part: number,
  fields: Partial<Pick<BatchPartRecord, 'validated' | 'valid' | 'invalid' | 'amount' | 'fee' | 'dispatched'>>,
): Promise<void> {
  const entries = Object.entries(fields);
  await ddb().send(
    new UpdateCommand({
      TableName: table(),
      Key: keys.batchPart(batchId, part),
      UpdateExpression: `SET ${entries.map(([name]) => `${name} = :${name}`).join(', ')}`,
      ExpressionAttributeValues: Object.fromEntries(entries.map(([name, value]) => [`:${name}`, value])),
    }),
  );
}

export interface BatchChange {
  from: BatchStatus;
  to: BatchStatus;
  nowMs: number;
  set?: Partial<BatchRecord>;
  /** Where the batch sits on the due index afterwards; null takes it off. */
  dueAtMs: number | null;
}

/** A status change of the batch, conditioned on the status it was decided on (so two deciders never both win). */
export function batchChangeItem(batchId: string, change: BatchChange): TxItem {
  const fields = Object.entries({ ...(change.set ?? {}), status: change.to, updated_at_ms: change.nowMs });
  const names = Object.fromEntries(fields.map(([name], index) => [`#f${index}`, name]));
  const values: Record<string, unknown> = Object.fromEntries(fields.map(([, value], index) => [`:f${index}`, value]));
  values[':from'] = change.from;
  const sets = fields.map((_, index) => `#f${index} = :f${index}`);
  if (change.dueAtMs !== null) {
    sets.push('gsi2pk = :duePk', 'gsi2sk = :dueAt');
    values[':duePk'] = dueKey('batch', batchId);
    values[':dueAt'] = change.dueAtMs;
  }
  return {
    Update: {
      TableName: table(),
      Key: keys.batch(batchId),
      UpdateExpression: `SET ${sets.join(', ')}${change.dueAtMs === null ? ' REMOVE gsi2pk, gsi2sk' : ''}`,
      ConditionExpression: '#status = :from',
      ExpressionAttributeNames: { ...names, '#status': 'status' },
      ExpressionAttributeValues: values,
    },
  };
}

/** Applies a status change on its own; false when the batch was no longer in `from`. */
export async function changeBatch(batchId: string, change: BatchChange): Promise<boolean> {
  try {
    await ddb().send(new UpdateCommand(batchChangeItem(batchId, change).Update!));
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Moves a batch's next look by the batch sweep; only while it still has due work (`status`). */
export async function rescheduleBatch(batchId: string, status: BatchStatus, atMs: number): Promise<void> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: table(),
        Key: keys.batch(batchId),
        UpdateExpression: 'SET gsi2sk = :at',
        ConditionExpression: '#status = :status AND attribute_exists(gsi2pk)',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':at': atMs, ':status': status },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** One page of the batches with work due at `nowMs` (the batch sweep's). */
export async function listDueBatches(nowMs: number, limit: number, after?: DueCursor): Promise<DuePage<BatchRecord>> {
  const page = await queryDuePage('batch', nowMs, limit, after);
  const items = page.items.filter((item) => item.entity === 'batch').map(toBatch);
  return { items, ...(page.next ? { next: page.next } : {}) };
}

/**
 * The row's payout is created: the row records its partner_reff and is `pending` until its outcome
 * (which shared/store/batch-rows.ts writes with the payout's money move).
 */
export function rowPaidOutItem(batchId: string, part: number, index: number, partnerReff: string): TxItem {
  return {
    Update: {
      TableName: table(),
      Key: keys.batchItem(batchId, part, index),
      UpdateExpression: 'SET #status = :pending, partner_reff = :reff',
      ConditionExpression: '#status = :valid',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':pending': 'pending', ':reff': partnerReff, ':valid': 'valid' },
    },
  };
}
