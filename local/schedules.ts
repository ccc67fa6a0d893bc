import type { Context } from 'aws-lambda';
import { WORKER_TIMEOUT_SECONDS } from '../shared/constants';
import { SCHEDULES, type ScheduleDefinition } from '../shared/schedules';
import { loadHandler } from './server';
import { lambdaContext } from './lambda-events';

/**
 * A Lambda context whose remaining time counts down from the worker timeout, as in AWS: a job's run
 * budget (shared/http/worker.ts) is this less its safety margin.
 */
function scheduledContext(scheduleId: string, timeoutSeconds = WORKER_TIMEOUT_SECONDS): Context {
  const deadlineMs = Date.now() + timeoutSeconds * 1000;
  return { ...lambdaContext(scheduleId), getRemainingTimeInMillis: () => Math.max(0, deadlineMs - Date.now()) };
}

/** Whether a tick at nowMs starts the job: every tick, or for a job with localEveryMs its first and then at most that often. */
export function startsAtTick(
  schedule: Pick<ScheduleDefinition, 'localEveryMs'>,
  lastStartedMs: number | undefined,
  nowMs: number,
): boolean {
  return (
    schedule.localEveryMs === undefined || lastStartedMs === undefined || nowMs - lastStartedMs >= schedule.localEveryMs
  );
}

/**
 * Ticks every scheduled job, like its EventBridge rule does in AWS but more often; a job with
 * localEveryMs runs at its first tick and then at most that often. A job never overlaps itself: a
 * tick that finds the previous run still going is skipped.
 */
export function startScheduleTicks(tickMs: number): { stop(): Promise<void> } {
  const running = new Map<string, Promise<unknown>>();
  const lastStartedMs = new Map<string, number>();
  const timer = setInterval(() => {
    for (const schedule of SCHEDULES) {
      if (running.has(schedule.id)) continue;
      if (!startsAtTick(schedule, lastStartedMs.get(schedule.id), Date.now())) continue;
      lastStartedMs.set(schedule.id, Date.now());
      const run = loadHandler(schedule.handler)
        .then((handler) => handler({} as never, scheduledContext(schedule.id, schedule.timeoutSeconds)))
        .catch((error: unknown) =>
          process.stderr.write(`schedule ${schedule.id}: ${error instanceof Error ? error.message : String(error)}\n`),
        )
        .finally(() => running.delete(schedule.id));
      running.set(schedule.id, run);
    }
  }, tickMs);
  return {
    stop: async () => {
      clearInterval(timer);
      await Promise.allSettled(running.values());
    },
  };
}
