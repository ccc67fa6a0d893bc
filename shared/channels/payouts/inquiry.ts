import type { Clock } from '../../clock';
import { PAYOUT_INQUIRY_VALIDITY_SECONDS } from '../../constants';
import { feesBelowAmountOf, resolveFeeRule, type Fees } from '../../domain/fees';
import { done, refuse, type Outcome } from '../../domain/outcome';
import { createTransaction } from '../../engine/create';
import type { Gateway } from '../../gateway/port';
import { newPartnerReff, numericId } from '../../ids';
import type { ClientRecord } from '../../store/clients';
import { completionFor, type IdempotencyRecorder } from '../../store/idempotency';
import type { MerchantRecord } from '../../store/merchants';
import { freshReads, type MerchantReads } from '../../store/request-reads';
import type { NewTransaction, TransactionRecord } from '../../store/transactions';
import type { InquiryPayoutType } from '../registry';
import { payoutChannel, type PayoutInquiryBody } from './channels';
import { payoutFees, payoutTransactionView, type PayoutFees } from './payout';

/** An inquiry of one payout type, with the body its route validated. */
export interface InquiryRequest {
  channel: InquiryPayoutType;
  body: PayoutInquiryBody;
}

export interface InquiryView {
  transaction: Record<string, unknown>;
  fees: PayoutFees;
}

/**
 * Who asks: an API client, or a dashboard user acting for its merchant (`client_id` '' then: no
 * API client asked, so the payout's webhooks go to none, as an operator's adjustment's) with the
 * user recorded on the payout.
 */
export type PayoutRequester = Pick<ClientRecord, 'merchant_id' | 'client_id'> & { user_sub?: string };

export interface InquiryInput {
  request: InquiryRequest;
  client: PayoutRequester;
  clock: Clock;
  gateway: Gateway;
  idempotency?: IdempotencyRecorder<InquiryView>;
  /** Merchant records as the request read them (route reads), else read here. */
  reads?: MerchantReads;
}

interface Draft {
  input: InquiryInput;
  merchant: MerchantRecord;
  partnerReff: string;
  nowMs: number;
  accountName: string;
  fees: Fees;
}

/** A payout waiting for its PIN confirm: status pending, no money moved, due to expire in 30 minutes. */
function inquiryTransaction(draft: Draft, seq: number): NewTransaction {
  const { request, client } = draft.input;
  const { nowMs } = draft;
  const expiresAtMs = nowMs + PAYOUT_INQUIRY_VALIDITY_SECONDS * 1000;
  const record: TransactionRecord = {
    partner_reff: draft.partnerReff,
    id: numericId(nowMs),
    merchant_id: draft.merchant.id,
    client_id: client.client_id,
    type: request.channel,
    status: 'pending',
    stage: 'awaiting_confirmation',
    amount: request.body.amount,
    fees: draft.fees,
    seq,
    event_count: 1,
    created_at_ms: nowMs,
    updated_at_ms: nowMs,
    expires_at_ms: expiresAtMs,
    description: `Payout to ${draft.accountName}`,
    ...(client.user_sub === undefined ? {} : { initiated_by_user: client.user_sub }),
    details: payoutChannel(request.channel).details(request.body, draft.accountName),
  };
  const by = client.user_sub === undefined ? '' : ` (dashboard user ${client.user_sub})`;
  const description = `Destination verified (${draft.accountName}); waiting for the PIN confirm${by}`;
  return {
    record,
    createdEvent: { event_type: 'created', from: null, to: 'pending', source: 'api', description, at_ms: nowMs },
    due: { kind: 'expiry', atMs: expiresAtMs },
  };
}

const inquiryView = (record: TransactionRecord): InquiryView => ({
  transaction: payoutTransactionView(record),
  fees: payoutFees(record.fees, record.amount),
});

/**
 * POST /<payout type>/inquiry: the gateway verifies the destination and names its
 * owner, then the payout transaction is recorded (pending, waiting for the confirm). No money moves.
 * Fees that would reach the amount are 422 fees_exceed_amount, before the gateway is asked.
 * A gateway failure surfaces as GatewayFailure (502 upstream_error with its status).
 */
export async function inquirePayout(input: InquiryInput): Promise<Outcome<InquiryView>> {
  const reads = input.reads ?? freshReads;
  const merchant = await reads.merchant(input.client.merchant_id);
  if (merchant === undefined) return refuse('not_found', 'Merchant not found');
  if (merchant.kyc_status !== 'verified')
    return refuse('kyc_required', 'The merchant must be KYC verified for payouts');
  // docs/ARCHITECTURE.md, 14.3: fees that reach the amount are refused here, before the gateway is asked and
  // before anything is recorded, so no confirm can ever hold (or post) such a payout.
  const fees = feesBelowAmountOf(input.request.body.amount, resolveFeeRule(input.request.channel, merchant.fees));
  if (!fees.ok) return fees;
  const answer = await input.gateway.inquirePayout({
    ...payoutChannel(input.request.channel).destinationOfBody(input.request.body),
    amountIdr: input.request.body.amount,
  });
  if (answer.kind === 'not_found')
    return refuse('invalid_destination', 'The gateway found no account at this destination');
  const nowMs = input.clock.nowMs();
  const draft: Draft = {
    input,
    merchant,
    partnerReff: newPartnerReff(payoutChannel(input.request.channel).reffPrefix, nowMs),
    nowMs,
    accountName: answer.accountName,
    fees: fees.value,
  };
  const created = await createTransaction({
    merchantId: merchant.id,
    kind: 'status',
    reads,
    build: (seq) => inquiryTransaction(draft, seq),
    idempotency: (record) => completionFor(input.idempotency, inquiryView(record)),
  });
  if (created.kind === 'idempotency_lost')
    return refuse('idempotency_key_in_progress', 'A request with this idempotency key is still being processed');
  if (created.kind !== 'created')
    throw new Error(`Recording payout inquiry ${draft.partnerReff} ended ${created.kind}`);
  return done(inquiryView(created.record));
}
