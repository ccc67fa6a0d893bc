import * as z from 'zod';
import { dateTime } from '../../schemas/common';
import { kodeProduk, refId, tujuan } from './order-schemas';

// PPOB's (postpaid bills') bodies and answers. Each definition is built in a pure call, so a
// function's bundle drops the ones it does not use; test/unit/route-rows.test.ts keeps new ones that way.

export const PpobInquiryBodySchema = /* @__PURE__ */ (() => z.strictObject({ kode_produk: kodeProduk, tujuan }))();
export type PpobInquiryBody = z.infer<typeof PpobInquiryBodySchema>;

export const PpobOrderBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    ref_id: refId,
    inquiry_id: z
      .number()
      .int()
      .positive()
      .max(Number.MAX_SAFE_INTEGER)
      .meta({ description: 'From POST /tv/ppob/inquiries; single use, valid 30 minutes' }),
  }))();
export type PpobOrderBody = z.infer<typeof PpobOrderBodySchema>;

export const PpobInquirySchema = /* @__PURE__ */ (() =>
  z
    .object({
      inquiry_id: z.number().int(),
      kode_produk: z.string(),
      tujuan: z.string(),
      customer_name: z.string(),
      tagihan: z.number().int().meta({ description: 'The bill' }),
      admin: z.number().int().meta({ description: 'Admin fee for this account' }),
      total: z.number().int().meta({ description: 'tagihan + admin: what POST /tv/ppob/orders debits' }),
      due_date: z.string().meta({ format: 'date', example: '2026-12-20' }),
      expires_at: dateTime.meta({ description: 'Pay it before then (30 minutes), once' }),
    })
    .meta({ id: 'PostpaidInquiry' }))();

export const PpobInquiryResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), data: PpobInquirySchema }).meta({ id: 'PostpaidInquiryResponse' }))();
