import * as z from 'zod';
import { produceReportMessage } from '../../shared/channels/reports/produce';
import { sqsWorker } from '../../shared/http/worker';
import { QUEUES } from '../../shared/queues';

const ReportMessageSchema = z.object({ report_id: z.string() });

/**
 * Consumes the reports queue: each message is one asynchronous report to produce (at least once; a
 * ready report is left alone). On the message's last receive (ApproximateReceiveCount at the queue's
 * maxReceiveCount) a failure ends the report `failed` rather than leaving it pending.
 */
export const handler = sqsWorker('settlement-reports', async (body, clock, record) => {
  const receives = Number(record.attributes?.ApproximateReceiveCount ?? '1');
  await produceReportMessage(
    ReportMessageSchema.parse(body).report_id,
    clock.nowMs(),
    receives >= QUEUES.reports.maxReceiveCount,
  );
});
