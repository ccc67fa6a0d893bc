import type { Clock } from '../../clock';
import type { DashboardUser } from '../../domain/members';
import { done, refuse, type Outcome } from '../../domain/outcome';
import { auditEntryItem, userActor } from '../../store/audit-log';
import { getMerchant } from '../../store/merchants';
import { pinAttemptsOfRequest } from '../../store/pin-attempts';
import { freshReads } from '../../store/request-reads';
import { toJakartaIsoOrNull } from '../../time';
import { checkPin } from '../payouts/pin';
import { nextRunAfter } from './schedule';
import { usableAccount } from './usable';
import type { AutoWithdrawBody } from './schemas';
import { getAutoWithdraw, putAutoWithdraw, type AutoWithdrawRecord } from './store';

/**
 * Auto-withdraw's settings (DESIGN 17; the runs are ./auto.ts): read, and saved with the PIN, on the
 * due index by their next run at the merchant's Jakarta time, daily or on its weekdays.
 */

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
