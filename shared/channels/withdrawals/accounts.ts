import type { Clock } from '../../clock';
import type { DashboardUser } from '../../domain/members';
import { done, refuse, type Outcome } from '../../domain/outcome';
import type { Gateway } from '../../gateway/port';
import { randomToken } from '../../ids';
import { auditEntryItem, userActor } from '../../store/audit-log';
import { toJakartaIso } from '../../time';
import { payoutChannel } from '../payouts/channels';
import {
  SETTLEMENT_ACCOUNT_INQUIRY_AMOUNT_IDR,
  SETTLEMENT_ACCOUNT_WAIT_HOURS,
  SETTLEMENT_ACCOUNTS_MAX,
} from './limits';
import type { AddSettlementAccountBody } from './schemas';
import {
  deleteSettlementAccount,
  getSettlementAccount,
  listSettlementAccounts,
  putSettlementAccount,
  type SettlementAccountRecord,
} from './store';

/**
 * The merchant's settlement accounts (docs/ARCHITECTURE.md, section 5, "Withdrawals"; DESIGN 17):
 * bank accounts of its own, checked by the gateway's inquiry (the holder's name is kept), usable for
 * withdrawals SETTLEMENT_ACCOUNT_WAIT_HOURS after they are added, at most SETTLEMENT_ACCOUNTS_MAX.
 * Adding and removing one is a configuration change, written with its audit entry.
 */

export interface SettlementAccountView {
  id: string;
  bank_code: string;
  bank_name: string;
  account_number: string;
  account_name: string;
  created_at: string;
  usable_at: string;
  usable: boolean;
}

export const settlementAccountView = (record: SettlementAccountRecord, nowMs: number): SettlementAccountView => ({
  id: record.id,
  bank_code: record.bank_code,
  bank_name: record.bank_name,
  account_number: record.account_number,
  account_name: record.account_name,
  created_at: toJakartaIso(record.created_at_ms),
  usable_at: toJakartaIso(record.usable_at_ms),
  usable: nowMs >= record.usable_at_ms,
});

export interface AccountActor {
  merchantId: string;
  user: DashboardUser;
  clock: Clock;
}

/** POST /dashboard/v1/settlement-accounts: checked by inquiry, then written with the count's step and the audit entry. */
export async function addSettlementAccount(
  actor: AccountActor,
  body: AddSettlementAccountBody,
  gateway: Gateway,
): Promise<Outcome<{ account: SettlementAccountView }>> {
  const existing = await listSettlementAccounts(actor.merchantId);
  if (existing.length >= SETTLEMENT_ACCOUNTS_MAX) return tooMany();
  const part = payoutChannel('withdrawal');
  const asPayout = { ...body, amount: SETTLEMENT_ACCOUNT_INQUIRY_AMOUNT_IDR };
  const answer = await gateway.inquirePayout({ ...part.destinationOfBody(asPayout), amountIdr: asPayout.amount });
  if (answer.kind === 'not_found') return refuse('invalid_destination', 'The bank found no account with this number');
  const nowMs = actor.clock.nowMs();
  const record: SettlementAccountRecord = {
    id: `sa_${randomToken(16)}`,
    merchant_id: actor.merchantId,
    bank_code: body.bank_code,
    bank_name: part.details(asPayout, answer.accountName).bank_name ?? body.bank_code,
    account_number: body.account_number,
    account_name: answer.accountName,
    created_at_ms: nowMs,
    usable_at_ms: nowMs + SETTLEMENT_ACCOUNT_WAIT_HOURS * 3_600_000,
    created_by: actor.user.sub,
  };
  const audit = auditEntryItem({
    merchantId: actor.merchantId,
    actor: userActor(actor.user),
    action: 'settlement_account.added',
    target: record.id,
    details: { bank_code: record.bank_code, account_number: record.account_number, account_name: record.account_name },
    atMs: nowMs,
  });
  if ((await putSettlementAccount(record, audit)) === 'limit_reached') return tooMany();
  return done({ account: settlementAccountView(record, nowMs) });
}

const tooMany = () =>
  refuse(
    'too_many_settlement_accounts',
    `A merchant keeps at most ${SETTLEMENT_ACCOUNTS_MAX} settlement accounts; remove one first`,
  );

/** GET /dashboard/v1/settlement-accounts: oldest first, each saying whether it takes withdrawals yet. */
export async function listAccounts(
  merchantId: string,
  nowMs: number,
): Promise<Outcome<{ data: SettlementAccountView[] }>> {
  const accounts = await listSettlementAccounts(merchantId);
  return done({ data: accounts.map((account) => settlementAccountView(account, nowMs)) });
}

/** DELETE /dashboard/v1/settlement-accounts/{account_id}: another merchant's (or a removed) account is 404. */
export async function removeSettlementAccount(
  actor: AccountActor,
  accountId: string,
): Promise<Outcome<Record<string, never>>> {
  const account = await getSettlementAccount(actor.merchantId, accountId);
  if (account === undefined) return refuse('not_found', 'Settlement account not found');
  const audit = auditEntryItem({
    merchantId: actor.merchantId,
    actor: userActor(actor.user),
    action: 'settlement_account.removed',
    target: accountId,
    details: { bank_code: account.bank_code, account_number: account.account_number },
    atMs: actor.clock.nowMs(),
  });
  if (!(await deleteSettlementAccount(actor.merchantId, accountId, audit)))
    return refuse('not_found', 'Settlement account not found');
  return done({});
}
