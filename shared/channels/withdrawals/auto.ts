import type { Clock } from '../../clock';
import { SWEEP_BATCH_SIZE_MAX, SWEEP_BUDGET_DEFAULT_MS } from '../../constants';
import { computeFees } from '../../domain/fees';
import type { Gateway } from '../../gateway/port';
import { derivedPartnerReff } from '../../ids';
import { logger } from '../../logger';
import { budgetOf, runSweep, type SweepBudget, type SweepSpec, type SweepSummary } from '../../operations/sweeps';
import { getBalance, getMerchant } from '../../store/merchants';
import { toJakartaIso } from '../../time';
import { usableAccount } from './usable';
import { nextRunAfter } from './schedule';
import { WITHDRAWAL_AMOUNT_MAX_IDR } from './limits';
import { advanceAutoWithdraw, listDueAutoWithdraws, type AutoWithdrawRecord } from './store';
import { holdAndPayOut, withdrawalFeeRule } from './hold';

/**
 * Auto-withdraw (DESIGN 17): at the merchant's time (Jakarta), daily or on its weekdays, the
 * scheduler withdraws `available - reserve_amount` (the fee included, so the reserve stays) to its
 * settlement account when that is at least `min_amount`. The settings sit on the due index (sharded)
 * by their next run; the job walks what is due. Each run's withdrawal has the reff of the merchant's
 * Jakarta day, and its create is journaled by that reff, so however many schedulers tick at once,
 * and however often a run is retried, a merchant gets at most one auto-withdrawal a day.
 */

/** The reff of a merchant's auto-withdrawal on a Jakarta day: one a day, whoever runs it. */
export const autoWithdrawalReff = (merchantId: string, runAtMs: number): string =>
  derivedPartnerReff('WD', `auto-withdraw:${merchantId}:${toJakartaIso(runAtMs).slice(0, 10)}`);

/** What a run withdraws: `available - reserve` less the fee, capped at a withdrawal's maximum; 0 below the minimum. */
export function autoWithdrawalAmount(
  available: number,
  settings: AutoWithdrawRecord,
  fee: (amount: number) => number,
): number {
  const gross = available - settings.reserve_amount;
  if (gross <= 0) return 0;
  const amount = Math.min(gross - fee(gross), WITHDRAWAL_AMOUNT_MAX_IDR);
  return amount >= settings.min_amount ? amount : 0;
}

/** One due run: the day's withdrawal (once), then the next run. Answers whether this run withdrew. */
async function runOne(settings: AutoWithdrawRecord, gateway: Gateway, clock: Clock, nowMs: number): Promise<boolean> {
  const dueAtMs = settings.next_run_at_ms ?? nowMs;
  const withdrew = await withdrawForRun(settings, dueAtMs, gateway, clock);
  await advanceAutoWithdraw(settings.merchant_id, dueAtMs, nextRunAfter(settings, Math.max(nowMs, dueAtMs)));
  return withdrew;
}

async function withdrawForRun(
  settings: AutoWithdrawRecord,
  dueAtMs: number,
  gateway: Gateway,
  clock: Clock,
): Promise<boolean> {
  const merchantId = settings.merchant_id;
  const skip = (reason: string) => {
    logger.info('auto-withdraw run withdrew nothing', { merchantId, reason });
    return false;
  };
  const [merchant, balance] = await Promise.all([getMerchant(merchantId), getBalance(merchantId)]);
  if (merchant?.kyc_status !== 'verified' || balance === undefined) return skip('merchant not verified');
  const account = await usableAccount(merchantId, settings.settlement_account_id, clock.nowMs());
  if (!account.ok) return skip(account.message);
  const rule = withdrawalFeeRule(merchant);
  const amount = autoWithdrawalAmount(balance.available, settings, (gross) => computeFees(gross, rule).total_fee);
  if (amount === 0) return skip('below the minimum after the reserve');
  const fees = computeFees(amount, rule);
  const draft = {
    partnerReff: autoWithdrawalReff(merchantId, dueAtMs),
    requester: { merchant_id: merchantId, client_id: settings.webhook_client_id },
    account: account.value,
    amount,
    fees,
    by: 'auto-withdraw',
    source: 'scheduler' as const,
  };
  const outcome = await holdAndPayOut(draft, gateway, clock);
  if (outcome.ok === true) return true;
  return skip(outcome.ok === 'existing' ? 'the day has its withdrawal already' : outcome.message);
}

/** One merchant's run at a time: it moves money on its balance. */
export const autoWithdrawSweep = (gateway: Gateway, clock: Clock): SweepSpec<AutoWithdrawRecord> => ({
  name: 'auto-withdraw',
  page: (nowMs, after) => listDueAutoWithdraws(nowMs, SWEEP_BATCH_SIZE_MAX, after),
  idOf: (settings) => settings.merchant_id,
  laneOf: (settings) => settings.merchant_id,
  apply: (settings, nowMs) => runOne(settings, gateway, clock, nowMs),
});

export function runAutoWithdraws(
  clock: Clock,
  gateway: Gateway,
  budget: SweepBudget = budgetOf(SWEEP_BUDGET_DEFAULT_MS),
): Promise<SweepSummary> {
  return runSweep(autoWithdrawSweep(gateway, clock), clock, budget);
}
