import { judgeRefundOutcome, type RefundOutcome } from '../../domain/refunds';
import type { IdempotencyCompletion } from '../../store/idempotency';
import { getTransaction, type StatusEventRecord } from '../../store/transactions';
import { logger } from '../../logger';
import { countRefundOutcome } from '../../metrics';
import { endedRefund, endRefund } from './money';
import { getRefund, type RefundEnd, type RefundRecord } from './store';

type Source = StatusEventRecord['source'];

/**
 * What recording the gateway's word did:
 * - ended: this call ended the refund (posted or voided its hold); `refund` as it is now.
 * - unchanged: the word was pending or unknown, or says what we know already; nothing moved.
 * - conflict: it contradicts the refund's end as we recorded it; the caller keeps it for an operator.
 */
export type RefundRecording =
  | { kind: 'ended'; refund: RefundRecord }
  | { kind: 'unchanged'; refund: RefundRecord }
  | { kind: 'conflict'; refund: RefundRecord; detail: string };

/** How often the end is judged again when the refund changed between its read and the write. */
const JUDGEMENTS_MAX = 3;

const endOf = (outcome: RefundOutcome, atMs: number): RefundEnd | undefined => {
  if (outcome.kind === 'succeeded') return { status: 'succeeded', atMs, gatewayReference: outcome.gatewayReference };
  if (outcome.kind === 'rejected') return { status: 'failed', atMs, reason: outcome.reason };
  return undefined;
};

/**
 * Records what the gateway said of a refund (an answer, a callback, reconciliation). `succeeded`
 * posts the hold, `rejected` voids it and gives the reservation back, both in the move that ends the
 * refund; `pending` and `unknown` change nothing: the money stays held until a callback or
 * reconciliation learns the end, never released on a guess. A refund that changed since it was read
 * is judged again on its new state, so duplicate and out-of-order words end it exactly once.
 * `answer`: the create's idempotency completion, built from the refund as the end leaves it.
 */
export async function recordRefundOutcome(
  refund: RefundRecord,
  outcome: RefundOutcome,
  nowMs: number,
  source: Source,
  answer?: (ended: RefundRecord) => IdempotencyCompletion | undefined,
): Promise<RefundRecording> {
  const end = endOf(outcome, nowMs);
  if (end === undefined) return { kind: 'unchanged', refund };
  let current: RefundRecord | undefined = refund;
  let completion = answer;
  for (let judged = 0; judged < JUDGEMENTS_MAX; judged += 1) {
    const verdict = judgeRefundOutcome(end.status, current);
    if (verdict.kind === 'conflict') return { kind: 'conflict', refund: current!, detail: verdict.detail };
    if (verdict.kind !== 'apply') {
      logger.warn('refund outcome changed nothing', { refundId: refund.refund_id, source, reason: verdict.reason });
      return { kind: 'unchanged', refund: current ?? refund };
    }
    const written = await writeEnd(current!, end, source, completion);
    if (written === 'applied') {
      countRefundOutcome(end.status);
      return { kind: 'ended', refund: endedRefund(current!, end) };
    }
    // The key was taken over by another request (its lock ran out): the end is recorded without it.
    if (written === 'idempotency_lost') completion = undefined;
    current = await getRefund(refund.refund_id);
  }
  throw new Error(`Refund ${refund.refund_id} kept changing while its end (${end.status}) was recorded`);
}

type Written = 'applied' | 'idempotency_lost' | 'changed';

async function writeEnd(
  refund: RefundRecord,
  end: RefundEnd,
  source: Source,
  answer: ((ended: RefundRecord) => IdempotencyCompletion | undefined) | undefined,
): Promise<Written> {
  const payment = await getTransaction(refund.partner_reff);
  if (payment === undefined)
    throw new Error(`Refund ${refund.refund_id} names payment ${refund.partner_reff}, which is missing`);
  const result = await endRefund(refund, payment, end, source, answer?.(endedRefund(refund, end)));
  switch (result.kind) {
    case 'applied':
      return 'applied';
    case 'idempotency_lost':
      return 'idempotency_lost';
    // Ended meanwhile, judged again on a fresh read: already_applied, this very end by another
    // caller; precondition_failed, the refund is no longer pending; insufficient_balance, its hold is
    // gone because the other end took it first (the engine reports the balance guard before the
    // refund's condition, which failed too).
    case 'already_applied':
    case 'precondition_failed':
    case 'insufficient_balance':
      return 'changed';
    case 'stale':
    case 'contended':
    default:
      throw new Error(`Ending refund ${refund.refund_id} (${end.status}) ended ${result.kind}`);
  }
}
