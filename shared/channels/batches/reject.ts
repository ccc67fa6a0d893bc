import type { Clock } from '../../clock';
import { done, type Outcome } from '../../domain/outcome';
import { notApprovable, type BatchDecider } from './decider';
import { batchNotFound, merchantBatch } from './reads';
import type { RejectBatchBody } from './schemas';
import { changeBatch, type BatchStatus } from './store';
import { batchView, type BatchView } from './view';

/** A batch may be rejected until it is approved: while validating, ready, or found invalid. */
const REJECTABLE: readonly BatchStatus[] = ['validating', 'ready', 'invalid'];

export interface RejectInput {
  batchId: string;
  body: RejectBatchBody;
  decider: BatchDecider;
  clock: Clock;
}

/**
 * POST /payout-batches/{batch_id}/reject: ends a batch nobody approved, with the reason (409
 * batch_not_approvable once it is approved or ended). Conditioned on the status read, so an approval
 * and a rejection racing end one way. A batch rejected while its rows are being validated stops
 * there (the workers act only on a validating batch).
 */
export async function rejectBatch(input: RejectInput): Promise<Outcome<{ batch: BatchView }>> {
  const batch = await merchantBatch(input.decider.merchant_id, input.batchId);
  if (batch === undefined) return batchNotFound();
  if (!REJECTABLE.includes(batch.status)) return notApprovable(batch, 'reject');
  const nowMs = input.clock.nowMs();
  const set = { rejected_by: input.decider.actor, rejected_at_ms: nowMs, rejection_reason: input.body.reason };
  if (!(await changeBatch(batch.batch_id, { from: batch.status, to: 'rejected', nowMs, set, dueAtMs: null }))) {
    const current = await merchantBatch(input.decider.merchant_id, input.batchId);
    return current !== undefined && REJECTABLE.includes(current.status)
      ? rejectBatch(input)
      : notApprovable(current ?? batch, 'reject');
  }
  return done({ batch: batchView({ ...batch, ...set, status: 'rejected', updated_at_ms: nowMs }) });
}
