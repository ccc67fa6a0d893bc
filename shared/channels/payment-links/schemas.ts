import * as z from 'zod';
import { customerName, dateTime, nullableDateTime } from '../../schemas/common';
import { TransactionListItemSchema } from '../../schemas/transactions';
import { bankCode } from '../va/schemas';
import {
  LINK_AMOUNT_MAX_IDR,
  LINK_AMOUNT_MIN_IDR,
  LINK_DESCRIPTION_LENGTH_MAX,
  LINK_ID_RANDOM_CHARS,
  LINK_PAYMENTS_LIMIT_DEFAULT,
  LINK_PAYMENTS_LIMIT_MAX,
  LINK_USES_MAX,
} from './limits';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

export const LINK_METHODS = ['qris', 'va'] as const;
export const LINK_STATUSES = ['active', 'inactive', 'expired', 'completed'] as const;
/** What the hosted page shows of a payment: waiting, paid (or settled), or over without money. */
export const LINK_PAYMENT_STATUSES = ['waiting_payment', 'paid', 'expired'] as const;

const AMOUNT_RANGE = `${LINK_AMOUNT_MIN_IDR} to ${LINK_AMOUNT_MAX_IDR}`;

const linkAmount = /* @__PURE__ */ (() => z.number().int().min(LINK_AMOUNT_MIN_IDR).max(LINK_AMOUNT_MAX_IDR))();

export const CreatePaymentLinkBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      amount: linkAmount
        .nullable()
        .default(null)
        .meta({
          description: `IDR, ${AMOUNT_RANGE}; null or absent: the customer enters the amount (in that range)`,
          example: 150_000,
        }),
      description: z.string().trim().min(1).max(LINK_DESCRIPTION_LENGTH_MAX).meta({
        description: 'What the customer pays for; the page shows it',
        example: 'Batik shirt, size M',
      }),
      methods: z
        .array(z.enum(LINK_METHODS))
        .min(1)
        .max(LINK_METHODS.length)
        .refine((methods) => new Set(methods).size === methods.length, 'Each method once')
        .default([...LINK_METHODS])
        .meta({ description: 'How the customer may pay (default both)' }),
      reusable: z.boolean().default(false).meta({ description: 'false: the first paid payment completes the link' }),
      max_uses: z.number().int().min(1).max(LINK_USES_MAX).nullable().optional().meta({
        description: 'A reusable link: completed after this many paid payments (absent: no cap)',
      }),
      expires_at: z.iso.datetime({ offset: true }).nullable().optional().meta({
        description: 'When the link stops taking payments (in the future); absent: never',
        example: '2026-12-31T23:59:59+07:00',
      }),
      customer_name: customerName.optional(),
    })
    .refine((body) => body.reusable || body.max_uses == null, {
      path: ['max_uses'],
      message: 'Only a reusable link takes max_uses (a single-use link takes one payment)',
    })
    .meta({ id: 'CreatePaymentLinkRequest' }))();
export type CreatePaymentLinkBody = z.infer<typeof CreatePaymentLinkBodySchema>;

/** An id the service made (`pl_` and 26 base32 characters); any other is simply not found. */
export const LinkIdParamsSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    link_id: z
      .string()
      .min(1)
      .max(64)
      .meta({ example: `pl_${'A'.repeat(LINK_ID_RANDOM_CHARS)}` }),
  }))();

export const PaymentLinkSchema = /* @__PURE__ */ (() =>
  z
    .object({
      link_id: z.string(),
      url: z.string().meta({ description: 'The hosted page to send the customer' }),
      status: z.enum(LINK_STATUSES),
      amount: z.number().int().nullable().meta({ description: 'null: the customer enters it' }),
      description: z.string(),
      methods: z.array(z.enum(LINK_METHODS)),
      reusable: z.boolean(),
      max_uses: z.number().int().nullable(),
      expires_at: nullableDateTime,
      customer_name: z.string().nullable(),
      payments_count: z.number().int().meta({ description: 'Paid payments made from the link' }),
      paid_amount: z.number().int().meta({ description: 'Their sum in IDR' }),
      created_at: dateTime,
      deactivated_at: nullableDateTime,
    })
    .meta({ id: 'PaymentLink' }))();

export const PaymentLinkResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), link: PaymentLinkSchema }).meta({ id: 'PaymentLinkResponse' }))();

export const PaymentLinkListResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      data: z.array(PaymentLinkSchema),
      meta: z.object({
        current_page: z.number().int(),
        last_page: z.number().int(),
        total: z.number().int(),
        per_page: z.number().int(),
      }),
    })
    .meta({ id: 'PaymentLinkListResponse' }))();

/** What the hosted page may know of a link: nothing else about the merchant than its name. */
export const PublicLinkResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      link: z.object({
        link_id: z.string(),
        merchant_name: z.string(),
        description: z.string(),
        amount: z.number().int().nullable(),
        amount_min: z.number().int(),
        amount_max: z.number().int(),
        methods: z.array(z.enum(LINK_METHODS)),
        status: z.enum(LINK_STATUSES),
        expires_at: nullableDateTime,
        va_banks: z
          .array(z.object({ bank_code: z.string(), bank_name: z.string() }))
          .meta({ description: 'The banks a VA payment may be made at (`bank_code`); empty when `va` is not offered' }),
      }),
    })
    .meta({ id: 'PublicPaymentLinkResponse' }))();

export const CreateLinkPaymentBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      method: z.enum(LINK_METHODS),
      bank_code: bankCode.optional().meta({ description: 'With `va`: one of the VA banks' }),
      amount: linkAmount.optional().meta({ description: `An open-amount link's amount, ${AMOUNT_RANGE}` }),
    })
    .refine((body) => body.method !== 'va' || body.bank_code !== undefined, {
      path: ['bank_code'],
      message: 'A VA payment names its bank',
    })
    .meta({ id: 'CreateLinkPaymentRequest' }))();
export type CreateLinkPaymentBody = z.infer<typeof CreateLinkPaymentBodySchema>;

export const PaymentTokenParamsSchema = /* @__PURE__ */ (() => z.strictObject({ token: z.string().min(1).max(64) }))();

export const LinkPaymentResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      payment: z.object({
        token: z.string(),
        method: z.enum(LINK_METHODS),
        amount: z.number().int(),
        status: z.enum(LINK_PAYMENT_STATUSES),
        expires_at: dateTime,
        qr_string: z.string().optional(),
        qr_image_url: z.string().optional(),
        virtual_account_number: z.string().optional(),
        bank_code: z.string().optional(),
        bank_name: z.string().optional(),
      }),
      server_time: dateTime.meta({
        description: "The service's time of this answer: count down to `expires_at` by it, not by the device's clock",
      }),
    })
    .meta({ id: 'LinkPaymentResponse' }))();

/** GET /dashboard/v1/payment-links/{link_id}/payments: a page size and the cursor of the previous page. */
export const LinkPaymentsQuerySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(LINK_PAYMENTS_LIMIT_MAX)
      .default(LINK_PAYMENTS_LIMIT_DEFAULT)
      .meta({ description: `Payments per page, 1 to ${LINK_PAYMENTS_LIMIT_MAX}` }),
    starting_after: z
      .string()
      .min(1)
      .max(100)
      .optional()
      .meta({ description: 'The `next_cursor` of the previous page: payments older than those' }),
  }))();
export type LinkPaymentsQuery = z.infer<typeof LinkPaymentsQuerySchema>;

/** A link's payments (its QR and VA transactions, whatever their status), newest first. */
export const LinkPaymentsResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      data: z.array(TransactionListItemSchema).meta({ description: 'Newest first' }),
      next_cursor: z
        .string()
        .nullable()
        .meta({ description: 'Pass as `starting_after` for the next, older page; null on the last page' }),
    })
    .meta({ id: 'PaymentLinkPaymentsResponse' }))();
