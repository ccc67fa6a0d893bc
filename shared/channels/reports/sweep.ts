import { SWEEP_BATCH_SIZE_MAX } from '../../constants';
import type { SweepSpec } from '../../operations/sweep-run';
import { listDueReports, type ReportJobRecord } from './jobs';
import { failReport } from './produce';

/**
 * Every 15 minutes (docs/ARCHITECTURE.md, section 19): each asynchronous report still pending past
 * its deadline (REPORT_DEADLINE_SECONDS after it was asked for; the due index holds it at that
 * time) ends `failed` (`timed_out`) with `report.failed`. Its move is conditioned on `pending`, so
 * a production finishing at the same moment and the sweep never both win. Each report is its own lane.
 */
export const REPORT_SWEEP: SweepSpec<ReportJobRecord> = {
  name: 'reports',
  page: (nowMs, after) => listDueReports(nowMs, SWEEP_BATCH_SIZE_MAX, after),
  idOf: (job) => job.report_id,
  laneOf: (job) => job.report_id,
  apply: (job, nowMs) => failReport(job.report_id, 'timed_out', nowMs),
};
