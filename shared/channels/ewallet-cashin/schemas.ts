import * as z from 'zod';
import { amountIdr, dateTime, description, FeesSchema } from '../../schemas/common';
import { EwalletInquiryBodySchema } from '../ewallet/schemas';
import {
  EWALLET_CASHIN_AMOUNT_MAX_IDR,
  EWALLET_CASHIN_AMOUNT_MIN_IDR,
  EWALLET_CASHIN_REFERENCE_PATTERN,
} from './limits';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

/**
 * The product code and the phone number are the e-wallet payout's very fields (the same product
 * list, GET /api/v1/ewallet/products, and the same Indonesian mobile format), so a wallet the
 * merchant can pay out to is one it can take money from.
 */
export const CreateEwalletCashinBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      amount: amountIdr(EWALLET_CASHIN_AMOUNT_MIN_IDR, EWALLET_CASHIN_AMOUNT_MAX_IDR),
      product_code: EwalletInquiryBodySchema.shape.product_code,
      phone_number: EwalletInquiryBodySchema.shape.phone_number,
      description: description.optional(),
    })
    .meta({ id: 'CreateEwalletCashinRequest' }))();
export type CreateEwalletCashinBody = z.infer<typeof CreateEwalletCashinBodySchema>;

export const EwalletCashinTransactionSchema = /* @__PURE__ */ (() =>
  z
    .object({
      partner_reff: z.string(),
      reference_number: z.string().regex(EWALLET_CASHIN_REFERENCE_PATTERN),
      status: z.enum(['waiting_payment', 'paid', 'expired', 'failed', 'cancelled']),
      expires_at: dateTime,
    })
    .meta({ id: 'EwalletCashinTransaction' }))();

export const CreateEwalletCashinResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({ ok: z.literal(true), transaction: EwalletCashinTransactionSchema, fees: FeesSchema })
    .meta({ id: 'CreateEwalletCashinResponse' }))();
