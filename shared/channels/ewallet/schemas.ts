import * as z from 'zod';
import { PRODUCT_CODE_LENGTH_MAX } from '../../constants';
import { amountIdr } from '../../schemas/common';
import { EWALLET_AMOUNT_MAX_IDR, EWALLET_AMOUNT_MIN_IDR, EWALLET_PHONE_PATTERN } from './limits';
import { findEwalletProduct } from './products';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

// A field that fails on its length is not looked at further, so the caller gets one message.
export const EwalletInquiryBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      amount: amountIdr(EWALLET_AMOUNT_MIN_IDR, EWALLET_AMOUNT_MAX_IDR),
      product_code: z
        .string()
        .trim()
        .min(1, { abort: true })
        .max(PRODUCT_CODE_LENGTH_MAX, { abort: true })
        .refine(
          (code) => findEwalletProduct(code) !== undefined,
          'Unknown product; use a code from GET /ewallet/products',
        )
        .meta({ description: 'One of the codes from GET /ewallet/products', example: 'OVO' }),
      phone_number: z
        .string()
        .trim()
        .max(20, { abort: true })
        .regex(EWALLET_PHONE_PATTERN, 'An Indonesian mobile number: optional +62, 62 or 0, then 8, then 8 to 11 digits')
        .meta({ example: '081234567890' }),
    })
    .meta({ id: 'EwalletInquiryRequest' }))();
export type EwalletInquiryBody = z.infer<typeof EwalletInquiryBodySchema>;

export const EwalletProductsResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      data: z.array(z.object({ code: z.string(), name: z.string(), category: z.literal('e-wallet') })),
    })
    .meta({ id: 'EwalletProductsResponse' }))();
