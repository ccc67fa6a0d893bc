import type { Clock } from '../clock';
import { QRIS_VALIDITY_SECONDS } from '../constants';
import { notFound } from '../errors';
import { computeFees, resolveFeeRule } from '../domain/fees';
import type { Gateway } from '../gateway/port';
import type { OperationResult } from '../http/context';
import { newPartnerReff, numericId } from '../ids';
import type { ClientRecord } from '../store/clients';
import type { IdempotencyClaim } from '../store/idempotency';
import { getMerchant } from '../store/merchants';
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
  const customer = { name: body.customer_name, email: body.customer_email, phone: body.customer_phone };
  const { result } = await createTransaction({
    merchantId: merchant.id,
    idempotency: input.idempotency,
    build: (seq) => ({
      record: {
        partner_reff: partnerReff,
        id: numericId(nowMs),
        merchant_id: merchant.id,
        client_id: client.client_id,
        type: 'qris',
        status: 'waiting_payment',
        amount: body.amount,
        fees,
        seq,
        event_count: 1,
        created_at_ms: nowMs,
        updated_at_ms: nowMs,
        expires_at_ms: expiresAtMs,
        customer,
        description: body.description,
        qris: { qris_id: qris.qrisId, qr_string: qris.qrString, qr_image_url: qris.qrImageUrl },
        details: { payment_method: 'QRIS' },
      },
      createdEvent: { event_type: 'created', from: null, to: 'waiting_payment', source: 'api', description: 'QRIS created', at_ms: nowMs },
      due: { kind: 'expiry', atMs: expiresAtMs },
    }),
    respond: (record) => ({
      statusCode: 201,
      body: {
        ok: true,
        transaction: qrisTransactionView(record),
        fees,
        qris: { qr_image_url: qris.qrImageUrl, qr_string: qris.qrString, qris_id: qris.qrisId },
      },
    }),
  });
  return result;
}
