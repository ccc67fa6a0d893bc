import { postPostings, voidPostings } from '../../domain/ledger';
import { applyTransition, type TransitionOutcome } from '../../engine/transition';
import type { GatewayCallback, PayoutOutcome } from '../../gateway/port';
import type { StatusEventRecord, TransactionRecord } from '../../store/transactions';
import { payoutDebitIdr } from './payout';

type Source = StatusEventRecord['source'];

/**
 * Records what the gateway said of a held payout. executed posts the hold (the money leaves: amount
 * to gateway clearing, fees to revenue) and marks it paid; rejected voids the hold (the money returns
 * to available) in the same transaction that marks it failed. pending and unknown change nothing:
 * the money stays held until a callback or reconciliation learns the outcome.
 */
export async function recordPayoutOutcome(
  partnerReff: string,
  outcome: PayoutOutcome,
  nowMs: number,
  source: Source,
  guard?: (tx: TransactionRecord) => string | undefined,
  current?: TransactionRecord,
): Promise<TransitionOutcome | undefined> {
  if (outcome.kind === 'executed') {
    return applyTransition({
      partnerReff,
      guard,
      current,
      trigger: 'payout_executed',
      kind: 'post',
      nowMs,
      source,
      eventType: 'payout_executed',
      description: `The gateway executed the payout (gateway reference ${outcome.gatewayReference})`,
      set: () => ({ paid_at_ms: nowMs, gateway_reference: outcome.gatewayReference }),
      due: () => null,
      postings: (tx) => postPostings(tx.merchant_id, tx.partner_reff, tx.amount, tx.fees),
    });
  }
  if (outcome.kind === 'rejected') {
    return applyTransition({
      partnerReff,
      guard,
      current,
      trigger: 'payout_rejected',
      kind: 'void',
      nowMs,
      source,
      eventType: 'payout_failed',
      description: `The gateway rejected the payout: ${outcome.reason}; the held funds were returned`,
      set: () => ({ failed_at_ms: nowMs, failure_reason: outcome.reason }),
      due: () => null,
      postings: (tx) => voidPostings(tx.merchant_id, tx.partner_reff, payoutDebitIdr(tx)),
    });
  }
  return undefined;
}

/** payout.executed / payout.failed callbacks. A callback whose amount is not the payout's is refused (DLQ). */
export async function applyPayoutCallback(callback: GatewayCallback, nowMs: number): Promise<TransitionOutcome> {
  const partnerReff = callback.partner_reff!;
  const outcome: PayoutOutcome =
    callback.event === 'payout.executed'
      ? { kind: 'executed', gatewayReference: callback.gateway_reference }
      : { kind: 'rejected', reason: callback.reason ?? 'The gateway reported the payout failed' };
  const amountGuard = (tx: TransactionRecord) => (tx.amount === callback.amount ? undefined : `amount_mismatch: ${callback.amount}, the payout is ${tx.amount}`);
  const recorded = await recordPayoutOutcome(partnerReff, outcome, nowMs, 'gateway_callback', amountGuard);
  if (recorded?.kind === 'refused') throw new Error(`Refused payout callback ${callback.gateway_reference} for ${partnerReff}: ${recorded.reason}`);
  return recorded ?? { kind: 'unknown_transaction' };
}
