import type { Clock } from '../../clock';
import { QRIS_VALIDITY_SECONDS } from './limits';
import { feesBelowAmountOf, type Fees, resolveFeeRule } from '../../domain/fees';
import { done, keyInProgressRefusal, refuse, type Outcome } from '../../domain/outcome';
import type { Gateway, QrisCreated } from '../../gateway/port';
import { newPartnerReff } from '../../ids';
import { completionFor, type IdempotencyRecorder } from '../../store/idempotency';
import { freshReads, type MerchantReads } from '../../store/request-reads';
import type { NewTransaction, TransactionRecord } from '../../store/transactions';
import type { CreateQrisBody } from './schemas';
import { qrisTransactionView } from './view';
import { createTransaction } from '../../engine/create';
import { waitingPaymentTransaction, type InboundExtra, type PaymentOwner } from '../inbound-transaction';

export interface CreateQrisInput {
  body: CreateQrisBody;
  client: PaymentOwner;
  clock: Clock;
  gateway: Gateway;
  idempotency?: IdempotencyRecorder<QrisCreatedView>;
  /** The merchant and counter as the request read them (route reads), else read here. */
  reads?: MerchantReads;
  /** A payment link's QR: its fields and items, written with the transaction. */
  extra?: InboundExtra;
}

export interface QrisCreatedView {
  transaction: ReturnType<typeof qrisTransactionView>;
  fees: Fees;
  qris: { qr_image_url: string; qr_string: string; qris_id: string };
}

interface QrisDraft {
  partnerReff: string;
  nowMs: number;
  expiresAtMs: number;
  merchantId: string;
  body: CreateQrisBody;
  client: PaymentOwner;
  fees: Fees;
  qris: QrisCreated;
  extra?: InboundExtra;
}

function qrisTransaction(draft: QrisDraft, seq: number): NewTransaction {
  const { qris } = draft;
  return waitingPaymentTransaction(
    {
      type: 'qris',
      partnerReff: draft.partnerReff,
      merchantId: draft.merchantId,
      clientId: draft.client.client_id,
      nowMs: draft.nowMs,
      expiresAtMs: draft.expiresAtMs,
      body: draft.body,
      fees: draft.fees,
      createdDescription: 'QRIS created',
      details: { payment_method: 'QRIS' },
      channelFields: {
        qris: { qris_id: qris.qrisId, qr_string: qris.qrString, qr_image_url: qris.qrImageUrl },
        ...draft.extra?.fields,
      },
    },
    seq,
  );
}

function qrisCreatedView(record: TransactionRecord, draft: QrisDraft): QrisCreatedView {
  const { qris } = draft;
  return {
    transaction: qrisTransactionView(record),
    fees: draft.fees,
    qris: { qr_image_url: qris.qrImageUrl, qr_string: qris.qrString, qris_id: qris.qrisId },
  };
}

/** POST /qris: the gateway makes the QR, then the transaction, its event and the key are written together. */
export async function createQris(input: CreateQrisInput): Promise<Outcome<QrisCreatedView>> {
  const { body, client, clock } = input;
  const reads = input.reads ?? freshReads;
  const nowMs = clock.nowMs();
  const partnerReff = newPartnerReff('QR', nowMs);
  const expiresAtMs = nowMs + QRIS_VALIDITY_SECONDS * 1000;
  // The merchant read and the gateway call do not depend on each other.
  const [merchant, qris] = await Promise.all([
    reads.merchant(client.merchant_id),
    input.gateway.createQris({
      partnerReff,
      amountIdr: body.amount,
      expiresAtIso: new Date(expiresAtMs).toISOString(),
    }),
  ]);
  if (merchant === undefined) return refuse('not_found', 'Merchant not found');
  const fees = feesBelowAmountOf(body.amount, resolveFeeRule('qris', merchant.fees));
  if (!fees.ok) return fees;
  const draft: QrisDraft = {
    partnerReff,
    nowMs,
    expiresAtMs,
    merchantId: merchant.id,
    body,
    client,
    fees: fees.value,
    qris,
    extra: input.extra,
  };
  const outcome = await createTransaction({
    merchantId: merchant.id,
    kind: 'status',
    reads,
    build: (seq) => qrisTransaction(draft, seq),
    idempotency: (record) => completionFor(input.idempotency, qrisCreatedView(record, draft)),
    extraItems: input.extra?.items,
  });
  if (outcome.kind === 'idempotency_lost') return keyInProgressRefusal();
  if (outcome.kind !== 'created') throw new Error(`Creating QR ${partnerReff} ended ${outcome.kind}`);
  return done(qrisCreatedView(outcome.record, draft));
}
