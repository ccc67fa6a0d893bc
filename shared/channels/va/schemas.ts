import * as z from 'zod';
import {
  BANK_CODE_LENGTH_MAX,
  VA_AMOUNT_MAX_IDR,
  VA_AMOUNT_MIN_IDR,
  VA_EXPIRES_IN_HOURS_DEFAULT,
  VA_EXPIRES_IN_HOURS_MAX,
  VA_EXPIRES_IN_HOURS_MIN,
} from '../../constants';
import {
  amountIdr,
  customerEmail,
  customerName,
  dateTime,
  description,
  FeesSchema,
  nullableDateTime,
} from '../../schemas/common';
import { TRANSACTION_STATUSES } from '../../schemas/transactions';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

// A bank code that fails on length is not looked at further, so the caller gets one message.
export const bankCode = /* @__PURE__ */ (() =>
  z
    .string()
    .trim()
    .min(1, { abort: true })
    .max(BANK_CODE_LENGTH_MAX, { abort: true })
    .meta({ description: 'Bank code (BI clearing code)', example: '014' }))();

export const CreateVaPaymentBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      amount: amountIdr(VA_AMOUNT_MIN_IDR, VA_AMOUNT_MAX_IDR),
      bank_code: bankCode.meta({ description: 'One of the codes from GET /payments/va/banks', example: '014' }),
      customer_name: customerName.optional(),
      customer_email: customerEmail.optional(),
      // The contract gives only a length for the VA customer phone (no format, unlike the QR one).
      customer_phone: z.string().trim().min(1).max(50).optional(),
      expires_in_hours: z
        .number()
        .int()
        .min(VA_EXPIRES_IN_HOURS_MIN)
        .max(VA_EXPIRES_IN_HOURS_MAX)
        .default(VA_EXPIRES_IN_HOURS_DEFAULT)
        .meta({ description: `Lifetime of the VA in hours, ${VA_EXPIRES_IN_HOURS_MIN} to ${VA_EXPIRES_IN_HOURS_MAX}` }),
      description: description.optional(),
    })
    .meta({ id: 'CreateVaPaymentRequest' }))();
export type CreateVaPaymentBody = z.infer<typeof CreateVaPaymentBodySchema>;

export const VaBankSchema = /* @__PURE__ */ (() =>
  z.object({ code: z.string(), name: z.string(), method: z.string() }).meta({ id: 'VaBank' }))();

export const ListVaBanksResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), banks: z.array(VaBankSchema) }).meta({ id: 'ListVaBanksResponse' }))();

export const VaPaymentSchema = /* @__PURE__ */ (() =>
  z
    .object({
      partner_reff: z.string(),
      amount: z.number().int(),
      status: z.enum(TRANSACTION_STATUSES),
      bank_code: z.string(),
      bank_name: z.string(),
      virtual_account_number: z.string(),
      account_name: z.string(),
      expires_at: dateTime,
      paid_at: nullableDateTime,
      failed_at: nullableDateTime,
    })
    .meta({ id: 'VaPayment' }))();

export const VaPaymentResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), payment: VaPaymentSchema, fees: FeesSchema }).meta({ id: 'VaPaymentResponse' }))();
