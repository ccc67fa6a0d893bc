import type { Clock } from '../../clock';
import {
  PAYOUT_RECONCILE_AFTER_SECONDS,
  PAYOUT_RECONCILE_BACKOFF_CAP_SECONDS,
  SWEEP_BATCH_SIZE_MAX,
  SWEEP_BUDGET_DEFAULT_MS,
} from '../../constants';
import type { Gateway, PayoutOutcome } from '../../gateway/port';
import { logger } from '../../logger';
import { gaugePayoutAwaitingOutcome } from '../../metrics';
import { budgetOf, runSweep, type SweepBudget, type SweepSpec, type SweepSummary } from '../../operations/sweeps';
import { payoutsAwaitingOutcome } from '../../store/ledger';
import { listDueTransactions, rescheduleReconciliation, type TransactionRecord } from '../../store/transactions';
import { recordPayoutOutcome } from './outcome';
import { destinationOf } from './payout';

/** 2 min, 4 min, 8 min, ... after each attempt that learned nothing, at most an hour apart. */
export function nextCheckDelayMs(attempts: number): number {
  const seconds = Math.min(
    PAYOUT_RECONCILE_AFTER_SECONDS * 2 ** Math.min(attempts, 20),
    PAYOUT_RECONCILE_BACKOFF_CAP_SECONDS,
  );
  return seconds * 1000;
}

/**
 * What the gateway says of a held payout. Not found means it never received the payout (a crash
 * between the hold and the call): the merchant confirmed it, so it is sent now, with the same
 * partner_reff, and whatever the gateway answers is the outcome.
 */
async function learnOutcome(tx: TransactionRecord, gateway: Gateway): Promise<PayoutOutcome> {
  try {
    const status = await gateway.payoutStatus(tx.partner_reff);
    if (status.kind !== 'not_found') return status;
    return await gateway.executePayout({ ...destinationOf(tx), partnerReff: tx.partner_reff, amountIdr: tx.amount });
  } catch (error) {
    return { kind: 'unknown', cause: error instanceof Error ? error.message : String(error) };
  }
}

async function reconcileOne(tx: TransactionRecord, gateway: Gateway, nowMs: number): Promise<boolean> {
  if (tx.status !== 'pending' || tx.stage !== 'held') return false;
  const outcome = await learnOutcome(tx, gateway);
  const recorded = await recordPayoutOutcome(tx.partner_reff, outcome, nowMs, 'reconciliation', undefined, tx);
  if (recorded !== undefined) return recorded.kind === 'applied';
  const attempts = (tx.reconcile_attempts ?? 0) + 1;
  if (outcome.kind === 'unknown')
    logger.warn('payout outcome still unknown; funds stay held', {
      partnerReff: tx.partner_reff,
      attempts,
      cause: outcome.cause,
    });
  await rescheduleReconciliation(tx.partner_reff, nowMs + nextCheckDelayMs(attempts), attempts);
  return false;
}

/**
 * Every minute: each payout held past its check time without a final outcome is asked of the gateway
 * and finished (post or void), or checked again later. One payout's failure never stops the others,
 * and one merchant's payouts are finished one after another (they move money on its balance item).
 */
export const reconciliationSweep = (gateway: Gateway): SweepSpec<TransactionRecord> => ({
  name: 'payout reconciliation',
  page: (nowMs, after) => listDueTransactions('reconcile', nowMs, SWEEP_BATCH_SIZE_MAX, after),
  idOf: (tx) => tx.partner_reff,
  laneOf: (tx) => tx.merchant_id,
  apply: (tx, nowMs) => reconcileOne(tx, gateway, nowMs),
});

/** A run, then the PayoutAwaitingOutcome gauge of what it left held (docs/ARCHITECTURE.md, section 11). */
export async function reconcilePayouts(
  clock: Clock,
  gateway: Gateway,
  budget: SweepBudget = budgetOf(SWEEP_BUDGET_DEFAULT_MS),
): Promise<SweepSummary> {
  const summary = await runSweep(reconciliationSweep(gateway), clock, budget);
  await publishAwaitingOutcome(clock.nowMs());
  return summary;
}

/**
 * Under the AWS schedule (every minute) every run publishes the gauge; the local stack ticks the job
 * every second, so there it publishes once in this long unless the count changes, and `npm start`
 * stays readable.
 */
const AWAITING_GAUGE_INTERVAL_MIN_MS = 50_000;
let lastGauge: { count: number; atMs: number } | undefined;

/**
 * Counts the held payouts the gateway has not answered for (asked at least once, or past their
 * first check), the same list GET /admin/v1/audit shows. A failed count loses one minute's gauge
 * (the alarm reads five-minute minimums), never the run's outcome.
 */
async function publishAwaitingOutcome(nowMs: number): Promise<void> {
  try {
    const count = (await payoutsAwaitingOutcome(nowMs, PAYOUT_RECONCILE_AFTER_SECONDS * 1000)).length;
    if (
      lastGauge !== undefined &&
      lastGauge.count === count &&
      Math.abs(nowMs - lastGauge.atMs) < AWAITING_GAUGE_INTERVAL_MIN_MS
    )
      return;
    gaugePayoutAwaitingOutcome(count);
    lastGauge = { count, atMs: nowMs };
  } catch (error) {
    logger.warn('could not count the payouts awaiting an outcome', {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
