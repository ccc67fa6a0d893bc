import { toJakartaIso, toJakartaIsoOrNull } from '../../time';
import type { BatchActor, BatchItemRecord, BatchPartRecord, BatchRecord } from './store';

/** How a batch and its rows look on the wire (DESIGN 16): Jakarta timestamps, integer money. */

/** An API client by its id; a dashboard user as `user:<its id>`. */
export const actorText = (actor: BatchActor): string => (actor.kind === 'client' ? actor.id : `user:${actor.id}`);

export interface BatchCounts {
  paid: number;
  failed: number;
  pending: number;
}

/** The rows' outcomes from the parts' counts: pending are the rows paid out and not yet final. */
export function countsOf(batch: BatchRecord, parts: readonly BatchPartRecord[]): BatchCounts {
  const paid = parts.reduce((sum, part) => sum + part.paid, 0);
  const failed = parts.reduce((sum, part) => sum + part.failed, 0);
  return { paid, failed, pending: Math.max(0, (batch.approved_count ?? 0) - paid - failed) };
}

export const NO_COUNTS: BatchCounts = { paid: 0, failed: 0, pending: 0 };

export function batchView(batch: BatchRecord, counts: BatchCounts = NO_COUNTS) {
  return {
    batch_id: batch.batch_id,
    reference: batch.reference,
    status: batch.status,
    item_count: batch.item_count,
    valid_count: batch.valid_count,
    invalid_count: batch.invalid_count,
    total_amount: batch.total_amount,
    total_fee: batch.total_fee,
    created_by: actorText(batch.created_by),
    approved_by: batch.approved_by === undefined ? null : actorText(batch.approved_by),
    created_at: toJakartaIso(batch.created_at_ms),
    approved_at: toJakartaIsoOrNull(batch.approved_at_ms),
    completed_at: toJakartaIsoOrNull(batch.completed_at_ms),
    counts,
  };
}

export type BatchView = ReturnType<typeof batchView>;

/** A batch being paid out shows its valid rows whose payout is still to be made as `pending` too. */
export function itemView(item: BatchItemRecord, batch: Pick<BatchRecord, 'status'>) {
  const payingOut = batch.status === 'processing' || batch.status === 'completed';
  return {
    item_reference: item.item_reference,
    type: item.type,
    amount: item.amount,
    destination: item.destination,
    fee: item.fees?.total_fee ?? null,
    status: item.status === 'valid' && payingOut ? 'pending' : item.status,
    account_holder_name: item.account_holder_name ?? null,
    failure_reason: item.failure_reason ?? null,
    partner_reff: item.partner_reff ?? null,
  };
}
