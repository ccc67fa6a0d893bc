import type { SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { systemClock, type Clock } from '../clock';
import { logger } from '../logger';

let clockOverride: Clock | undefined;
export function setWorkerClock(clock: Clock | undefined): void {
  clockOverride = clock;
}
const workerClock = (): Clock => clockOverride ?? systemClock;

/**
 * An SQS consumer. A failed record is reported as a partial batch
 * failure so only it is retried (and ends in the DLQ after maxReceiveCount), never the whole batch.
 */
export function sqsWorker(name: string, processRecord: (body: unknown, clock: Clock, record: SQSRecord) => Promise<void>) {
  return async (event: SQSEvent): Promise<SQSBatchResponse> => {
    // Records run concurrently: a slow webhook receiver must not hold up the rest of the batch, and
    // every operation is safe under races (conditions, leases).
    const outcomes = await Promise.all(
      event.Records.map(async (record) => {
        try {
          await processRecord(JSON.parse(record.body), workerClock(), record);
          return undefined;
        } catch (error) {
          logger.error(`${name} failed a record`, { messageId: record.messageId, error: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error) });
          return { itemIdentifier: record.messageId };
        }
      }),
    );
    return { batchItemFailures: outcomes.filter((failure) => failure !== undefined) };
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
