import { done, refuse, type Outcome } from '../../domain/outcome';
import { randomToken } from '../../ids';
import { presignedDownload } from '../../store/kyc-objects';
import { sendMessages } from '../../store/queue';
import { toJakartaIso, toJakartaIsoOrNull } from '../../time';
import { getReportJob, putNewReportJob, type ReportJobRecord } from './jobs';
import { REPORT_LINK_EXPIRES_SECONDS, REPORT_RANGE_DAYS_MAX } from './limits';
import { reportDays } from './days';
import type { CreateReportBody, ReportFailure } from './schemas';

/**
 * Reports of a range of days, produced asynchronously (docs/ARCHITECTURE.md, section 19): POST
 * /reports writes the report `pending` and hands its id to the reports queue; the worker reads the
 * ledger once for the whole range, writes the file to the documents bucket and, in one move, makes
 * the report `ready` and sends `report.ready` to the asking client's callback URL. A report that
 * cannot be produced ends `failed` with `report.failed` (shared/channels/reports/produce.ts). GET
 * /reports/{report_id} answers its status and, once ready, a download link that expires.
 */

export interface ReportJobView {
  report_id: string;
  type: 'settlement';
  from: string;
  to: string;
  format: 'csv' | 'xlsx';
  status: ReportJobRecord['status'];
  created_at: string;
  completed_at: string | null;
  download_url: string | null;
  download_expires_at: string | null;
  failure: ReportFailure | null;
}

export async function jobView(job: ReportJobRecord, nowMs: number): Promise<ReportJobView> {
  const ready = job.status === 'ready' && job.object_key !== undefined;
  return {
    report_id: job.report_id,
    type: job.type,
    from: job.from,
    to: job.to,
    format: job.format,
    status: job.status,
    created_at: toJakartaIso(job.created_at_ms),
    completed_at: toJakartaIsoOrNull(job.completed_at_ms),
    download_url: ready ? await presignedDownload({ key: job.object_key! }, REPORT_LINK_EXPIRES_SECONDS) : null,
    download_expires_at: ready ? toJakartaIso(nowMs + REPORT_LINK_EXPIRES_SECONDS * 1000) : null,
    failure: job.status === 'failed' ? (job.failure ?? 'production_failed') : null,
  };
}

export interface CreateReportInput {
  merchantId: string;
  clientId: string;
  body: CreateReportBody;
  nowMs: number;
}

/** POST /reports: the range checked (not after today, at most REPORT_RANGE_DAYS_MAX days), the report pending and queued. */
export async function createReportJob(input: CreateReportInput): Promise<Outcome<{ report: ReportJobView }>> {
  const { body, nowMs } = input;
  const days = reportDays(body.from, body.to, nowMs, REPORT_RANGE_DAYS_MAX);
  if (!days.ok) return days;
  const job: ReportJobRecord = {
    report_id: `rpt_${randomToken(24)}`,
    merchant_id: input.merchantId,
    client_id: input.clientId,
    type: body.type,
    from: body.from,
    to: body.to,
    format: body.format,
    status: 'pending',
    created_at_ms: nowMs,
  };
  await putNewReportJob(job);
  await sendMessages('reports', [{ report_id: job.report_id }]);
  return done({ report: await jobView(job, nowMs) });
}

/** GET /reports/{report_id}: another merchant's report is 404, as one that does not exist. */
export async function readReportJob(
  merchantId: string,
  reportId: string,
  nowMs: number,
): Promise<Outcome<{ report: ReportJobView }>> {
  const job = await getReportJob(reportId);
  if (job === undefined || job.merchant_id !== merchantId) return refuse('not_found', 'Report not found');
  return done({ report: await jobView(job, nowMs) });
}
