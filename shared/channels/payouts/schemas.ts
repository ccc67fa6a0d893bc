import * as z from 'zod';
import { GATEWAY_TEXT_LENGTH_MAX, PIN_LENGTH } from '../../constants';
import { FeesSchema } from '../../schemas/common';
import { TRANSACTION_STATUSES } from '../../schemas/transactions';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

export const PayoutConfirmBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      partner_reff: z
        .string()
        .trim()
        .min(1)
        .max(GATEWAY_TEXT_LENGTH_MAX)
        .meta({ description: 'The partner_reff from the inquiry' }),
      pin: z
        .string()
        .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), `Exactly ${PIN_LENGTH} digits`)
        .meta({ description: 'The merchant transaction PIN', example: '123456' }),
    })
    .meta({ id: 'PayoutConfirmRequest' }))();
export type PayoutConfirmBody = z.infer<typeof PayoutConfirmBodySchema>;

const PayoutTransactionSchema = /* @__PURE__ */ (() =>
  z
    .object({
      id: z.number().int(),
      partner_reff: z.string(),
      amount: z.number().int(),
      status: z.enum(TRANSACTION_STATUSES),
      bank_code: z.string().optional(),
      bank_name: z.string().optional(),
      account_number: z.string().optional(),
      account_name: z.string().meta({ description: 'The verified owner name of the destination' }),
      product_code: z.string().optional(),
      phone_number: z.string().optional(),
    })
    .meta({ id: 'PayoutTransaction' }))();

export const PayoutInquiryResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      transaction: PayoutTransactionSchema,
      fees: FeesSchema.extend({
        total_debit: z.number().int().meta({ description: 'amount + total_fee: what confirm debits from the balance' }),
      }),
    })
    .meta({ id: 'PayoutInquiryResponse' }))();

export const PayoutConfirmResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      transaction: z.object({
        partner_reff: z.string(),
        status: z.enum(TRANSACTION_STATUSES),
        amount: z.number().int(),
      }),
      message: z
        .string()
        .nullable()
        .meta({ description: 'Why a payout failed, or that its outcome is still being confirmed' }),
    })
    .meta({ id: 'PayoutConfirmResponse' }))();
