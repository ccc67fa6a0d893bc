import type { Clock } from '../../clock';
import { SWEEP_BATCH_SIZE_MAX, SWEEP_BUDGET_DEFAULT_MS } from '../../constants';
import type { Gateway } from '../../gateway/port';
import { logger } from '../../logger';
import { budgetOf, runSweep, type SweepBudget, type SweepSpec, type SweepSummary } from '../../operations/sweeps';
import { nextCheckDelayMs } from '../payouts/reconcile';
import { learnRefundOutcome } from './ask';
import { recordRefundOutcome } from './outcome';
import { listDueRefunds, rescheduleRefundCheck, type RefundRecord } from './store';

/**
 * The refunds' reconciliation (docs/ARCHITECTURE.md, section 17), as the payouts' (section 5): every
 * refund still pending past its check time (an unknown outcome, a lost callback, a crash between its
 * hold and the gateway call) is asked of the gateway and ended (post or void), or checked again
 * later, backing off as payouts do. Nothing is released or credited on a guess.
 */
async function reconcileOne(refund: RefundRecord, gateway: Gateway, nowMs: number): Promise<boolean> {
  if (refund.status !== 'pending') return false;
  const outcome = await learnRefundOutcome(refund, gateway);
  const recorded = await recordRefundOutcome(refund, outcome, nowMs, 'reconciliation');
  if (recorded.kind === 'ended') return true;
  if (recorded.kind === 'conflict')
    logger.error('reconciliation learned a refund end against the one recorded', {
      refundId: refund.refund_id,
      detail: recorded.detail,
    });
  if (recorded.refund.status !== 'pending') return false;
  const attempts = (refund.reconcile_attempts ?? 0) + 1;
  if (outcome.kind === 'unknown')
    logger.warn('refund outcome still unknown; funds stay held', {
      refundId: refund.refund_id,
      attempts,
      cause: outcome.cause,
    });
  await rescheduleRefundCheck(refund.refund_id, nowMs + nextCheckDelayMs(attempts), attempts);
  return false;
}

/** One merchant's refunds are ended one after another: they move money on its balance. */
export const refundReconciliationSweep = (gateway: Gateway): SweepSpec<RefundRecord> => ({
  name: 'refund reconciliation',
  page: (nowMs, after) => listDueRefunds(nowMs, SWEEP_BATCH_SIZE_MAX, after),
  idOf: (refund) => refund.refund_id,
  laneOf: (refund) => refund.merchant_id,
  apply: (refund, nowMs) => reconcileOne(refund, gateway, nowMs),
});

export function reconcileRefunds(
  clock: Clock,
  gateway: Gateway,
  budget: SweepBudget = budgetOf(SWEEP_BUDGET_DEFAULT_MS),
): Promise<SweepSummary> {
  return runSweep(refundReconciliationSweep(gateway), clock, budget);
}
