import { PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { MerchantBucket } from '../domain/ledger';
import { ddb, tableName } from './aws';
import { keys } from './keys';

/**
 * The settlement report's day-close checkpoints (docs/ARCHITECTURE.md, section 19): per merchant
 * and finished Jakarta day (`REPORTDAY#<merchant>`, sort key the date), the closing balance of each
 * bucket, stored when a report computes the day. A later report opens from the latest checkpoint
 * before its first day plus the postings after it (the ledger by time), never the whole history.
 * A checkpoint is a fact about the ledger that never changes once the day is finished, so writing
 * it again (two reports at once) writes the same values.
 */
export interface DayCheckpoint {
  date: string;
  /** The Jakarta midnight that ends the day: postings from here on are after the checkpoint. */
  end_ms: number;
  closing: Record<MerchantBucket, number>;
}

/** The latest checkpoint of a day before `date` (YYYY-MM-DD), or undefined. */
export async function latestCheckpointBefore(merchantId: string, date: string): Promise<DayCheckpoint | undefined> {
  const key = keys.reportDay(merchantId, date);
  const read = await ddb().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk < :date',
      ExpressionAttributeValues: { ':pk': key.pk, ':date': key.sk },
      ScanIndexForward: false,
      Limit: 1,
      ConsistentRead: true,
    }),
  );
  const item = read.Items?.[0];
  if (item === undefined) return undefined;
  return { date: String(item.sk), end_ms: Number(item.end_ms), closing: item.closing as DayCheckpoint['closing'] };
}

/** Stores the checkpoints (one write each; a report stores at most its days and the one before). */
export async function putCheckpoints(merchantId: string, checkpoints: readonly DayCheckpoint[]): Promise<void> {
  for (const checkpoint of checkpoints) {
    await ddb().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...keys.reportDay(merchantId, checkpoint.date),
          entity: 'report_day',
          end_ms: checkpoint.end_ms,
          closing: checkpoint.closing,
        },
      }),
    );
  }
}
