import type { Clock } from '../../clock';
import { GATEWAY_TEXT_LENGTH_MAX } from '../../constants';
import { feesBelowAmountOf, resolveFeeRule, type Fees } from '../../domain/fees';
import { isGatewayFailure } from '../../gateway/failure';
import type { Gateway, VirtualAccountCreated } from '../../gateway/port';
import { done, keyInProgressRefusal, refuse, type Outcome, type Refusal } from '../../domain/outcome';
import { newPartnerReff } from '../../ids';
import { logger } from '../../logger';
import type { CreateVaPaymentBody } from './schemas';
import { completionFor, type IdempotencyRecorder } from '../../store/idempotency';
import type { MerchantRecord } from '../../store/merchants';
import { getTransaction, type NewTransaction, type TransactionRecord } from '../../store/transactions';
import { vaNumberLookupItem } from '../../store/va-numbers';
import { vaPaymentView } from './view';
import { createTransaction } from '../../engine/create';
import { waitingPaymentTransaction, type InboundExtra, type PaymentOwner } from '../inbound-transaction';
import type { MerchantReads } from '../../store/request-reads';
import { verifiedMerchant } from '../../operations/kyc';
import { activeVaBanks, forgetVaBanks } from './banks';

const HOUR_MS = 3_600_000;
const UNKNOWN_BANK = 'Unknown or inactive bank; use a code from GET /payments/va/banks';
const GATEWAY_VALIDATION_STATUS = 422;

export interface CreateVaPaymentInput {
  body: CreateVaPaymentBody;
  client: PaymentOwner;
  clock: Clock;
  gateway: Gateway;
  idempotency?: IdempotencyRecorder<VaPaymentView>;
  /** Merchant records as the request read them (route reads), else read here. */
  reads?: MerchantReads;
  /** A payment link's VA: its fields and items, written with the transaction. */
  extra?: InboundExtra;
}

export interface VaPaymentView {
  payment: ReturnType<typeof vaPaymentView>;
  fees: TransactionRecord['fees'];
}

const unknownBank = (): Refusal => refuse('validation_failed', 'The request is invalid', { bank_code: [UNKNOWN_BANK] });

async function isActiveBank(gateway: Gateway, bankCode: string, nowMs: number): Promise<boolean> {
  const banks = await activeVaBanks(gateway, nowMs);
  return banks.some((bank) => bank.code === bankCode);
}

/** The gateway refusing the bank means our cached list is stale: forget it and answer 422, not 502. */
async function issueAtGateway(
  gateway: Gateway,
  input: Parameters<Gateway['createOneTimeVa']>[0],
): Promise<Outcome<VirtualAccountCreated>> {
  try {
    return done(await gateway.createOneTimeVa(input));
  } catch (error) {
    if (isGatewayFailure(error) && error.upstreamStatus === GATEWAY_VALIDATION_STATUS) {
      forgetVaBanks();
      return unknownBank();
    }
    throw error;
  }
}

interface VaDraft {
  partnerReff: string;
  nowMs: number;
  expiresAtMs: number;
  merchant: MerchantRecord;
  client: PaymentOwner;
  body: CreateVaPaymentBody;
  va: VirtualAccountCreated;
  bankCode: string;
  fees: Fees;
  extra?: InboundExtra;
}

function newVaTransaction(draft: VaDraft, seq: number): NewTransaction {
  const { body, va } = draft;
  return waitingPaymentTransaction(
    {
      type: 'va',
      partnerReff: draft.partnerReff,
      merchantId: draft.merchant.id,
      clientId: draft.client.client_id,
      nowMs: draft.nowMs,
      expiresAtMs: draft.expiresAtMs,
      body,
      fees: draft.fees,
      createdDescription: 'One-time virtual account created',
      details: {
        payment_method: 'VA',
        bank_code: draft.bankCode,
        bank_name: va.bankName,
        virtual_account_number: va.virtualAccountNumber,
        account_name: va.accountName,
      },
      channelFields: draft.extra?.fields,
    },
    seq,
  );
}

const paymentView = (tx: TransactionRecord): VaPaymentView => ({ payment: vaPaymentView(tx), fees: tx.fees });

/** The VA the gateway issues for a verified merchant's request at an active bank, as a draft of its transaction. */
async function issueVa(input: CreateVaPaymentInput, merchant: MerchantRecord, fees: Fees): Promise<Outcome<VaDraft>> {
  const { body, client, gateway } = input;
  const nowMs = input.clock.nowMs();
  if (!(await isActiveBank(gateway, body.bank_code, nowMs))) return unknownBank();
  const partnerReff = newPartnerReff('VA', nowMs);
  const expiresAtMs = nowMs + body.expires_in_hours * HOUR_MS;
  const issued = await issueAtGateway(gateway, {
    partnerReff,
    bankCode: body.bank_code,
    amountIdr: body.amount,
    expiresAtIso: new Date(expiresAtMs).toISOString(),
    // The payer's bank app shows this name, so it names whom they pay: the merchant.
    accountName: merchant.name.slice(0, GATEWAY_TEXT_LENGTH_MAX),
  });
  if (!issued.ok) return issued;
  return done({
    partnerReff,
    nowMs,
    expiresAtMs,
    merchant,
    client,
    body,
    va: issued.value,
    bankCode: body.bank_code,
    fees,
    extra: input.extra,
  });
}

/** The issued VA's transaction, its event, its VA number lookup and the idempotency key, written together. */
async function recordVa(input: CreateVaPaymentInput, draft: VaDraft): Promise<Outcome<VaPaymentView>> {
  const { va, bankCode } = draft;
  const outcome = await createTransaction({
    merchantId: draft.merchant.id,
    kind: 'status',
    reads: input.reads,
    build: (seq) => newVaTransaction(draft, seq),
    idempotency: (record) => completionFor(input.idempotency, paymentView(record)),
    extraItems: (record) => [
      vaNumberLookupItem({
        kind: 'one_time',
        bank_code: bankCode,
        virtual_account_number: va.virtualAccountNumber,
        merchant_id: record.merchant_id,
        partner_reff: record.partner_reff,
      }),
      ...(draft.extra?.items(record) ?? []),
    ],
  });
  if (outcome.kind === 'idempotency_lost') return keyInProgressRefusal();
  if (outcome.kind === 'precondition_failed') {
    // The gateway issued a number that is a dedicated VA's at this bank: never take it over.
    logger.error('gateway issued a one-time VA number that is a dedicated VA', {
      bankCode,
      virtualAccountNumber: va.virtualAccountNumber,
    });
    return refuse(
      'upstream_error',
      'The gateway issued a virtual account number that is already in use; try again later',
    );
  }
  if (outcome.kind !== 'created') throw new Error(`Creating VA payment ${draft.partnerReff} ended ${outcome.kind}`);
  return done(paymentView(outcome.record));
}

/**
 * POST /payments/va: a new VA number for an exact amount on every call. The gateway issues it, then
 * the transaction (due to expire at the end of its lifetime), its event, the VA number lookup and the
 * idempotency key are written together.
 */
export async function createVaPayment(input: CreateVaPaymentInput): Promise<Outcome<VaPaymentView>> {
  const verified = await verifiedMerchant(input.client.merchant_id, input.reads);
  if (!verified.ok) return verified;
  const merchant = verified.value;
  const fees = feesBelowAmountOf(input.body.amount, resolveFeeRule('va', merchant.fees));
  if (!fees.ok) return fees;
  const draft = await issueVa(input, merchant, fees.value);
  if (!draft.ok) return draft;
  return recordVa(input, draft.value);
}

/** Unknown, another merchant's, or not a one-time VA: all 404, so nothing about other records leaks. */
export async function readVaPayment(merchantId: string, partnerReff: string): Promise<Outcome<VaPaymentView>> {
  const tx = await getTransaction(partnerReff);
  if (tx === undefined || tx.merchant_id !== merchantId || tx.type !== 'va')
    return refuse('not_found', 'VA payment not found');
  return done(paymentView(tx));
}
