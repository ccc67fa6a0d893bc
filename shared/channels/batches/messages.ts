import * as z from 'zod';
import { logger } from '../../logger';
import { sendMessages } from '../../store/queue';
import type { BatchRecord } from './store';

/**
 * The batches queue's messages: one part of one batch, to validate or to pay out. Every step is
 * idempotent (a row takes its verdict once, a payout is created once), so a message delivered twice
 * does its work once.
 */
export const BatchMessageSchema = z.strictObject({
  batch_id: z.string().min(1).max(64),
  stage: z.enum(['validate', 'pay']),
  part: z.number().int().min(0),
});
export type BatchMessage = z.infer<typeof BatchMessageSchema>;

/**
 * Hands parts of a batch to the workers. Best effort: the batch is on the due index, so a hand-over
 * lost in a crash is made again by the batch sweep (BATCH_PART_REDRIVE_SECONDS later).
 */
export async function handOverParts(
  batch: Pick<BatchRecord, 'batch_id' | 'parts'>,
  stage: BatchMessage['stage'],
  parts: readonly number[] = Array.from({ length: batch.parts }, (_, part) => part),
): Promise<void> {
  if (parts.length === 0) return;
  try {
    await sendMessages(
      'batches',
      parts.map((part): BatchMessage => ({ batch_id: batch.batch_id, stage, part })),
    );
  } catch (error) {
    logger.warn('batch hand-over failed; the batch sweep sends it again', {
      batchId: batch.batch_id,
      stage,
      error: String(error),
    });
  }
}
