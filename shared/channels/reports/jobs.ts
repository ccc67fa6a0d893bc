import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { REPORT_OBJECT_PREFIX } from '../../constants';
import { ddb, tableName } from '../../store/aws';
import { dueKey, queryDuePage, type DueCursor, type DuePage } from '../../store/due';
import { recordOf } from '../../store/item';
import { keys } from '../../store/keys';
import type { TxItem } from '../../store/transact';
import { REPORT_DEADLINE_SECONDS } from './limits';
import type { ReportFailure } from './schemas';

/**
 * The asynchronous reports' records (docs/ARCHITECTURE.md, section 19): one item per report
 * (`REPORT#<report_id>`), written `pending` by POST /reports and made `ready` by the worker in the
 * move that sends `report.ready`, or `failed` in the move that sends `report.failed`. A pending
 * report sits in the due index (`DUE#REPORT`) at its deadline; leaving `pending` takes it out, so
 * the report sweep only ever sees reports past their deadline (shared/channels/reports/sweep.ts).
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
  /** Why it failed, once failed. */
  failure?: ReportFailure;
}

const PROJECTED = ['pk', 'sk', 'entity', 'gsi2pk', 'gsi2sk'];

/** `reports/<merchant_id>/<report_id>.<format>`. */
export const reportObjectKey = (job: Pick<ReportJobRecord, 'merchant_id' | 'report_id' | 'format'>): string =>
  `${REPORT_OBJECT_PREFIX}${job.merchant_id}/${job.report_id}.${job.format}`;

export async function putNewReportJob(job: ReportJobRecord): Promise<void> {
  await ddb().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.reportJob(job.report_id),
        entity: 'report',
        ...job,
        gsi2pk: dueKey('report', job.report_id),
        gsi2sk: job.created_at_ms + REPORT_DEADLINE_SECONDS * 1000,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getReportJob(reportId: string): Promise<ReportJobRecord | undefined> {
  const read = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.reportJob(reportId), ConsistentRead: true }),
  );
  return read.Item === undefined ? undefined : recordOf<ReportJobRecord>(read.Item, PROJECTED);
}

/** One page of the reports still pending past their deadline (the report sweep's). */
export async function listDueReports(
  nowMs: number,
  limit: number,
  after?: DueCursor,
): Promise<DuePage<ReportJobRecord>> {
  const page = await queryDuePage('report', nowMs, limit, after);
  const items = page.items
    .filter((item) => item.entity === 'report')
    .map((item) => recordOf<ReportJobRecord>(item, PROJECTED));
  return { items, ...(page.next ? { next: page.next } : {}) };
}

/**
 * The report made ready, only while it is pending: the condition of the move that sends
 * `report.ready`. The same condition on `failedItem` lets a late production and the sweep never
 * both win.
 */
export function readyItem(job: ReportJobRecord, objectKey: string, nowMs: number): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.reportJob(job.report_id),
      UpdateExpression: 'SET #s = :ready, completed_at_ms = :now, object_key = :key REMOVE gsi2pk, gsi2sk',
      ConditionExpression: '#s = :pending',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':ready': 'ready', ':pending': 'pending', ':now': nowMs, ':key': objectKey },
    },
  };
}

/** The report failed, only while it is pending: the condition of the move that sends `report.failed`. */
export function failedItem(job: ReportJobRecord, failure: ReportFailure, nowMs: number): TxItem {
  return {
    Update: {
      TableName: tableName(),
      Key: keys.reportJob(job.report_id),
      UpdateExpression: 'SET #s = :failed, completed_at_ms = :now, failure = :failure REMOVE gsi2pk, gsi2sk',
      ConditionExpression: '#s = :pending',
      ExpressionAttributeNames: { '#s': 'status' },
      ExpressionAttributeValues: { ':failed': 'failed', ':pending': 'pending', ':now': nowMs, ':failure': failure },
    },
  };
}
