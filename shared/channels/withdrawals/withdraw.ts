import type { Clock } from '../../clock';
import { feesBelowAmountOf } from '../../domain/fees';
import { done, refuse, type Outcome } from '../../domain/outcome';
import type { Gateway } from '../../gateway/port';
import type { IdempotencyRecorder } from '../../store/idempotency';
import { pinAttemptsOfRequest } from '../../store/pin-attempts';
import { freshReads, type MerchantReads } from '../../store/request-reads';
import type { ConfirmView } from '../payouts/payout';
import { checkPin } from '../payouts/pin';
import { holdAndPayOut, withdrawalFeeRule, type WithdrawalDraft, type WithdrawalRequester } from './hold';
import type { WithdrawalBody } from './schemas';
import { usableAccount } from './usable';

/** A withdrawal asked for with the PIN: the API's and the dashboard's (./hold.ts moves the money). */

export interface WithdrawInput {
  body: WithdrawalBody;
  requester: WithdrawalRequester;
  clock: Clock;
  arrivedAtMs: number;
  gateway: Gateway;
  reads?: MerchantReads;
  idempotency?: IdempotencyRecorder<ConfirmView>;
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
