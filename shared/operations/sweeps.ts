import type { Clock } from '../clock';
import { SWEEP_BATCH_SIZE_MAX, SWEEP_BUDGET_DEFAULT_MS } from '../constants';
import { settlementPostings } from '../domain/ledger';
import { applyTransition } from '../engine/transition';
import { listDueDeliveries, type DueCursor, type DueDelivery } from '../store/due';
import { sendMessages } from '../store/queue';
import { listDueTransactions, type TransactionRecord } from '../store/transactions';
import { budgetOf, type SweepBudget } from './sweep-budget';
import { runSweep, type SweepSpec } from './sweep-run';

/**
 * The scheduled sweeps (docs/ARCHITECTURE.md, section 7): each run works through everything that is due until the
 * due index is exhausted or its time budget is spent, keeps going past a failed item (reported and
 * counted; it stays due, so the next run retries it), and runs one merchant's money moves one after
 * another so they never contend on its balance item, while different merchants run in parallel.
 */

export { budgetOf, type SweepBudget, type SweepSummary } from './sweep-budget';
export { runSweep, type SweepSpec } from './sweep-run';

const defaultBudget = (): SweepBudget => budgetOf(SWEEP_BUDGET_DEFAULT_MS);

const dueTransactions = (kind: 'expiry' | 'settlement') => (nowMs: number, after: DueCursor | undefined) =>
  listDueTransactions(kind, nowMs, SWEEP_BATCH_SIZE_MAX, after);

/**
 * Past their validity: QR and one-time VA waiting for payment, and payout inquiries never
 * confirmed, become expired with transaction.expired. Each type's machine decides what may expire.
 * Expiring moves no money, so two transactions' writes share nothing: each is its own lane.
 */
export const EXPIRY_SWEEP: SweepSpec<TransactionRecord> = {
  name: 'expiry',
  page: dueTransactions('expiry'),
  idOf: (tx) => tx.partner_reff,
  laneOf: (tx) => tx.partner_reff,
  apply: async (tx, nowMs) => {
    const outcome = await applyTransition({
      partnerReff: tx.partner_reff,
      current: tx,
      trigger: 'expired',
      nowMs,
      eventType: 'expired',
      source: 'scheduler',
      description: 'Validity elapsed',
      guard: (fresh) =>
        fresh.expires_at_ms !== undefined && fresh.expires_at_ms <= nowMs ? undefined : 'not yet expired',
    });
    return outcome.kind === 'applied';
  },
};

/**
 * H+1: paid QR money moves from pending_settlement to available; status settled. Each payment is
 * due at its own settlement time (shared/time.ts settlementDueMs), so a run never settles early.
 * The copy read from the index saves a read; the write is conditioned on it, so a stale copy only
 * costs a re-read.
 */
export const SETTLEMENT_SWEEP: SweepSpec<TransactionRecord> = {
  name: 'settlement',
  page: dueTransactions('settlement'),
  idOf: (tx) => tx.partner_reff,
  laneOf: (tx) => tx.merchant_id,
  apply: async (tx, nowMs) => {
    const outcome = await applyTransition({
      partnerReff: tx.partner_reff,
      current: tx,
      trigger: 'settled',
      kind: 'settle',
      nowMs,
      eventType: 'settled',
      source: 'scheduler',
      description: 'Funds settled to the available balance (H+1)',
      set: () => ({ settled_at_ms: nowMs }),
      postings: (fresh) => settlementPostings(fresh.merchant_id, fresh.partner_reff, fresh.fees.net_amount),
    });
    return outcome.kind === 'applied';
  },
};

/**
 * Hands every due webhook delivery to the dispatcher queue (the dispatcher's lease keeps a double
 * hand-off harmless). A handed-off delivery stays due until the dispatcher records its attempt, so
 * the cursor is what keeps one run from handing it off again. A hand-off touches no shared item:
 * each delivery is its own lane. The message is the one the dispatcher reads (`{delivery_id}`).
 */
export const WEBHOOK_RETRY_SWEEP: SweepSpec<DueDelivery> = {
  name: 'webhook retry',
  page: (nowMs, after) => listDueDeliveries(nowMs, SWEEP_BATCH_SIZE_MAX, after),
  idOf: (delivery) => delivery.id,
  laneOf: (delivery) => delivery.id,
  apply: async (delivery) => {
    await sendMessages('webhooks', [{ delivery_id: delivery.id }]);
    return true;
  },
};

/** Expires what is due; answers how many expired. */
export async function expireDue(clock: Clock, budget: SweepBudget = defaultBudget()): Promise<number> {
  return (await runSweep(EXPIRY_SWEEP, clock, budget)).applied;
}

/** Settles what is due; answers how many settled. */
export async function settleDue(clock: Clock, budget: SweepBudget = defaultBudget()): Promise<number> {
  return (await runSweep(SETTLEMENT_SWEEP, clock, budget)).applied;
}
