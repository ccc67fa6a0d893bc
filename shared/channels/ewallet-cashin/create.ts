import type { Clock } from '../../clock';
import type { DashboardUser, Membership } from '../../domain/members';
import { feesBelowAmountOf, type Fees, resolveFeeRule } from '../../domain/fees';
import { done, keyInProgressRefusal, type Outcome } from '../../domain/outcome';
import { createTransaction } from '../../engine/create';
import type { EwalletCashinCreated, Gateway } from '../../gateway/port';
import { newPartnerReff } from '../../ids';
import { listMerchantClients } from '../../store/merchant-clients';
import { webhookClientOf } from '../../operations/dashboard-webhook-client';
import { completionFor, type IdempotencyRecorder } from '../../store/idempotency';
import type { NewTransaction, TransactionRecord } from '../../store/transactions';
import { verifiedMerchant } from '../../operations/kyc';
import { normalizedPhone } from '../payouts/phone';
import { waitingPaymentTransaction } from '../inbound-transaction';
import { EWALLET_CASHIN_VALIDITY_SECONDS } from './limits';
import type { CreateEwalletCashinBody } from './schemas';
import { ewalletCashinTransactionView } from './view';

export interface CreateEwalletCashinInput {
  membership: Membership;
  user: DashboardUser;
  body: CreateEwalletCashinBody;
  clock: Clock;
  gateway: Gateway;
  idempotency?: IdempotencyRecorder<EwalletCashinCreatedView>;
}

export interface EwalletCashinCreatedView {
  transaction: ReturnType<typeof ewalletCashinTransactionView>;
  fees: Fees;
}

interface CashinDraft {
  partnerReff: string;
  nowMs: number;
  expiresAtMs: number;
  merchantId: string;
  clientId: string;
  body: CreateEwalletCashinBody;
  phone: string;
  fees: Fees;
  created: EwalletCashinCreated;
}

/** The prefix of a cash-in's partner_reff (QR-, VA-, ... for the other channels). */
const PARTNER_REFF_PREFIX = 'EWC';

function cashinTransaction(draft: CashinDraft, seq: number): NewTransaction {
  const { body } = draft;
  return waitingPaymentTransaction(
    {
      type: 'ewallet_cashin',
      partnerReff: draft.partnerReff,
      merchantId: draft.merchantId,
      clientId: draft.clientId,
      nowMs: draft.nowMs,
      expiresAtMs: draft.expiresAtMs,
      body: { amount: body.amount, customer_phone: draft.phone, description: body.description },
      fees: draft.fees,
      createdDescription: `E-wallet cash-in from ${body.product_code} requested`,
      details: {
        product_code: body.product_code,
        phone_number: draft.phone,
        reference_number: draft.created.referenceNumber,
      },
    },
    seq,
  );
}

const createdView = (record: TransactionRecord, draft: CashinDraft): EwalletCashinCreatedView => ({
  transaction: ewalletCashinTransactionView(record),
  fees: draft.fees,
});

/**
 * POST /dashboard/v1/ewallet-cashin: the gateway asks the customer's wallet app for the payment,
 * then the transaction (waiting_payment, due to expire in 15 minutes), its event and the key are
 * written together. As with QRIS, a gateway failure or timeout writes nothing (5xx, the key is
 * released): a payment the gateway might still report then names no transaction and goes to
 * suspense, so no money arrives without a record of it.
 */
export async function createEwalletCashin(input: CreateEwalletCashinInput): Promise<Outcome<EwalletCashinCreatedView>> {
  const { body, clock, membership } = input;
  const merchant = await verifiedMerchant(membership.merchant_id);
  if (!merchant.ok) return merchant;
  const fees = feesBelowAmountOf(body.amount, resolveFeeRule('ewallet_cashin', merchant.value.fees));
  if (!fees.ok) return fees;
  const nowMs = clock.nowMs();
  const partnerReff = newPartnerReff(PARTNER_REFF_PREFIX, nowMs);
  const expiresAtMs = nowMs + EWALLET_CASHIN_VALIDITY_SECONDS * 1000;
  const phone = normalizedPhone(body.phone_number);
  // The client lookup and the gateway call do not depend on each other.
  const [clients, created] = await Promise.all([
    listMerchantClients(merchant.value.id),
    input.gateway.createEwalletCashin({
      partnerReff,
      amountIdr: body.amount,
      productCode: body.product_code,
      phoneNumber: phone,
      expiresAtIso: new Date(expiresAtMs).toISOString(),
    }),
  ]);
  const draft: CashinDraft = {
    partnerReff,
    nowMs,
    expiresAtMs,
    merchantId: merchant.value.id,
    clientId: webhookClientOf(clients, input.user),
    body,
    phone,
    fees: fees.value,
    created,
  };
  const outcome = await createTransaction({
    merchantId: merchant.value.id,
    kind: 'status',
    build: (seq) => cashinTransaction(draft, seq),
    idempotency: (record) => completionFor(input.idempotency, createdView(record, draft)),
  });
  if (outcome.kind === 'idempotency_lost') return keyInProgressRefusal();
  if (outcome.kind !== 'created') throw new Error(`Creating e-wallet cash-in ${partnerReff} ended ${outcome.kind}`);
  return done(createdView(outcome.record, draft));
}
