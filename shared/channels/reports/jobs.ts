import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { REPORT_OBJECT_PREFIX } from '../../constants';
import { ddb, tableName } from '../../store/aws';
import { recordOf } from '../../store/item';
import { keys } from '../../store/keys';
import type { TxItem } from '../../store/transact';

/**
 * The asynchronous reports' records (docs/ARCHITECTURE.md, section 19): one item per report
 * (`REPORT#<report_id>`), written `pending` by POST /reports and made `ready` by the worker in the
 * move that sends `report.ready`.
 */
export interface ReportJobRecord {
  report_id: string;
  merchant_id: string;
  /** The API client that asked: its callback URL gets `report.ready`. */
  client_id: string;
  type: 'settlement';
  from: string;
  to: string;
  format: 'csv' | 'xlsx';
  status: 'pending' | 'ready' | 'failed';
  created_at_ms: number;
  completed_at_ms?: number;
  /** Where the file is in the documents bucket, once ready. */
  object_key?: string;
}

/** `reports/<merchant_id>/<report_id>.<format>`. */
export const reportObjectKey = (job: Pick<ReportJobRecord, 'merchant_id' | 'report_id' | 'format'>): string =>
  `${REPORT_OBJECT_PREFIX}${job.merchant_id}/${job.report_id}.${job.format}`;

export async function putNewReportJob(job: ReportJobRecord): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.reportJob(job.report_id), entity: 'report', ...job },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getReportJob(reportId: string): Promise<ReportJobRecord | undefined> {
  const read = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.reportJob(reportId), ConsistentRead: true }),
  );
  return read.Item === undefined ? undefined : recordOf<ReportJobRecord>(read.Item, ['pk', 'sk', 'entity']);
}

/** The report made ready, only while it is pending: the condition of the move that sends `report.ready`. */
export function readyItem(job: ReportJobRecord, objectKey: string, nowMs: number): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.reportJob(job.report_id),
      UpdateExpression: 'SET #s = :ready, completed_at_ms = :now, object_key = :key',
      ConditionExpression: '#s = :pending',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':ready': 'ready', ':pending': 'pending', ':now': nowMs, ':key': objectKey },
    },
  };
}
