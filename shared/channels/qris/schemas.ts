import * as z from 'zod';
import { QRIS_AMOUNT_MAX_IDR, QRIS_AMOUNT_MIN_IDR } from './limits';
import {
  amountIdr,
  customerEmail,
  customerName,
  customerPhone,
  dateTime,
  description,
  FeesSchema,
} from '../../schemas/common';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

export const CreateQrisBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      amount: amountIdr(QRIS_AMOUNT_MIN_IDR, QRIS_AMOUNT_MAX_IDR),
      customer_name: customerName.optional(),
      customer_email: customerEmail.optional(),
      customer_phone: customerPhone.optional(),
      description: description.optional(),
    })
    .meta({ id: 'CreateQrisRequest' }))();
export type CreateQrisBody = z.infer<typeof CreateQrisBodySchema>;

export const QrisTransactionSchema = /* @__PURE__ */ (() =>
  z
    .object({
      id: z.number().int(),
      partner_reff: z.string(),
      amount: z.number().int(),
      status: z.enum(['created', 'waiting_payment', 'paid', 'expired', 'failed', 'cancelled', 'settled']),
      expires_at: dateTime,
    })
    .meta({ id: 'QrisTransaction' }))();

export const QrisPayloadSchema = /* @__PURE__ */ (() =>
  z
    .object({
      qr_image_url: z.url(),
      qr_string: z.string(),
      qris_id: z.string(),
    })
    .meta({ id: 'QrisPayload' }))();

export const CreateQrisResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      transaction: QrisTransactionSchema,
      fees: FeesSchema,
      qris: QrisPayloadSchema,
    })
    .meta({ id: 'CreateQrisResponse' }))();
