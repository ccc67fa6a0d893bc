import * as z from 'zod';
import { PIN_LENGTH } from '../../constants';
import { REFUND_STATUSES } from '../../domain/refunds';
import { dateTime, nullableDateTime } from '../../schemas/common';
import { INQUIRY_PAYOUT_TYPES, REFUND_WEBHOOK_EVENTS } from '../registry';
import { PAYOUT_INQUIRY_BODY_SCHEMAS, payoutChannel } from '../payouts/channels';
import { REFUND_REASON_LENGTH_MAX } from './limits';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

/** The `type` of each payout channel's refund destinations, in the order of the payout types. */
const DESTINATION_TYPES = /* @__PURE__ */ (() =>
  INQUIRY_PAYOUT_TYPES.map((type) => payoutChannel(type).refundDestinationType) as [string, ...string[]])();

const componentIdOf = (type: string): string => `Refund${type[0]!.toUpperCase()}${type.slice(1)}Destination`;

/**
 * Where a refund of a VA payment goes, as a payout: for each payout channel, its inquiry body's
 * destination fields (checked as the payout inquiries check them: the codes of their lists, the
 * same account and phone formats) under the `type` the channel names its refund destinations by.
 * The options are mapped from the payout types, which TypeScript cannot follow, hence the casts.
 */
export const RefundDestinationSchema = /* @__PURE__ */ (() =>
  z
    .discriminatedUnion(
      'type',
      INQUIRY_PAYOUT_TYPES.map((type) => {
        const destinationType = payoutChannel(type).refundDestinationType;
        const inquiry: z.ZodObject = PAYOUT_INQUIRY_BODY_SCHEMAS[type];
        return inquiry
          .omit({ amount: true })
          .extend({ type: z.literal(destinationType) })
          .meta({ id: componentIdOf(destinationType) });
      }) as unknown as [z.ZodObject, ...z.ZodObject[]],
    )
    .meta({
      description:
        'Only for VA payments, which cannot go back on their rail: the customer account the refund is paid out to',
    }) as unknown as z.ZodType<RefundDestination>)();
/** A refund destination: its `type`, and the destination fields of the payout channel that type names. */
export type RefundDestination = { type: string } & Record<string, string>;

export const CreateRefundBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER).meta({
        description: 'IDR, at most what is left to refund (the paid amount minus every refund not failed)',
        example: 25_000,
      }),
      reason: z.string().trim().min(1).max(REFUND_REASON_LENGTH_MAX).meta({
        description: 'Why the customer gets the money back; kept with the refund',
        example: 'Item out of stock',
      }),
      destination: RefundDestinationSchema.optional(),
      pin: z
        .string()
        .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), `Exactly ${PIN_LENGTH} digits`)
        .optional()
        .meta({
          description:
            "The merchant's transaction PIN: required with `destination`, under the payouts' attempts and lock",
          example: '123456',
        }),
    })
    .meta({ id: 'CreateRefundRequest' }))();
export type CreateRefundBody = z.infer<typeof CreateRefundBodySchema>;

export const RefundIdParamsSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    // Any other id simply does not exist: the lookup answers 404 not_found.
    refund_id: z.string().min(1).max(64).meta({ example: 'RF-20261121-8F3K2M9Q7X1Z' }),
  }))();

const RefundDestinationViewSchema = /* @__PURE__ */ (() =>
  z
    .object({
      type: z.enum(DESTINATION_TYPES),
      bank_code: z.string().optional(),
      bank_name: z.string().optional(),
      account_number: z.string().optional(),
      product_code: z.string().optional(),
      phone_number: z.string().optional(),
      account_name: z.string().meta({ description: 'The verified owner name' }),
    })
    .meta({
      id: 'RefundDestination',
      description:
        'A bank account (`bank_code`, `bank_name`, `account_number`) or an e-wallet (`product_code`, `phone_number`)',
    }))();

export const RefundSchema = /* @__PURE__ */ (() =>
  z
    .object({
      refund_id: z.string().meta({ example: 'RF-20261121-8F3K2M9Q7X1Z' }),
      partner_reff: z.string().meta({ description: 'The payment refunded' }),
      amount: z.number().int(),
      fee: z.number().int().meta({
        description:
          'What the refund cost the merchant besides its amount: 0 back on the rail, the payout fees by payout',
      }),
      reason: z.string(),
      status: z.enum(REFUND_STATUSES).meta({
        description: '`pending` (its amount and fee held), then `succeeded` or `failed` (the hold returned)',
      }),
      method: z.enum(['original', 'payout']).meta({
        description:
          "`original`: back through the payment's own rail; `payout`: paid out to `destination` (VA payments)",
      }),
      destination: RefundDestinationViewSchema.nullable(),
      created_at: dateTime,
      completed_at: nullableDateTime,
      failure_reason: z.string().nullable(),
    })
    .meta({ id: 'Refund' }))();

export const RefundResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), refund: RefundSchema }).meta({ id: 'RefundResponse' }))();

export const ListRefundsResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({ ok: z.literal(true), data: z.array(RefundSchema).meta({ description: 'Newest first' }) })
    .meta({ id: 'ListRefundsResponse' }))();

export const RefundWebhookSchema = /* @__PURE__ */ (() =>
  z
    .object({
      event: z.enum(REFUND_WEBHOOK_EVENTS),
      refund: RefundSchema,
      partner_reff: z.string().meta({ description: 'The payment refunded' }),
    })
    .meta({ id: 'RefundWebhook', description: 'A refund reached its end (succeeded or failed)' }))();
