import * as z from 'zod';
import { PIN_LENGTH } from '../../constants';
import { dateTime, nullableDateTime } from '../../schemas/common';
import { INQUIRY_PAYOUT_TYPES } from '../registry';
import { PAYOUT_INQUIRY_BODY_SCHEMAS } from '../payouts/channels';
import {
  BATCH_DESCRIPTION_LENGTH_MAX,
  BATCH_ITEM_REFERENCE_LENGTH_MAX,
  BATCH_ITEMS_MAX,
  BATCH_NOTE_LENGTH_MAX,
  BATCH_REFERENCE_LENGTH_MAX,
  BATCH_REJECT_REASON_LENGTH_MAX,
} from './limits';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

export const BATCH_STATUSES = [
  'validating',
  'ready',
  'invalid',
  'processing',
  'completed',
  'rejected',
  'expired',
] as const;
export const BATCH_ITEM_STATUSES = ['pending', 'valid', 'invalid', 'paid', 'failed'] as const;

/**
 * One row: the inquiry body of its payout type (the same fields and rules as POST /<type>/inquiry)
 * with the type, the merchant's reference of the row and an optional note.
 */
export const BatchRowSchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion(
    'type',
    INQUIRY_PAYOUT_TYPES.map((type) =>
      PAYOUT_INQUIRY_BODY_SCHEMAS[type].extend({
        type: z.literal(type),
        item_reference: z
          .string()
          .trim()
          .min(1)
          .max(BATCH_ITEM_REFERENCE_LENGTH_MAX)
          .meta({ description: 'Your reference of the row, unique in the batch', example: 'payroll-0001' }),
        note: z.string().max(BATCH_NOTE_LENGTH_MAX).optional(),
      }),
    ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  ))();

/** A row as the create's body holds it (the union over the payout types, written out). */
export type BatchRow = {
  type: (typeof INQUIRY_PAYOUT_TYPES)[number];
  item_reference: string;
  amount: number;
  note?: string;
} & Record<string, unknown>;

/** Duplicate item references are named at the later row, with the row they repeat. */
function refuseDuplicateReferences(rows: ReadonlyArray<{ item_reference?: unknown }>, context: z.RefinementCtx): void {
  const first = new Map<string, number>();
  rows.forEach((row, index) => {
    if (typeof row.item_reference !== 'string') return;
    const earlier = first.get(row.item_reference);
    if (earlier === undefined) first.set(row.item_reference, index);
    else
      context.addIssue({
        code: 'custom',
        path: [index, 'item_reference'],
        message: `Duplicate item_reference: the same as items.${earlier}`,
      });
  });
}

export const CreateBatchBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      reference: z
        .string()
        .trim()
        .min(1)
        .max(BATCH_REFERENCE_LENGTH_MAX)
        .meta({ description: 'Your reference of the batch, unique per merchant', example: 'payroll-2026-11' }),
      description: z.string().max(BATCH_DESCRIPTION_LENGTH_MAX).optional(),
      items: z
        .array(BatchRowSchema)
        .min(1)
        .max(BATCH_ITEMS_MAX)
        .superRefine(refuseDuplicateReferences)
        .meta({
          description: `1 to ${BATCH_ITEMS_MAX} payouts, each of a payout type (${INQUIRY_PAYOUT_TYPES.join(', ')})`,
        }),
    })
    .meta({ id: 'CreatePayoutBatchRequest' }))();
export type CreateBatchBody = { reference: string; description?: string; items: BatchRow[] };

export const ApproveBatchBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({
      pin: z
        .string()
        .regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), `Exactly ${PIN_LENGTH} digits`)
        .meta({ description: 'The merchant transaction PIN', example: '123456' }),
      ignore_invalid: z
        .boolean()
        .optional()
        .meta({ description: 'Pay the valid rows of a batch that has invalid ones (required then)' }),
    })
    .meta({ id: 'ApprovePayoutBatchRequest' }))();
export type ApproveBatchBody = z.infer<typeof ApproveBatchBodySchema>;

export const RejectBatchBodySchema = /* @__PURE__ */ (() =>
  z
    .strictObject({ reason: z.string().trim().min(1).max(BATCH_REJECT_REASON_LENGTH_MAX) })
    .meta({ id: 'RejectPayoutBatchRequest' }))();
export type RejectBatchBody = z.infer<typeof RejectBatchBodySchema>;

export const BatchIdParamsSchema = /* @__PURE__ */ (() =>
  z.strictObject({
    // Any other id simply does not exist: the lookup answers 404 not_found.
    batch_id: z.string().min(1).max(64).meta({ example: 'pb_4KQ9ZXB2LMN7PR1ST8VW' }),
  }))();

const PayoutBatchSchema = /* @__PURE__ */ (() =>
  z
    .object({
      batch_id: z.string(),
      reference: z.string(),
      status: z.enum(BATCH_STATUSES),
      item_count: z.number().int(),
      valid_count: z.number().int(),
      invalid_count: z.number().int(),
      total_amount: z.number().int().meta({ description: 'The valid rows: their amounts' }),
      total_fee: z.number().int().meta({ description: 'The valid rows: their fees' }),
      created_by: z.string().meta({ description: 'The API client id, or `user:<id>` for a dashboard user' }),
      approved_by: z.string().nullable(),
      created_at: dateTime,
      approved_at: nullableDateTime,
      completed_at: nullableDateTime,
      counts: z.object({
        paid: z.number().int(),
        failed: z.number().int(),
        pending: z.number().int().meta({ description: 'Rows paid out and not yet final' }),
      }),
    })
    .meta({ id: 'PayoutBatch' }))();

export const PayoutBatchResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), batch: PayoutBatchSchema }).meta({ id: 'PayoutBatchResponse' }))();

const pageMeta = /* @__PURE__ */ (() =>
  z.object({
    current_page: z.number().int(),
    last_page: z.number().int(),
    total: z.number().int(),
    per_page: z.number().int(),
  }))();

export const PayoutBatchListResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({ ok: z.literal(true), data: z.array(PayoutBatchSchema), meta: pageMeta })
    .meta({ id: 'PayoutBatchListResponse' }))();

const PayoutBatchItemSchema = /* @__PURE__ */ (() =>
  z
    .object({
      item_reference: z.string(),
      type: z.enum(INQUIRY_PAYOUT_TYPES),
      amount: z.number().int(),
      destination: z
        .object({
          bank_code: z.string().optional(),
          account_number: z.string().optional(),
          product_code: z.string().optional(),
          phone_number: z.string().optional(),
        })
        .meta({ description: "The row's destination: bank_code and account_number, or product_code and phone_number" }),
      fee: z.number().int().nullable().meta({ description: 'Its total fee, once validated' }),
      status: z.enum(BATCH_ITEM_STATUSES),
      account_holder_name: z.string().nullable(),
      failure_reason: z.string().nullable(),
      partner_reff: z.string().nullable().meta({ description: "Its payout's transaction, once paid out" }),
    })
    .meta({ id: 'PayoutBatchItem' }))();

export const PayoutBatchItemsResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({ ok: z.literal(true), data: z.array(PayoutBatchItemSchema), meta: pageMeta })
    .meta({ id: 'PayoutBatchItemsResponse' }))();

export const BatchCompletedWebhookSchema = /* @__PURE__ */ (() =>
  z
    .object({ event: z.enum(['batch.completed']), batch: PayoutBatchSchema })
    .meta({ id: 'BatchCompletedWebhook', description: 'Every row of a payout batch is final (paid or failed)' }))();
