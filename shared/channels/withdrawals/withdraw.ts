import type { Clock } from '../../clock';
import { PAYOUT_RECONCILE_AFTER_SECONDS } from '../../constants';
import { feesBelowAmountOf, resolveFeeRule, type Fees } from '../../domain/fees';
import { holdPostings } from '../../domain/ledger';
import { done, keyInProgressRefusal, refuse, type Outcome } from '../../domain/outcome';
import { createTransaction } from '../../engine/create';
import type { Gateway } from '../../gateway/port';
import { numericId } from '../../ids';
import type { IdempotencyRecorder } from '../../store/idempotency';
import type { MerchantRecord } from '../../store/merchants';
import { pinAttemptsOfRequest } from '../../store/pin-attempts';
import { freshReads, type MerchantReads } from '../../store/request-reads';
import type { NewTransaction } from '../../store/transactions';
import { payoutChannel } from '../payouts/channels';
import { executeHeldPayout } from '../payouts/execute';
import { confirmView, payoutDebitIdr, type ConfirmView } from '../payouts/payout';
import { checkPin } from '../payouts/pin';
import { CHANNELS } from '../registry';
import type { WithdrawalBody } from './schemas';
import { getSettlementAccount, type SettlementAccountRecord } from './store';

/**
 * A withdrawal (docs/ARCHITECTURE.md, section 5, "Withdrawals"; DESIGN 17): a payout of type
 * `withdrawal` to one of the merchant's own settlement accounts, in one call with the PIN. It has
 * no inquiry (the account was checked when it was added): the PIN is judged as a payout confirm's
 * (the same attempts and lock), then the transaction is born held (its create is the hold: one
 * move, refused whole when the available balance does not cover amount + fees), and the payout
 * engine's steps ask the gateway and record its outcome (post, void, or kept held for
 * reconciliation). Returns, callbacks and reconciliation are the payouts'.
 */

/** Who asks: an API client, a dashboard user (with the client its webhooks go to), or the auto-withdraw job. */
export interface WithdrawalRequester {
  merchant_id: string;
  /** The API client whose callback URL gets the webhooks ('' for none). */
  client_id: string;
  user_sub?: string;
}

export interface WithdrawInput {
  body: WithdrawalBody;
  requester: WithdrawalRequester;
  clock: Clock;
  arrivedAtMs: number;
  gateway: Gateway;
  reads?: MerchantReads;
  idempotency?: IdempotencyRecorder<ConfirmView>;
}

/** What a withdrawal's transaction is made of. */
export interface WithdrawalDraft {
  partnerReff: string;
  requester: WithdrawalRequester;
  account: SettlementAccountRecord;
  amount: number;
  fees: Fees;
  /** Who started it, in its created event. */
  by: string;
  source: 'api' | 'scheduler';
}

/** The fee rule a withdrawal is charged by: its registry row's key (a bank payout's), with the merchant's overrides. */
export const withdrawalFeeRule = (merchant: MerchantRecord) => resolveFeeRule(CHANNELS.withdrawal.fees, merchant.fees);

function withdrawalTransaction(draft: WithdrawalDraft, seq: number, nowMs: number): NewTransaction {
  const { account } = draft;
  const body = { bank_code: account.bank_code, account_number: account.account_number, amount: draft.amount };
  return {
    record: {
      partner_reff: draft.partnerReff,
      id: numericId(nowMs),
      merchant_id: account.merchant_id,
      client_id: draft.requester.client_id,
      type: 'withdrawal',
      status: 'pending',
      stage: 'held',
      amount: draft.amount,
      fees: draft.fees,
      seq,
      event_count: 1,
      created_at_ms: nowMs,
      updated_at_ms: nowMs,
      confirmed_at_ms: nowMs,
      reconcile_attempts: 0,
      description: `Withdrawal to ${account.account_name} (${account.bank_name} ${account.account_number})`,
      ...(draft.requester.user_sub === undefined ? {} : { initiated_by_user: draft.requester.user_sub }),
      details: {
        ...payoutChannel('withdrawal').details(body, account.account_name),
        settlement_account_id: account.id,
      },
    },
    createdEvent: {
      event_type: 'created',
      from: null,
      to: 'pending',
      source: draft.source,
      description: `Withdrawal to settlement account ${account.id} by ${draft.by}; amount + fees held`,
      at_ms: nowMs,
    },
    due: { kind: 'reconcile', atMs: nowMs + PAYOUT_RECONCILE_AFTER_SECONDS * 1000 },
  };
}

/**
 * The withdrawal born held, then asked of the gateway. A second create of the same reff (the
 * auto-withdraw's reff of a merchant's day) writes nothing and answers the one that exists.
 */
export async function holdAndPayOut(
  draft: WithdrawalDraft,
  gateway: Gateway,
  clock: Clock,
  idempotency?: IdempotencyRecorder<ConfirmView>,
): Promise<Outcome<ConfirmView> | { ok: 'existing'; view: ConfirmView }> {
  const created = await createTransaction({
    merchantId: draft.account.merchant_id,
    kind: 'hold',
    build: (seq) => withdrawalTransaction(draft, seq, clock.nowMs()),
    postings: (record) => holdPostings(record.merchant_id, record.partner_reff, payoutDebitIdr(record)),
  });
  switch (created.kind) {
    case 'created':
      return done(await executeHeldPayout(created.record, gateway, clock, idempotency));
    case 'already_applied':
      return { ok: 'existing', view: confirmView(created.record, null) };
    case 'insufficient_balance':
      return refuse(
        'insufficient_balance',
        `The available balance does not cover amount + fees (${draft.amount + draft.fees.total_fee})`,
      );
    case 'idempotency_lost':
      return keyInProgressRefusal();
    case 'precondition_failed':
    default:
      throw new Error(`Creating withdrawal ${draft.partnerReff} ended ${created.kind}`);
  }
}

/**
 * The account is the merchant's (404 otherwise) and past its 24 hours; the fees stay below the
 * amount. Checked before the PIN, so a request refused for them costs no PIN attempt.
 */
export async function usableAccount(
  merchantId: string,
  accountId: string,
  nowMs: number,
): Promise<Outcome<SettlementAccountRecord>> {
  const account = await getSettlementAccount(merchantId, accountId);
  if (account === undefined) return refuse('not_found', 'Settlement account not found');
  if (nowMs < account.usable_at_ms)
    return refuse(
      'settlement_account_not_ready',
      'A settlement account takes withdrawals 24 hours after it was added (its usable_at)',
    );
  return done(account);
}

/** POST /api/v1/withdrawals and POST /dashboard/v1/withdrawals. */
export async function withdraw(input: WithdrawInput, partnerReff: string): Promise<Outcome<ConfirmView>> {
  const merchantId = input.requester.merchant_id;
  const reads = input.reads ?? freshReads;
  const merchant = await reads.merchant(merchantId);
  if (merchant === undefined) return refuse('not_found', 'Merchant not found');
  if (merchant.kyc_status !== 'verified')
    return refuse('kyc_required', 'The merchant must be KYC verified for withdrawals');
  const nowMs = input.clock.nowMs();
  const account = await usableAccount(merchantId, input.body.settlement_account_id, nowMs);
  if (!account.ok) return account;
  const fees = feesBelowAmountOf(input.body.amount, withdrawalFeeRule(merchant));
  if (!fees.ok) return fees;
  const timing = { nowMs, arrivedAtMs: input.arrivedAtMs, now: () => input.clock.nowMs() };
  const pin = await checkPin(merchantId, merchant, input.body.pin, timing, () =>
    pinAttemptsOfRequest(reads, merchantId),
  );
  if (!pin.ok) return pin;
  const by = input.requester.user_sub === undefined ? `API client ${input.requester.client_id}` : 'dashboard user';
  const draft: WithdrawalDraft = {
    partnerReff,
    requester: input.requester,
    account: account.value,
    amount: input.body.amount,
    fees: fees.value,
    by,
    source: 'api',
  };
  const outcome = await holdAndPayOut(draft, input.gateway, input.clock, input.idempotency);
  return outcome.ok === 'existing' ? done(outcome.view) : outcome;
}
