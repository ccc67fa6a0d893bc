import { postPostings, returnPostings, voidPostings } from '../../domain/ledger';
import { applyTransition, type TransitionOutcome } from '../../engine/transition';
import type { GatewayCallback, PayoutOutcome } from '../../gateway/port';
import { countPayoutOutcome } from '../../metrics';
import type { IdempotencyCompletion } from '../../store/idempotency';
import { rowOutcomeItems } from '../../store/batch-rows';
import type { TxItem } from '../../store/transact';
import { getTransaction, type StatusEventRecord, type TransactionRecord } from '../../store/transactions';
import { payoutDebitIdr } from './payout';

type Source = StatusEventRecord['source'];

/**
 * A payout that is a row of a payout batch (shared/channels/batches/) moves its row and its part's
 * counts in the same transaction as its money: whatever finishes it (the batch's pay-out, a
 * callback, reconciliation, a return), the batch's rows and counts never disagree with its payouts.
 */
function batchRowItems(
  tx: TransactionRecord,
  outcome: 'paid' | 'failed' | 'returned',
  reason?: string,
): { extraItems?: readonly TxItem[] } {
  if (tx.batch_id === undefined || tx.batch_part === undefined || tx.batch_index === undefined) return {};
  const place = { batch_id: tx.batch_id, batch_part: tx.batch_part, batch_index: tx.batch_index };
  return { extraItems: rowOutcomeItems(place, outcome, reason) };
}

/**
 * Records what the gateway said of a held payout. executed posts the hold (the money leaves: amount
 * to gateway clearing, fees to revenue) and marks it paid; rejected voids the hold (the money returns
 * to available) in the same transaction that marks it failed. pending and unknown change nothing:
 * the money stays held until a callback or reconciliation learns the outcome. `idempotency`: the
 * confirm's answer, stored with its key in the same transaction as the post or the void.
 */
export async function recordPayoutOutcome(
  partnerReff: string,
  outcome: PayoutOutcome,
  nowMs: number,
  source: Source,
  guard?: (tx: TransactionRecord) => string | undefined,
  current?: TransactionRecord,
  idempotency?: (changed: TransactionRecord) => IdempotencyCompletion | undefined,
): Promise<TransitionOutcome | undefined> {
  const recorded = await applyPayoutOutcome(partnerReff, outcome, nowMs, source, guard, current, idempotency);
  // pending and unknown are counted each time the gateway says so (they move nothing); executed and
  // rejected only when their move is written, so a repeated callback counts once.
  if (recorded === undefined || recorded.kind === 'applied') countPayoutOutcome(outcome.kind);
  return recorded;
}

async function applyPayoutOutcome(
  partnerReff: string,
  outcome: PayoutOutcome,
  nowMs: number,
  source: Source,
  guard: ((tx: TransactionRecord) => string | undefined) | undefined,
  current: TransactionRecord | undefined,
  idempotency: ((changed: TransactionRecord) => IdempotencyCompletion | undefined) | undefined,
): Promise<TransitionOutcome | undefined> {
  if (outcome.kind !== 'executed' && outcome.kind !== 'rejected') return undefined;
  // The payout as the caller read it (every caller has), else read here: a batch row's items come from it.
  const read = current ?? (await getTransaction(partnerReff));
  if (read === undefined) return { kind: 'unknown_transaction' };
  const common = { partnerReff, guard, current: read, idempotency, nowMs, source, due: () => null };
  if (outcome.kind === 'executed') {
    return applyTransition({
      ...common,
      ...batchRowItems(read, 'paid'),
      trigger: 'payout_executed',
      kind: 'post',
      eventType: 'payout_executed',
      description: `The gateway executed the payout (gateway reference ${outcome.gatewayReference})`,
      set: () => ({ paid_at_ms: nowMs, gateway_reference: outcome.gatewayReference }),
      postings: (tx) => postPostings(tx.merchant_id, tx.partner_reff, tx.amount, tx.fees),
    });
  }
  return applyTransition({
    ...common,
    ...batchRowItems(read, 'failed', outcome.reason),
    trigger: 'payout_rejected',
    kind: 'void',
    eventType: 'payout_failed',
    description: `The gateway rejected the payout: ${outcome.reason}; the held funds were returned`,
    set: () => ({ failed_at_ms: nowMs, failure_reason: outcome.reason }),
    postings: (tx) => voidPostings(tx.merchant_id, tx.partner_reff, payoutDebitIdr(tx)),
  });
}

/**
 * A paid payout came back (payout.returned): one move credits the merchant's available balance with
 * the payout's total_debit from gateway clearing and marks it failed; `transaction.failed` goes out.
 * The move is named after the transaction and trigger, so a second return writes nothing.
 */
export async function recordPayoutReturn(
  callback: GatewayCallback,
  nowMs: number,
  current: TransactionRecord,
): Promise<TransitionOutcome> {
  const reason = callback.reason ?? 'The bank returned the payout';
  const recorded = await applyTransition({
    partnerReff: current.partner_reff,
    guard: amountGuard(callback),
    current,
    ...batchRowItems(current, 'returned', reason),
    trigger: 'payout_returned',
    kind: 'credit',
    nowMs,
    source: 'gateway_callback',
    eventType: 'payout_returned',
    description: `The bank returned the payout (gateway reference ${callback.gateway_reference}): ${reason}; the amount and fees were credited back`,
    set: () => ({
      failed_at_ms: nowMs,
      failure_reason: reason,
      returned_at_ms: nowMs,
      return_reference: callback.gateway_reference,
    }),
    due: () => null,
    postings: (tx) => returnPostings(tx.merchant_id, tx.partner_reff, payoutDebitIdr(tx)),
  });
  if (recorded.kind === 'applied') countPayoutOutcome('returned');
  return recorded;
}

/** A callback whose amount is not the payout's is refused (DLQ): it is about another payout or garbled. */
const amountGuard = (callback: GatewayCallback) => (tx: TransactionRecord) =>
  tx.amount === callback.amount ? undefined : `amount_mismatch: ${callback.amount}, the payout is ${tx.amount}`;

/** payout.executed / payout.failed for a held payout: post or void its hold. */
export async function recordCallbackOutcome(
  callback: GatewayCallback,
  nowMs: number,
  current: TransactionRecord,
): Promise<TransitionOutcome> {
  const outcome: PayoutOutcome =
    callback.event === 'payout.executed'
      ? { kind: 'executed', gatewayReference: callback.gateway_reference }
      : { kind: 'rejected', reason: callback.reason ?? 'The gateway reported the payout failed' };
  const recorded = await recordPayoutOutcome(
    current.partner_reff,
    outcome,
    nowMs,
    'gateway_callback',
    amountGuard(callback),
    current,
  );
  if (recorded === undefined) throw new Error(`payout callback ${callback.event} has no outcome to record`);
  return recorded;
}
