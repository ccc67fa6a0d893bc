import * as z from 'zod';
import { REF_ID_LENGTH_MAX } from './limits';
import { dateTime, nullableDateTime } from '../../schemas/common';
import { ORDER_TYPES, webhookEventsOf } from '../registry';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

export const refId = /* @__PURE__ */ (() =>
  z
    .string()
    .regex(
      new RegExp(`^[A-Za-z0-9._:-]{1,${REF_ID_LENGTH_MAX}}$`),
      `1 to ${REF_ID_LENGTH_MAX} characters from A-Z a-z 0-9 . _ : -`,
    )
    .meta({ description: 'Your reference for the order, unique per merchant', example: 'INV-20261122-0001' }))();
export const kodeProduk = /* @__PURE__ */ (() => z.string().trim().min(1).max(32).meta({ example: 'TSEL10' }))();
export const tujuan = /* @__PURE__ */ (() =>
  z.string().trim().min(1).max(32).meta({
    description: 'Destination: phone number, meter number, game user id or customer number',
    example: '081234567890',
  }))();

export const CreateOrderBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    ref_id: refId,
    kode_produk: kodeProduk,
    tujuan,
    server_id: z
      .string()
      .trim()
      .min(1)
      .max(16)
      .optional()
      .meta({ description: 'Required for products with butuh_server_id (game server / zone id)' }),
  }))();
export type CreateOrderBody = z.infer<typeof CreateOrderBodySchema>;

export const RefIdParamsSchema = /* @__PURE__ */ (() => z.strictObject({ ref_id: refId }))();

export const DigitalOrderSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ref_id: z.string(),
      tv_order_id: z.number().int(),
      status: z.enum(['pending', 'success', 'failed']),
      kode_produk: z.string(),
      tujuan: z.string(),
      server_id: z.string().nullable(),
      harga: z.number().int(),
      sn: z
        .string()
        .nullable()
        .meta({ description: "The provider's serial number (a PLN token for PLN products) once successful" }),
      saldo_owner: z
        .number()
        .int()
        .nullable()
        .meta({ description: 'The available balance right after the order was debited' }),
      type: z.enum(ORDER_TYPES),
      partner_reff: z.string().meta({ description: 'The transaction of this order in GET /transactions' }),
      message: z
        .string()
        .nullable()
        .meta({ description: 'Why the order failed (its price was returned to the balance)' }),
      created_at: dateTime,
      finished_at: nullableDateTime,
    })
    .meta({ id: 'DigitalOrder' }))();

export const DigitalOrderResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), data: DigitalOrderSchema }).meta({ id: 'DigitalOrderResponse' }))();

export const DigitalBalanceResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      data: z.object({
        saldo: z.number().int().meta({ description: 'Available: what orders and payouts can use now' }),
        currency: z.literal('IDR'),
        held: z.number().int().meta({
          description: 'Held for payouts still being processed (amount + fees); returns to saldo if one fails',
        }),
        pending_settlement: z.number().int().meta({
          description: 'Paid QR payments waiting for settlement at H+1 (00:05 Asia/Jakarta), then added to saldo',
        }),
      }),
    })
    .meta({ id: 'DigitalBalance' }))();

/** The body of the order events (built from the order view): `{event, ref_id, order}`. */
export const OrderWebhookSchema = /* @__PURE__ */ (() =>
  z
    .object({
      event: z.enum(webhookEventsOf('order')),
      ref_id: z.string().meta({ description: 'Your ref_id of the order' }),
      order: DigitalOrderSchema,
    })
    .meta({
      id: 'OrderWebhook',
      description: 'A digital order or postpaid payment changed status: `{event, ref_id, order}`',
    }))();
