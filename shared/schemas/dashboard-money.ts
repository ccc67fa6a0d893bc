import * as z from 'zod';
import { PIN_LENGTH } from '../constants';
import { MERCHANT_BUCKETS } from '../domain/ledger';
import { STATEMENT_ENTRY_TYPES } from '../domain/statement';
import { dateTime, PageQuerySchema } from './common';
import { ExportTransactionsQuerySchema } from './export';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use.

/** The most statement entries one page holds. */
export const STATEMENT_LIMIT_MAX = 100;
const STATEMENT_LIMIT_DEFAULT = 25;

/** GET /dashboard/v1/balance/statement: the export's days (Jakarta), a page size and a cursor. */
export const StatementQuerySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    from: ExportTransactionsQuerySchema.shape.from,
    to: ExportTransactionsQuerySchema.shape.to,
    limit: z.coerce
      .number()
      .int()
      .min(1)
      .max(STATEMENT_LIMIT_MAX)
      .default(STATEMENT_LIMIT_DEFAULT)
      .meta({ description: `Entries per page, 1 to ${STATEMENT_LIMIT_MAX}` }),
    starting_after: z
      .string()
      .min(1)
      .max(600)
      .optional()
      .meta({ description: 'The `next_cursor` of the previous page: entries older than that one' }),
    bucket: z.enum(MERCHANT_BUCKETS).optional().meta({
      description:
        "One bucket's statement: its entries only, with `opening_balance` and `closing_balance`. Required with `format=csv`",
    }),
    format: z.enum(['json', 'csv']).default('json').meta({
      description: '`json`, a page of entries; `csv`, every entry of the range for one `bucket` as a CSV file',
    }),
    lang: z.enum(['en', 'id']).default('en').meta({
      description:
        "With `format=csv`, the header line's language: `en`, the column codes; `id`, Bahasa Indonesia. The cells are the same either way",
    }),
  }))();
export type StatementQuery = z.infer<typeof StatementQuerySchema>;

/** A partner_reff prefix: what a reference may hold, so a filter never carries other text. */
const reffPrefix = /* @__PURE__ */ (() =>
  z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[0-9A-Za-z_-]+$/, 'Letters, digits, hyphen and underscore only')
    .meta({ description: 'Only transactions whose partner_reff starts with this' }))();

/** GET /dashboard/v1/transactions: the API's pages plus the export's filters and a reference prefix. */
export const DashboardTransactionsQuerySchema = /* @__PURE__ */ (() =>
  PageQuerySchema.extend({
    type: ExportTransactionsQuerySchema.shape.type,
    status: ExportTransactionsQuerySchema.shape.status,
    from: ExportTransactionsQuerySchema.shape.from,
    to: ExportTransactionsQuerySchema.shape.to,
    q: reffPrefix.optional(),
  }))();
export type DashboardTransactionsQuery = z.infer<typeof DashboardTransactionsQuerySchema>;

/** GET /dashboard/v1/transactions/export: the API's export query plus the reference prefix and the header's language. */
export const DashboardExportQuerySchema = /* @__PURE__ */ (() =>
  ExportTransactionsQuerySchema.extend({
    q: reffPrefix.optional(),
    lang: z.enum(['en', 'id']).default('en').meta({
      description:
        "The header line's language: `en`, the API's column names; `id`, Bahasa Indonesia. The cells are the same either way (the API's codes and amounts)",
    }),
  }))();
export type DashboardExportQuery = z.infer<typeof DashboardExportQuerySchema>;

const pin = /* @__PURE__ */ (() =>
  z.string().regex(new RegExp(`^\\d{${PIN_LENGTH}}$`), `Exactly ${PIN_LENGTH} digits`))();

/** POST /dashboard/v1/pin: the new PIN, and the current one once a PIN is set. */
export const SetPinBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    new_pin: pin.meta({ description: 'The new transaction PIN', example: '482915' }),
    current_pin: pin.optional().meta({ description: 'The PIN now in force; required once a PIN is set' }),
  }))();
export type SetPinBody = z.infer<typeof SetPinBodySchema>;

const StatementEntrySchema = /* @__PURE__ */ (() =>
  z
    .object({
      id: z.string().meta({ description: '`<posting id>/<bucket>`: unique and stable' }),
      at: dateTime,
      bucket: z.enum(MERCHANT_BUCKETS),
      amount: z.number().int().meta({ description: 'Signed: positive credits the bucket, negative debits it' }),
      balance_after: z.number().int().meta({ description: "The bucket's merchant-wide balance after the entry" }),
      partner_reff: z.string().nullable().meta({ description: "The transaction's partner_reff, when there is one" }),
      type: z.enum(STATEMENT_ENTRY_TYPES),
      description: z.string(),
    })
    .meta({ id: 'StatementEntry' }))();

export const DashboardStatementResponseSchema = /* @__PURE__ */ (() =>
  z
    .object({
      ok: z.literal(true),
      entries: z.array(StatementEntrySchema).meta({ description: 'Newest first' }),
      next_cursor: z
        .string()
        .nullable()
        .meta({ description: 'Pass as `starting_after` for the next, older page; null on the last page' }),
      opening_balance: z.number().int().optional().meta({
        description:
          "With `bucket`: the bucket's balance at the start of `from` (before the range's oldest entry); the same on every page",
      }),
      closing_balance: z.number().int().optional().meta({
        description:
          "With `bucket`: the bucket's balance after the range's newest entry (the opening when there is none)",
      }),
    })
    .meta({ id: 'DashboardStatementResponse' }))();

export const PinSetResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), pin_set: z.literal(true) }).meta({ id: 'PinSetResponse' }))();
