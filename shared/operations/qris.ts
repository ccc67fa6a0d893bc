import type { Clock } from '../clock';
import { QRIS_VALIDITY_SECONDS } from '../constants';
import { notFound } from '../errors';
import { computeFees, type Fees, resolveFeeRule } from '../domain/fees';
import type { Gateway, QrisCreated } from '../gateway/port';
import type { OperationResult } from '../http/context';
import { newPartnerReff, numericId } from '../ids';
import type { ClientRecord } from '../store/clients';
import type { IdempotencyClaim } from '../store/idempotency';
import { getMerchant } from '../store/merchants';
import type { NewTransaction, TransactionRecord } from '../store/transactions';
import type { CreateQrisBody } from '../schemas/qris';
import { qrisTransactionView } from '../views/transaction';
import { createTransaction } from './create-transaction';

export interface CreateQrisInput {
  body: CreateQrisBody;
  client: ClientRecord;
  clock: Clock;
  gateway: Gateway;
  idempotency?: IdempotencyClaim;
}

interface QrisDraft {
  partnerReff: string;
  nowMs: number;
  expiresAtMs: number;
  merchantId: string;
  body: CreateQrisBody;
  client: ClientRecord;
  fees: Fees;
  qris: QrisCreated;
}

/** The QR transaction for its sequence number: waiting for payment, due for expiry at expires_at. */
function qrisTransaction(draft: QrisDraft, seq: number): NewTransaction {
  const { body, nowMs, qris } = draft;
  return {
    record: {
      partner_reff: draft.partnerReff,
      id: numericId(nowMs),
      merchant_id: draft.merchantId,
      client_id: draft.client.client_id,
      type: 'qris',
      status: 'waiting_payment',
      amount: body.amount,
      fees: draft.fees,
      seq,
      event_count: 1,
      created_at_ms: nowMs,
      updated_at_ms: nowMs,
      expires_at_ms: draft.expiresAtMs,
      customer: { name: body.customer_name, email: body.customer_email, phone: body.customer_phone },
      description: body.description,
      qris: { qris_id: qris.qrisId, qr_string: qris.qrString, qr_image_url: qris.qrImageUrl },
      details: { payment_method: 'QRIS' },
    },
    createdEvent: { event_type: 'created', from: null, to: 'waiting_payment', source: 'api', description: 'QRIS created', at_ms: nowMs },
    due: { kind: 'expiry', atMs: draft.expiresAtMs },
  };
}

function qrisCreatedResult(record: TransactionRecord, draft: QrisDraft): OperationResult {
  const { qris } = draft;
  return {
    statusCode: 201,
    body: {
      ok: true,
      transaction: qrisTransactionView(record),
      fees: draft.fees,
      qris: { qr_image_url: qris.qrImageUrl, qr_string: qris.qrString, qris_id: qris.qrisId },
    },
  };
}

/** POST /qris: the gateway makes the QR, then the transaction, its event and the key are written together. */
export async function createQris(input: CreateQrisInput): Promise<OperationResult> {
  const { body, client, clock } = input;
  const nowMs = clock.nowMs();
  const partnerReff = newPartnerReff('QR', nowMs);
  const expiresAtMs = nowMs + QRIS_VALIDITY_SECONDS * 1000;
  // The merchant read and the gateway call do not depend on each other.
  const [merchant, qris] = await Promise.all([
    getMerchant(client.merchant_id),
    input.gateway.createQris({ partnerReff, amountIdr: body.amount, expiresAtIso: new Date(expiresAtMs).toISOString() }),
  ]);
  if (merchant === undefined) throw notFound('Merchant');
  const fees = computeFees(body.amount, resolveFeeRule('qris', merchant.fees));
  const draft: QrisDraft = { partnerReff, nowMs, expiresAtMs, merchantId: merchant.id, body, client, fees, qris };
  const { result } = await createTransaction({
    merchantId: merchant.id,
    idempotency: input.idempotency,
    build: (seq) => qrisTransaction(draft, seq),
    respond: (record) => qrisCreatedResult(record, draft),
  });
  return result;
}
