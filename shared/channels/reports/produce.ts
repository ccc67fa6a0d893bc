import { commitMove } from '../../engine/move';
import { logger } from '../../logger';
import { putObject } from '../../store/kyc-objects';
import type { TxItem } from '../../store/transact';
import { jobView } from './async';
import { reportDays } from './days';
import { CSV_CONTENT_TYPE, reportCsv, reportXlsx, XLSX_CONTENT_TYPE } from './files';
import { failedItem, getReportJob, readyItem, reportObjectKey, type ReportJobRecord } from './jobs';
import { REPORT_RANGE_DAYS_MAX } from './limits';
import { settlementReports } from './report';
import type { ReportFailure } from './schemas';

/**
 * A reports-queue message: the report's file written, then the report made ready with its
 * `report.ready` webhook in one journaled move. A message delivered again finds the report ready
 * and does nothing; one that failed before the move writes the same file again. A report that
 * leaves `pending` does so once: `ready` and `failed` are both conditioned on `pending`, so a late
 * production that loses to the report sweep (or the other way round) changes nothing and sends no
 * second webhook (its file is left to the reports prefix's expiry rule).
 */
export async function produceReport(reportId: string, nowMs: number): Promise<void> {
  const job = await getReportJob(reportId);
  if (job === undefined || job.status !== 'pending') return;
  const days = reportDays(job.from, job.to, Number.MAX_SAFE_INTEGER, REPORT_RANGE_DAYS_MAX);
  if (!days.ok) throw new Error(`report ${reportId} has a range it should never have been given`);
  const reports = await settlementReports(job.merchant_id, days.value, { nowMs });
  if (reports === undefined) throw new Error(`report ${reportId}: merchant ${job.merchant_id} has no balance`);
  const key = reportObjectKey(job);
  if (job.format === 'csv') await putObject(key, reportCsv(reports), CSV_CONTENT_TYPE);
  else await putObject(key, await reportXlsx(reports, `Settlement ${job.from} ${job.to}`), XLSX_CONTENT_TYPE);
  const ready = { ...job, status: 'ready' as const, completed_at_ms: nowMs, object_key: key };
  const result = await endReport(ready, readyItem(job, key, nowMs), nowMs);
  if (result.kind === 'precondition_failed') logger.warn('report left pending before it was produced', { reportId });
}

/**
 * A pending report ended (`ready` or `failed`): its record's conditioned write (`item`) and its
 * `report.<status>` webhook, in one journaled move.
 */
async function endReport(ended: ReportJobRecord & { status: 'ready' | 'failed' }, item: TxItem, nowMs: number) {
  const event = `report.${ended.status}` as const;
  return commitMove({
    id: `${ended.report_id}:${ended.status}`,
    kind: 'status',
    merchantId: ended.merchant_id,
    atMs: nowMs,
    postings: [],
    webhook: {
      event,
      clientId: ended.client_id,
      partnerReff: null,
      body: JSON.stringify({ event, report: await jobView(ended, nowMs) }),
    },
    extraItems: [item],
  });
}

/**
 * The report made `failed` with its `report.failed` webhook, in one journaled move, while it is
 * still pending. True when this call failed it.
 */
export async function failReport(reportId: string, failure: ReportFailure, nowMs: number): Promise<boolean> {
  const job = await getReportJob(reportId);
  if (job === undefined || job.status !== 'pending') return false;
  const failed = { ...job, status: 'failed' as const, completed_at_ms: nowMs, failure };
  const result = await endReport(failed, failedItem(job, failure, nowMs), nowMs);
  return result.kind === 'applied';
}

/**
 * One receive of a reports-queue message. On the queue's last receive (the next failure would send
 * it to the dead-letter queue) a production that fails again ends the report `failed`
 * (`production_failed`) instead: nobody waits on a report that can never be produced.
 */
export async function produceReportMessage(reportId: string, nowMs: number, lastReceive: boolean): Promise<void> {
  try {
    await produceReport(reportId, nowMs);
  } catch (error) {
    if (!lastReceive) throw error;
    logger.error('report production failed on its last receive; the report fails', {
      reportId,
      error: error instanceof Error ? error.message : String(error),
    });
    await failReport(reportId, 'production_failed', nowMs);
  }
}
