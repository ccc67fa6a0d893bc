import type { Clock } from '../../clock';
import { PAYOUT_RECONCILE_AFTER_SECONDS } from '../../constants';
import { resolveFeeRule, type Fees } from '../../domain/fees';
import { holdPostings } from '../../domain/ledger';
import { done, keyInProgressRefusal, refuse, type Outcome } from '../../domain/outcome';
import { createTransaction } from '../../engine/create';
import type { Gateway } from '../../gateway/port';
import { numericId } from '../../ids';
import type { IdempotencyRecorder } from '../../store/idempotency';
import type { MerchantRecord } from '../../store/merchants';
import type { NewTransaction } from '../../store/transactions';
import { payoutChannel } from '../payouts/channels';
import { executeHeldPayout } from '../payouts/execute';
import { confirmView, payoutDebitIdr, type ConfirmView } from '../payouts/payout';
import { CHANNELS } from '../registry';
import type { SettlementAccountRecord } from './store';

/**
 * A withdrawal's money (docs/ARCHITECTURE.md, section 5, "Withdrawals"; DESIGN 17): a payout of type
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
