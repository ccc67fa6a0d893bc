import { commitMove } from '../../engine/move';
import { putObject } from '../../store/kyc-objects';
import { jobView } from './async';
import { reportDays } from './days';
import { CSV_CONTENT_TYPE, reportCsv, reportXlsx, XLSX_CONTENT_TYPE } from './files';
import { getReportJob, readyItem, reportObjectKey, type ReportJobRecord } from './jobs';
import { REPORT_RANGE_DAYS_MAX } from './limits';
import { settlementReports } from './report';

/**
 * A reports-queue message: the report's file written, then the report made ready with its
 * `report.ready` webhook in one journaled move. A message delivered again finds the report ready
 * and does nothing; one that failed before the move writes the same file again.
 */
export async function produceReport(reportId: string, nowMs: number): Promise<void> {
  const job = await getReportJob(reportId);
  if (job === undefined || job.status !== 'pending') return;
  const days = reportDays(job.from, job.to, Number.MAX_SAFE_INTEGER, REPORT_RANGE_DAYS_MAX);
  if (!days.ok) throw new Error(`report ${reportId} has a range it should never have been given`);
  const reports = await settlementReports(job.merchant_id, days.value);
  if (reports === undefined) throw new Error(`report ${reportId}: merchant ${job.merchant_id} has no balance`);
  const key = reportObjectKey(job);
  if (job.format === 'csv') await putObject(key, reportCsv(reports), CSV_CONTENT_TYPE);
  else await putObject(key, await reportXlsx(reports, `Settlement ${job.from} ${job.to}`), XLSX_CONTENT_TYPE);
  const ready: ReportJobRecord = { ...job, status: 'ready', completed_at_ms: nowMs, object_key: key };
  const event = 'report.ready';
  await commitMove({
    id: `${reportId}:ready`,
    kind: 'status',
    merchantId: job.merchant_id,
    atMs: nowMs,
    postings: [],
    webhook: {
      event,
      clientId: job.client_id,
      partnerReff: null,
      body: JSON.stringify({ event, report: await jobView(ready, nowMs) }),
    },
    extraItems: [readyItem(job, key, nowMs)],
  });
}
