import type { Clock } from '../../clock';
import type { Gateway, PayoutOutcome } from '../../gateway/port';
import { logger } from '../../logger';
import { completionFor, type IdempotencyRecorder } from '../../store/idempotency';
import { getTransaction, type TransactionRecord } from '../../store/transactions';
import { recordPayoutOutcome } from './outcome';
import { confirmView, destinationOf, type ConfirmView } from './payout';

/**
 * Steps 2 and 3 of a payout whose money is held (docs/ARCHITECTURE.md, section 5): the gateway is
 * asked, and its outcome recorded. A confirm runs them after its hold (./confirm.ts); a payout
 * batch's row, born held by the batch's approval, runs them as its pay-out
 * (shared/channels/batches/payout.ts). Apart from the PIN, so those carry no PIN code.
 */

const MESSAGES: Record<PayoutOutcome['kind'], (outcome: PayoutOutcome) => string | null> = {
  executed: () => null,
  pending: () => 'The gateway is processing the payout; the final status comes by webhook',
  rejected: (outcome) => (outcome.kind === 'rejected' ? outcome.reason : null),
  unknown: () => 'The gateway has not confirmed the outcome yet; the funds stay reserved until it does',
};

const NOT_RECORDED_MESSAGE =
  'The gateway answered; recording its outcome failed, so the funds stay reserved until reconciliation records it';

/**
 * Step 3, which must not throw: once the gateway has run the payout, a 500 would tell the merchant
 * nothing happened while the money left. Whatever fails here (a bug assertion, the table), the
 * payout stays held and pending on the reconciliation index (step 1 put it there), and the answer
 * says so; reconciliation records the outcome later, or keeps failing where an operator sees it.
 */
async function recordOutcomeOrLeaveHeld(
  tx: TransactionRecord,
  outcome: PayoutOutcome,
  nowMs: number,
  idempotency: IdempotencyRecorder<ConfirmView> | undefined,
): Promise<{ current: TransactionRecord; message?: string }> {
  try {
    const answer =
      idempotency === undefined
        ? undefined
        : (changed: TransactionRecord) => completionFor(idempotency, viewAfter(changed, outcome));
    let recorded = await recordPayoutOutcome(tx.partner_reff, outcome, nowMs, 'api', undefined, tx, answer);
    // The key was taken over by another request (its lock ran out): the outcome is recorded without it.
    if (recorded?.kind === 'idempotency_lost')
      recorded = await recordPayoutOutcome(tx.partner_reff, outcome, nowMs, 'api', undefined, recorded.transaction);
    return {
      current:
        recorded !== undefined && 'transaction' in recorded
          ? recorded.transaction
          : ((await getTransaction(tx.partner_reff)) ?? tx),
    };
  } catch (error) {
    logger.error('payout outcome not recorded after the gateway answered; funds stay held for reconciliation', {
      partnerReff: tx.partner_reff,
      outcome: outcome.kind,
      error: String(error),
    });
    return { current: tx, message: NOT_RECORDED_MESSAGE };
  }
}

/** The confirm's answer once the outcome is recorded: the payout, with the gateway's word when it is not paid. */
const viewAfter = (current: TransactionRecord, outcome: PayoutOutcome): ConfirmView =>
  confirmView(
    current,
    current.status === 'pending' || current.status === 'failed' ? MESSAGES[outcome.kind](outcome) : null,
  );

/**
 * Steps 2 and 3: ask the gateway with partner_reff as its idempotency reference, then record the
 * outcome (with the request's idempotency completion, when it has a key: one write fewer).
 */
export async function executeHeldPayout(
  tx: TransactionRecord,
  gateway: Gateway,
  clock: Clock,
  idempotency?: IdempotencyRecorder<ConfirmView>,
): Promise<ConfirmView> {
  const outcome = await gateway.executePayout({
    ...destinationOf(tx),
    partnerReff: tx.partner_reff,
    amountIdr: tx.amount,
  });
  if (outcome.kind === 'unknown')
    logger.warn('payout outcome unknown; funds stay held for reconciliation', {
      partnerReff: tx.partner_reff,
      cause: outcome.cause,
    });
  const { current, message } = await recordOutcomeOrLeaveHeld(tx, outcome, clock.nowMs(), idempotency);
  if (message !== undefined) return confirmView(current, message);
  return viewAfter(current, outcome);
}
