import { sqsWorker } from '../../shared/http/worker';
import { applyQueuedCallback } from '../../shared/operations/queued-callback';

export const handler = sqsWorker('gateway-callbacks', (body, clock, record) =>
  applyQueuedCallback(body, clock.nowMs(), record.messageId),
);
