import * as z from 'zod';
import { produceReport } from '../../shared/channels/reports/produce';
import { sqsWorker } from '../../shared/http/worker';

const ReportMessageSchema = z.object({ report_id: z.string() });

/** Consumes the reports queue: each message is one asynchronous report to produce (at least once; a ready report is left alone). */
export const handler = sqsWorker('settlement-reports', async (body, clock) => {
  await produceReport(ReportMessageSchema.parse(body).report_id, clock.nowMs());
});
