import type { Context, SQSBatchResponse, SQSEvent, SQSRecord } from 'aws-lambda';
import { systemClock, type Clock } from '../clock';
import { RETRY_UNIT_RETRIES_MAX, SWEEP_SAFETY_MARGIN_MS } from '../constants';
import { logger, withCorrelationId } from '../logger';
import { countSweepFailure } from '../metrics';
import { observedInvocation } from './invocation';
import { inSubsegment } from '../tracing';
import { withRetryCeiling } from '../store/retry';
import { systemScheduler, type Scheduler } from '../scheduler';
import { budgetOf, type SweepBudget, type SweepSummary } from '../operations/sweep-budget';

let clockOverride: Clock | undefined;
let schedulerOverride: Scheduler | undefined;
/** Tests may drive workers with their own clock and scheduler (as setHandlerClock does handlers). */
export function setWorkerClock(clock: Clock | undefined, scheduler?: Scheduler): void {
  clockOverride = clock;
  schedulerOverride = scheduler;
}
const workerClock = (): Clock => clockOverride ?? systemClock;
const workerScheduler = (): Scheduler => schedulerOverride ?? systemScheduler;

/**
 * An SQS consumer. A failed record is reported as a partial batch
 * failure so only it is retried (and ends in the DLQ after maxReceiveCount), never the whole batch.
 */
export function sqsWorker(
  name: string,
  processRecord: (body: unknown, clock: Clock, record: SQSRecord) => Promise<void>,
) {
  return observedInvocation(async (event: SQSEvent, _context?: Context): Promise<SQSBatchResponse> => {
    // Records run concurrently: a slow webhook receiver must not hold up the rest of the batch, and
    // every operation is safe under races (conditions, leases).
    const outcomes = await Promise.all(
      event.Records.map(async (record) => {
        try {
          const body: unknown = JSON.parse(record.body);
          const partnerReff = partnerReffOf(body);
          // One message is one unit of work: its retries share one ceiling; in AWS, its own subsegment.
          await inSubsegment(`### ${name} record`, partnerReff, () =>
            withCorrelationId(partnerReff, () =>
              withRetryCeiling(
                () => processRecord(body, workerClock(), record),
                RETRY_UNIT_RETRIES_MAX,
                undefined,
                workerScheduler(),
              ),
            ),
          );
          return undefined;
        } catch (error) {
          logger.error(`${name} failed a record`, {
            messageId: record.messageId,
            // eslint-disable-next-line @typescript-eslint/no-base-to-string -- a log line: the cause as String() writes it
            error: error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error),
          });
          return { itemIdentifier: record.messageId };
        }
      }),
    );
    return { batchItemFailures: outcomes.filter((failure) => failure !== undefined) };
  });
}

/** A queued message's partner_reff (a callback, webhook or order names one), the correlation id of its lines. */
function partnerReffOf(body: unknown): string | undefined {
  const partnerReff = (body as { partner_reff?: unknown } | null)?.partner_reff;
  return typeof partnerReff === 'string' ? partnerReff : undefined;
}

/**
 * A scheduled job (EventBridge rule in AWS, a tick locally); it only acts on work that is due. Its run
 * gets the time the invocation has left, less a safety margin that lets the items in flight finish
 * before Lambda stops it. The summary is logged and returned.
 */
export function scheduledJob(
  name: string,
  run: (clock: Clock, budget: SweepBudget) => Promise<SweepSummary>,
  safetyMarginMs = SWEEP_SAFETY_MARGIN_MS,
) {
  return observedInvocation(
    async (_event: unknown, context: Pick<Context, 'getRemainingTimeInMillis'>): Promise<SweepSummary> => {
      const budget = budgetOf(context.getRemainingTimeInMillis() - safetyMarginMs, workerScheduler());
      const summary = await run(workerClock(), budget).catch((error: unknown) => {
        // A run that fails as a whole is a sweep failure too; Lambda reports the error itself.
        countSweepFailure(name, 1);
        throw error;
      });
      if (summary.failed > 0) countSweepFailure(name, summary.failed);
      // A quiet run (nothing due) logs at debug only: the jobs run every minute, locally every second.
      const level = summary.failed > 0 ? 'warn' : summary.checked > 0 || summary.remainingDue ? 'info' : 'debug';
      logger[level](`${name} run`, { ...summary });
      return summary;
    },
  );
}

/**
 * A scheduled check that moves no money (the ledger audit): it reads, reports and publishes its
 * gauges with the invocation, so it needs no run budget.
 */
export function scheduledCheck<R>(run: (clock: Clock) => Promise<R>) {
  return observedInvocation(async (_event: unknown, _context?: unknown): Promise<R> => run(workerClock()));
}
