import { QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import type { TransactionStatus, TransactionType } from '../domain/transaction-state';
import { ddb, tableName } from './aws';
import { recordOf } from './item';
import { merchantTransactionsShardPartition } from './keys';
import { INDEXES } from './table';
import type { TransactionRecord } from './transactions';

/**
 * Reads for the CSV export on the merchant index (gsi1: partition per merchant, sort key = the
 * gap-free sequence number), always within a sequence range, so a query never walks the whole
 * history of a merchant.
 */
export interface ExportSelection {
  merchantId: string;
  /** The counter shard whose list partition is read (0: the merchant's own). */
  shard: number;
  /** Sequence numbers, both included. */
  lowSeq: number;
  highSeq: number;
  /** created_at_ms from fromMs included to toEndMs excluded. */
  fromMs: number;
  toEndMs: number;
  type?: TransactionType;
  status?: TransactionStatus;
  /** The dashboard's filter: partner_reff starts with this. */
  reffPrefix?: string;
}

/** When the transaction with this sequence number was created; undefined when there is none. */
export async function createdAtOfSeq(merchantId: string, seq: number, shard = 0): Promise<number | undefined> {
  const result = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: INDEXES.byMerchantSeq.name,
      KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk = :seq',
      ExpressionAttributeValues: { ':pk': merchantTransactionsShardPartition(merchantId, shard), ':seq': seq },
      ProjectionExpression: 'created_at_ms',
    }),
  );
  const createdAtMs: unknown = result.Items?.[0]?.created_at_ms;
  return typeof createdAtMs === 'number' ? createdAtMs : undefined;
}

/**
 * The key range and filter both reads share, so the count and the rows always describe the same
 * selection. The filter checks created_at exactly: the sequence range is a little wider than the
 * dates (see EXPORT_CREATION_SKEW_MS).
 */
function selectionQuery(selection: ExportSelection): Omit<QueryCommandInput, 'TableName'> {
  const names: Record<string, string> = { '#createdAt': 'created_at_ms' };
  const values: Record<string, unknown> = {
    ':pk': merchantTransactionsShardPartition(selection.merchantId, selection.shard),
    ':low': selection.lowSeq,
    ':high': selection.highSeq,
    ':fromMs': selection.fromMs,
    ':toLastMs': selection.toEndMs - 1,
  };
  const filters = ['#createdAt BETWEEN :fromMs AND :toLastMs'];
  if (selection.type !== undefined) {
    names['#type'] = 'type';
    values[':type'] = selection.type;
    filters.push('#type = :type');
  }
  if (selection.status !== undefined) {
    names['#status'] = 'status';
    values[':status'] = selection.status;
    filters.push('#status = :status');
  }
  if (selection.reffPrefix !== undefined) {
    names['#reff'] = 'partner_reff';
    values[':reffPrefix'] = selection.reffPrefix;
    filters.push('begins_with(#reff, :reffPrefix)');
  }
  return {
    IndexName: INDEXES.byMerchantSeq.name,
    KeyConditionExpression: 'gsi1pk = :pk AND gsi1sk BETWEEN :low AND :high',
    FilterExpression: filters.join(' AND '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: values,
  };
}

/**
 * How many transactions the selection holds, counted by DynamoDB (Select COUNT returns no items),
 * page by page. It stops as soon as the count passes `countMax`: the caller only needs to know that.
 */
export async function countSelection(selection: ExportSelection, countMax: number): Promise<number> {
  const query = selectionQuery(selection);
  let count = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb().send(
      new QueryCommand({ ...query, TableName: tableName(), Select: 'COUNT', ExclusiveStartKey: startKey }),
    );
    count += page.Count ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey !== undefined && count <= countMax);
  return count;
}

/**
 * The selection's transactions, newest first, one page of at most `pageItemsMax` at a time: the
 * caller holds one page, never the range. Pages the filter emptied are skipped.
 */
export async function* selectionPagesNewestFirst(
  selection: ExportSelection,
  pageItemsMax: number,
): AsyncGenerator<TransactionRecord[]> {
  const query = selectionQuery(selection);
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await ddb().send(
      new QueryCommand({
        ...query,
        TableName: tableName(),
        ScanIndexForward: false,
        Limit: pageItemsMax,
        ExclusiveStartKey: startKey,
      }),
    );
    const items = page.Items ?? [];
    if (items.length > 0) yield items.map((item) => recordOf<TransactionRecord>(item));
    startKey = page.LastEvaluatedKey;
  } while (startKey !== undefined);
}
