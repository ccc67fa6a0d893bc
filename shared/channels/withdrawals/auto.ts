import type { Clock } from '../../clock';
import { JAKARTA_OFFSET_MINUTES, SWEEP_BATCH_SIZE_MAX, SWEEP_BUDGET_DEFAULT_MS } from '../../constants';
import { computeFees } from '../../domain/fees';
import type { DashboardUser } from '../../domain/members';
import { done, refuse, type Outcome } from '../../domain/outcome';
import type { Gateway } from '../../gateway/port';
import { derivedPartnerReff } from '../../ids';
import { logger } from '../../logger';
import { budgetOf, runSweep, type SweepBudget, type SweepSpec, type SweepSummary } from '../../operations/sweeps';
import { auditEntryItem, userActor } from '../../store/audit-log';
import { getBalance, getMerchant } from '../../store/merchants';
import { pinAttemptsOfRequest } from '../../store/pin-attempts';
import { freshReads } from '../../store/request-reads';
import { toJakartaIso, toJakartaIsoOrNull } from '../../time';
import { checkPin } from '../payouts/pin';
import { WITHDRAWAL_AMOUNT_MAX_IDR } from './limits';
import type { AutoWithdrawBody } from './schemas';
import {
  advanceAutoWithdraw,
  getAutoWithdraw,
  listDueAutoWithdraws,
  putAutoWithdraw,
  type AutoWithdrawRecord,
} from './store';
import { holdAndPayOut, usableAccount, withdrawalFeeRule } from './withdraw';

/**
 * Auto-withdraw (DESIGN 17): at the merchant's time (Jakarta), daily or on its weekdays, the
 * scheduler withdraws `available - reserve_amount` (the fee included, so the reserve stays) to its
 * settlement account when that is at least `min_amount`. The settings sit on the due index (sharded)
 * by their next run; the job walks what is due. Each run's withdrawal has the reff of the merchant's
 * Jakarta day, and its create is journaled by that reff, so however many schedulers tick at once,
 * and however often a run is retried, a merchant gets at most one auto-withdrawal a day.
 */

const OFFSET_MS = JAKARTA_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The ISO weekday (1 Monday .. 7 Sunday) of a Jakarta day starting at `dayStartMs`. */
const isoWeekdayOf = (dayStartMs: number): number => {
  const day = new Date(dayStartMs + OFFSET_MS).getUTCDay();
  return day === 0 ? 7 : day;
};

type Schedule = Pick<AutoWithdrawRecord, 'schedule' | 'weekdays' | 'time'>;

/** The first run of the schedule strictly after `afterMs`. */
export function nextRunAfter(schedule: Schedule, afterMs: number): number {
  const [hours, minutes] = schedule.time.split(':').map(Number) as [number, number];
  const todayStartMs = Math.floor((afterMs + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
  for (let day = 0; day <= 8; day += 1) {
    const dayStartMs = todayStartMs + day * DAY_MS;
    const atMs = dayStartMs + (hours * 60 + minutes) * 60_000;
    const allowed = schedule.schedule === 'daily' || (schedule.weekdays ?? []).includes(isoWeekdayOf(dayStartMs));
    if (atMs > afterMs && allowed) return atMs;
  }
  throw new Error('A schedule without a weekday has no next run');
}

/** The reff of a merchant's auto-withdrawal on a Jakarta day: one a day, whoever runs it. */
export const autoWithdrawalReff = (merchantId: string, runAtMs: number): string =>
  derivedPartnerReff('WD', `auto-withdraw:${merchantId}:${toJakartaIso(runAtMs).slice(0, 10)}`);

export interface AutoWithdrawView {
  enabled: boolean;
  schedule: 'daily' | 'weekly';
  weekdays?: number[];
  time: string;
  reserve_amount: number;
  min_amount: number;
  settlement_account_id: string;
  next_run_at: string | null;
}

const settingsView = (record: AutoWithdrawRecord): AutoWithdrawView => ({
  enabled: record.enabled,
  schedule: record.schedule,
  ...(record.weekdays === undefined ? {} : { weekdays: record.weekdays }),
  time: record.time,
  reserve_amount: record.reserve_amount,
  min_amount: record.min_amount,
  settlement_account_id: record.settlement_account_id,
  next_run_at: record.enabled ? toJakartaIsoOrNull(record.next_run_at_ms) : null,
});

/** GET /dashboard/v1/auto-withdraw. */
export async function readAutoWithdraw(
  merchantId: string,
): Promise<Outcome<{ auto_withdraw: AutoWithdrawView | null }>> {
  const record = await getAutoWithdraw(merchantId);
  return done({ auto_withdraw: record === undefined ? null : settingsView(record) });
}

export interface AutoWithdrawChange {
  merchantId: string;
  user: DashboardUser;
  /** The API client the withdrawals' webhooks go to. */
  webhookClientId: string;
  clock: Clock;
  arrivedAtMs: number;
}

/**
 * PUT /dashboard/v1/auto-withdraw (owner, with the PIN): the account must be the merchant's (404);
 * it may still be in its 24 hours (a run before then waits for the next). The PIN is judged as a
 * payout's, last, so a refused body costs no attempt.
 */
export async function saveAutoWithdraw(
  change: AutoWithdrawChange,
  body: AutoWithdrawBody,
): Promise<Outcome<{ auto_withdraw: AutoWithdrawView }>> {
  const { merchantId } = change;
  const nowMs = change.clock.nowMs();
  const account = await usableAccount(merchantId, body.settlement_account_id, Number.MAX_SAFE_INTEGER);
  if (!account.ok) return account;
  const merchant = await getMerchant(merchantId);
  if (merchant === undefined) return refuse('not_found', 'Merchant not found');
  const timing = { nowMs, arrivedAtMs: change.arrivedAtMs, now: () => change.clock.nowMs() };
  const pin = await checkPin(merchantId, merchant, body.pin, timing, () =>
    pinAttemptsOfRequest(freshReads, merchantId),
  );
  if (!pin.ok) return pin;
  const record: AutoWithdrawRecord = {
    merchant_id: merchantId,
    enabled: body.enabled,
    schedule: body.schedule,
    ...(body.schedule === 'weekly' ? { weekdays: [...new Set(body.weekdays)].sort() } : {}),
    time: body.time,
    reserve_amount: body.reserve_amount,
    min_amount: body.min_amount,
    settlement_account_id: body.settlement_account_id,
    webhook_client_id: change.webhookClientId,
    updated_at_ms: nowMs,
    updated_by: change.user.sub,
  };
  if (body.enabled) record.next_run_at_ms = nextRunAfter(record, nowMs);
  const { pin: _pin, ...details } = body;
  const audit = auditEntryItem({
    merchantId,
    actor: userActor(change.user),
    action: 'auto_withdraw.updated',
    details,
    atMs: nowMs,
  });
  await putAutoWithdraw(record, audit);
  return done({ auto_withdraw: settingsView(record) });
}

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
