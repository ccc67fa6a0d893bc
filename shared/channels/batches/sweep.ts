import { SWEEP_BATCH_SIZE_MAX } from '../../constants';
import type { SweepSpec } from '../../operations/sweep-run';
import { BATCH_APPROVAL_WINDOW_SECONDS, BATCH_PART_REDRIVE_SECONDS, BATCH_PROCESSING_CHECK_SECONDS } from './limits';
import { handOverParts } from './messages';
import { completeIfDone } from './payout';
import { changeBatch, listDueBatches, readBatchParts, rescheduleBatch, type BatchRecord } from './store';

/** The parts whose hand-over (validation or pay-out) has not finished: their messages may have been lost. */
async function unfinishedParts(batch: BatchRecord, done: 'validated' | 'dispatched'): Promise<number[]> {
  const parts = await readBatchParts(batch);
  return parts.flatMap((part, index) => (part[done] ? [] : [index]));
}

/** Past its approval window, a ready batch is expired; nothing was held, so nothing moves. */
async function expire(batch: BatchRecord, nowMs: number): Promise<boolean> {
  const endsAtMs = batch.created_at_ms + BATCH_APPROVAL_WINDOW_SECONDS * 1000;
  if (nowMs < endsAtMs) {
    await rescheduleBatch(batch.batch_id, 'ready', endsAtMs);
    return false;
  }
  return changeBatch(batch.batch_id, {
    from: 'ready',
    to: 'expired',
    nowMs,
    set: { expired_at_ms: nowMs },
    dueAtMs: null,
  });
}

/**
 * Validating past BATCH_PART_REDRIVE_SECONDS: the parts not yet validated are handed over again (a
 * copy of a message still in flight only finds its rows judged).
 */
async function redriveValidation(batch: BatchRecord, nowMs: number): Promise<boolean> {
  const parts = await unfinishedParts(batch, 'validated');
  await handOverParts(batch, 'validate', parts);
  await rescheduleBatch(batch.batch_id, 'validating', nowMs + BATCH_PART_REDRIVE_SECONDS * 1000);
  return parts.length > 0;
}

/**
 * Being paid out: completed when every row is final (rows a callback or reconciliation finished
 * after their part was handed over); else the parts not handed over BATCH_PART_REDRIVE_SECONDS after
 * the approval are handed over again, and the batch is looked at again later.
 */
async function followPayout(batch: BatchRecord, nowMs: number): Promise<boolean> {
  if (await completeIfDone(batch.batch_id, nowMs)) return true;
  const redrive = nowMs - (batch.approved_at_ms ?? nowMs) >= BATCH_PART_REDRIVE_SECONDS * 1000;
  const parts = redrive ? await unfinishedParts(batch, 'dispatched') : [];
  await handOverParts(batch, 'pay', parts);
  await rescheduleBatch(batch.batch_id, 'processing', nowMs + BATCH_PROCESSING_CHECK_SECONDS * 1000);
  return parts.length > 0;
}

/**
 * Every minute (docs/ARCHITECTURE.md, section 7): each payout batch with work due, by its status. A
 * batch is its own lane: its steps write its own records, and a row's money moves are its payout's.
 */
export const BATCH_SWEEP: SweepSpec<BatchRecord> = {
  name: 'payout batches',
  page: (nowMs, after) => listDueBatches(nowMs, SWEEP_BATCH_SIZE_MAX, after),
  idOf: (batch) => batch.batch_id,
  laneOf: (batch) => batch.batch_id,
  apply: async (batch, nowMs) => {
    if (batch.status === 'ready') return expire(batch, nowMs);
    if (batch.status === 'validating') return redriveValidation(batch, nowMs);
    if (batch.status === 'processing') return followPayout(batch, nowMs);
    return false;
  },
};
