import { REDRIVE_BUDGET_MS, REDRIVE_MESSAGES_MAX } from '../constants';
import { done, refuse, type Outcome } from '../domain/outcome';
import { QUEUES, type QueueId } from '../queues';
import { deadLetterQueueUrl, receiveDeadLetters, returnDeadLetters } from '../store/dead-letters';
import { unitScheduler } from '../store/retry';

export interface RedriveResult {
  queue: QueueId;
  moved: number;
  /** The dead-letter queue was found empty; false when the call's time or count limit ended it first (call again). */
  drained: boolean;
}

const isQueueId = (value: string): value is QueueId => Object.hasOwn(QUEUES, value);

/**
 * POST /admin/v1/queues/{queue}/redrive: every message of the queue's dead-letter queue goes back to
 * the queue, batch by batch, until the dead-letter queue is empty or the call's limits are reached.
 * A batch is never re-read within the call (it stays hidden), so a message that fails again cannot
 * make one call loop.
 */
export async function redriveQueue(queue: string): Promise<Outcome<RedriveResult>> {
  if (!isQueueId(queue))
    return refuse('not_found', `Unknown queue ${queue}; one of: ${Object.keys(QUEUES).join(', ')}`);
  const deadLetterUrl = await deadLetterQueueUrl(queue);
  // The call's time, on its request's scheduler (the wall clock in functions).
  const scheduler = unitScheduler();
  const deadlineMs = scheduler.nowMs() + REDRIVE_BUDGET_MS;
  let moved = 0;
  while (scheduler.nowMs() < deadlineMs && moved < REDRIVE_MESSAGES_MAX) {
    const messages = await receiveDeadLetters(deadLetterUrl, REDRIVE_MESSAGES_MAX - moved);
    if (messages.length === 0) return done({ queue, moved, drained: true });
    moved += await returnDeadLetters(queue, deadLetterUrl, messages);
  }
  return done({ queue, moved, drained: false });
}
