import * as z from 'zod';
import { BANK_CODE_LENGTH_MAX, GATEWAY_TEXT_LENGTH_MAX, PIN_LENGTH, PRODUCT_CODE_LENGTH_MAX } from '../../constants';
import {
  ACCOUNT_NUMBER_LENGTH_MAX,
  ACCOUNT_NUMBER_LENGTH_MIN,
  TRANSFER_AMOUNT_MAX_IDR,
  TRANSFER_AMOUNT_MIN_IDR,
} from '../transfer/limits';
import { EWALLET_AMOUNT_MAX_IDR, EWALLET_AMOUNT_MIN_IDR, EWALLET_PHONE_PATTERN } from '../ewallet/limits';
import { amountIdr, FeesSchema } from '../../schemas/common';
import { TRANSACTION_STATUSES } from '../../schemas/transactions';
import { findEwalletProduct } from '../ewallet/products';
import { findTransferBank } from '../transfer/banks';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

// A field that fails on its length is not looked at further, so the caller gets one message.
export const TransferInquiryBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      amount: amountIdr(TRANSFER_AMOUNT_MIN_IDR, TRANSFER_AMOUNT_MAX_IDR),
      bank_code: z
        .string()
        .trim()
        .min(1, { abort: true })
        .max(BANK_CODE_LENGTH_MAX, { abort: true })
        .refine((code) => findTransferBank(code) !== undefined, 'Unknown bank; use a code from GET /transfer/banks')
        .meta({ description: 'One of the codes from GET /transfer/banks', example: '014' }),
      account_number: z
        .string()
        .trim()
        .min(ACCOUNT_NUMBER_LENGTH_MIN)
        .max(ACCOUNT_NUMBER_LENGTH_MAX)
        .regex(/^[0-9A-Za-z-]+$/, 'Digits, letters and hyphens only')
        .meta({
          description: `Destination account, ${ACCOUNT_NUMBER_LENGTH_MIN} to ${ACCOUNT_NUMBER_LENGTH_MAX} characters`,
          example: '1234567890',
        }),
    })
    .meta({ id: 'TransferInquiryRequest' }))();
export type TransferInquiryBody = z.infer<typeof TransferInquiryBodySchema>;

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

export const TransferBanksResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({ ok: z.literal(true), data: z.array(z.object({ code: z.string(), name: z.string() })) })
    .meta({ id: 'TransferBanksResponse' }))();

export const EwalletProductsResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      data: z.array(z.object({ code: z.string(), name: z.string(), category: z.literal('e-wallet') })),
    })
    .meta({ id: 'EwalletProductsResponse' }))();
