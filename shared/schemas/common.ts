import * as z from 'zod';
import { PAGE_MAX, PER_PAGE_DEFAULT, PER_PAGE_MAX } from '../constants';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

/** A JSON integer amount in IDR. */
export const amountIdr = (min: number, max: number) =>
  z
    .number()
    .int()
    .min(min)
    .max(max)
    .meta({ description: 'Amount in IDR (integer)', example: min * 5 });

export const dateTime = /* @__PURE__ */ (() =>
  z.string().meta({ format: 'date-time', example: '2026-11-21T17:04:05+07:00' }))();
export const nullableDateTime = /* @__PURE__ */ (() => dateTime.nullable())();

export const customerName = /* @__PURE__ */ (() => z.string().trim().min(1).max(100))();
export const customerEmail = /* @__PURE__ */ (() => z.email().max(200))();
/** `08` or `628` then 7 to 12 digits (docs/ARCHITECTURE.md, 14.1). */
export const customerPhone = /* @__PURE__ */ (() =>
  z
    .string()
    .max(50)
    .regex(/^(08|628)\d{7,12}$/, 'Must be an Indonesian number starting 08 or 628'))();
export const description = /* @__PURE__ */ (() => z.string().max(200))();

export const FeesSchema = /* @__PURE__ */ (() =>
  z
    .object({
      gateway_fee: z.number().int(),
      platform_fee: z.number().int(),
      total_fee: z.number().int(),
      net_amount: z.number().int(),
    })
    .meta({ id: 'Fees' }))();

export const ErrorEnvelopeSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(false),
      error: z
        .string()
        .meta({ description: 'Machine-readable error code; clients branch on it', example: 'validation_failed' }),
      message: z.string(),
      errors: z.record(z.string(), z.array(z.string())).optional().meta({ description: '422 only: field -> messages' }),
      upstream_status: z
        .number()
        .int()
        .optional()
        .meta({ description: 'Only with upstream_error: the gateway HTTP status' }),
    })
    .meta({ id: 'Error' }))();

export const PageQuerySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    per_page: z.coerce
      .number()
      .int()
      .min(1)
      .max(PER_PAGE_MAX)
      .default(PER_PAGE_DEFAULT)
      .meta({ description: `Page size, 1 to ${PER_PAGE_MAX}` }),
    page: z.coerce.number().int().min(1).max(PAGE_MAX).default(1).meta({ description: 'Page number, starting at 1' }),
  }))();

export const OkSchema = /* @__PURE__ */ (() => z.object({ ok: z.literal(true) }).meta({ id: 'Ok' }))();
