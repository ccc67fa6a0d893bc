import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { systemClock, type Clock } from '../clock';
import { logger } from '../logger';

let clockOverride: Clock | undefined;
export function setWorkerClock(clock: Clock | undefined): void {
  clockOverride = clock;
}
const workerClock = (): Clock => clockOverride ?? systemClock;

/**
 * An SQS consumer. Records are processed one by one; a failed record is reported as a partial batch
 * failure so only it is retried (and ends in the DLQ after maxReceiveCount), never the whole batch.
 */
export function sqsWorker(name: string, processRecord: (body: unknown, clock: Clock, record: SQSRecord) => Promise<void>) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    const batchItemFailures: SQSBatchResponse['batchItemFailures'] = [];
    for (const record of event.Records) {
      try {
        await processRecord(JSON.parse(record.body), workerClock(), record);
      } catch (error) {
        logger.error(`${name} failed a record`, { messageId: record.messageId, error: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error) });
        batchItemFailures.push({ itemIdentifier: record.messageId });
      }
    }
    return { batchItemFailures };
  };
}

/** A scheduled job (EventBridge rule in AWS, a tick locally); it only acts on work that is due. */
export function scheduledJob(name: string, run: (clock: Clock) => Promise<number>) {
  return async (): Promise<{ processed: number }> => {
    const processed = await run(workerClock());
    if (processed > 0) logger.info(`${name} processed ${processed}`);
    return { processed };
  };
}
