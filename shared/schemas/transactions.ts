import * as z from 'zod';
import { TRANSACTION_TYPES } from '../channels/registry';
import { TRANSACTION_REFUND_STATUSES } from '../domain/refunds';
import { dateTime, FeesSchema, nullableDateTime } from './common';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

export { TRANSACTION_TYPES };
export const TRANSACTION_STATUSES = [
  'created',
  'waiting_payment',
  'pending',
  'paid',
  'settled',
  'failed',
  'expired',
  'cancelled',
] as const;

export const PartnerReffParamsSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    partner_reff: z
      .string()
      .min(1)
      // Any other reference simply does not exist: the lookup answers 404 not_found, as the contract lists.
      .max(256)
      .meta({
        description: 'The transaction reference returned when it was created',
        example: 'QR20261121170405ABC123',
      }),
  }))();

/** What the merchant said of a payment when it asked for it: on the list and the detail, when it said it. */
export const customerName = /* @__PURE__ */ (() =>
  z
    .string()
    .optional()
    .meta({ description: 'The `customer_name` the payment was created with; absent when none was given' }))();
export const paymentDescription = /* @__PURE__ */ (() =>
  z
    .string()
    .optional()
    .meta({ description: 'The `description` the payment was created with; absent when none was given' }))();

/** How much of a payment its refunds took (shared/channels/refunds/): on every transaction view. */
export const refundedAmount = /* @__PURE__ */ (() =>
  z.number().int().meta({
    description: 'The sum of its refunds that did not fail (pending ones included); 0 for a transaction never refunded',
  }))();
export const refundStatus = /* @__PURE__ */ (() =>
  z.enum(TRANSACTION_REFUND_STATUSES).meta({
    description: '`none`, `partial` or `full`: what `refunded_amount` makes of the amount paid',
  }))();

export const TransactionListItemSchema = /* @__PURE__ */ (() =>
  z
    .object({
      partner_reff: z.string(),
      type: z.enum(TRANSACTION_TYPES),
      status: z.enum(TRANSACTION_STATUSES),
      amount: z.number().int(),
      net_amount: z.number().int(),
      total_fee: z.number().int(),
      refunded_amount: refundedAmount,
      refund_status: refundStatus,
      created_at: dateTime,
      customer_name: customerName,
      description: paymentDescription,
    })
    .meta({ id: 'TransactionListItem' }))();

export const ListTransactionsResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      data: z.array(TransactionListItemSchema),
      meta: z.object({
        current_page: z.number().int(),
        last_page: z.number().int(),
        total: z.number().int(),
        per_page: z.number().int(),
      }),
    })
    .meta({ id: 'ListTransactionsResponse' }))();

export const StatusEventSchema = /* @__PURE__ */ (() =>
  z
    .object({
      event_type: z.string().meta({ example: 'callback_received' }),
      from: z.string().nullable(),
      to: z.string(),
      source: z.string().meta({ example: 'gateway_callback' }),
      description: z.string().nullable(),
      at: dateTime,
    })
    .meta({ id: 'StatusEvent' }))();

const destinationField = (description: string) => /* @__PURE__ */ z.string().nullable().meta({ description });

/** A payout's destination (a bank account or an e-wallet) and the gateway's reference: what its receipt shows. */
export const TransactionPayoutSchema = /* @__PURE__ */ (() =>
  z
    .object({
      bank_code: destinationField('A payout to a bank account: the bank clearing code'),
      bank_name: destinationField('A payout to a bank account: the bank'),
      account_number: destinationField('A payout to a bank account: the account number'),
      product_code: destinationField('E-wallet payout: the e-wallet product'),
      phone_number: destinationField('E-wallet payout: the phone number of the e-wallet account'),
      account_name: destinationField("The account holder's name, as the bank or e-wallet verified it"),
      gateway_reference: destinationField("The gateway's reference of the payout, once the gateway took it"),
    })
    .meta({ id: 'TransactionPayout' }))();

export const TransactionDetailSchema = /* @__PURE__ */ (() =>
  z
    .object({
      partner_reff: z.string(),
      type: z.enum(TRANSACTION_TYPES),
      status: z.enum(TRANSACTION_STATUSES),
      amount: z.number().int(),
      paid_at: nullableDateTime,
      expires_at: nullableDateTime,
      created_at: dateTime,
      fees: FeesSchema,
      refunded_amount: refundedAmount,
      refund_status: refundStatus,
      customer_name: customerName,
      customer_email: z
        .string()
        .optional()
        .meta({ description: 'The `customer_email` the payment was created with; absent when none was given' }),
      customer_phone: z
        .string()
        .optional()
        .meta({ description: 'The `customer_phone` the payment was created with; absent when none was given' }),
      description: paymentDescription,
      events: z.array(StatusEventSchema),
      batch_id: z.string().optional().meta({ description: 'A payout that is a row of a payout batch: the batch' }),
      payment_link_id: z
        .string()
        .optional()
        .meta({ description: 'A payment a customer made from a payment link: the link' }),
      payout: TransactionPayoutSchema.optional().meta({
        description:
          'A payout (to a bank account or an e-wallet, a withdrawal too): its destination and the gateway reference',
      }),
    })
    .meta({ id: 'TransactionDetail' }))();

export const GetTransactionResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), transaction: TransactionDetailSchema }).meta({ id: 'GetTransactionResponse' }))();
