import * as z from 'zod';
import { MOVEMENT_KINDS } from '../../domain/settlement-report';
import { dateTime, nullableDateTime } from '../../schemas/common';
import { REPORT_DEADLINE_SECONDS, REPORT_LINK_EXPIRES_SECONDS, REPORT_RANGE_DAYS_MAX } from './limits';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

export const REPORT_FORMATS = ['json', 'csv', 'xlsx'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];
export const REPORT_JOB_STATUSES = ['pending', 'ready', 'failed'] as const;
/** Why a report failed: every attempt to produce it failed, or it was still pending past its deadline. */
export const REPORT_FAILURES = ['production_failed', 'timed_out'] as const;
export type ReportFailure = (typeof REPORT_FAILURES)[number];

/** A calendar day in Asia/Jakarta (zod's ISO date refuses days a month does not have). */
const jakartaDate = /* @__PURE__ */ (() => z.iso.date('Must be a calendar date, YYYY-MM-DD'))();

/** GET /reports/settlement (API and dashboard). Strict: an unknown parameter is refused. */
export const SettlementReportQuerySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    date: jakartaDate.meta({ description: 'The day (Asia/Jakarta); today at the latest', example: '2026-11-28' }),
    format: z
      .enum(REPORT_FORMATS)
      .default('json')
      .meta({ description: '`json` (default), `csv` (UTF-8 with a byte order mark) or `xlsx`' }),
  }))();
export type SettlementReportQuery = z.infer<typeof SettlementReportQuerySchema>;

const MovementSchema = /* @__PURE__ */ (() =>
  z
    .object({
      kind: z.enum(MOVEMENT_KINDS).meta({
        description:
          '`payments` (net of fees, per channel), `fees`, `refunds`, `payouts` (per channel), `withdrawals`, `returns`, ' +
          '`adjustments` (operator adjustments and suspense credits), `settlement` (pending_settlement to available), ' +
          '`orders` (product purchases and bill payments), `other`',
      }),
      channel: z.string().optional().meta({ description: 'The transaction type, for payments and payouts' }),
      count: z.number().int().meta({ description: 'How many ledger entries on this bucket the line sums' }),
      amount: z.number().int().meta({ description: 'Signed IDR: positive credits the bucket' }),
    })
    .meta({ id: 'SettlementReportMovement' }))();

const BucketSchema = /* @__PURE__ */ (() =>
  z
    .object({
      opening: z.number().int().meta({ description: "The bucket's balance at 00:00 Asia/Jakarta" }),
      closing: z
        .number()
        .int()
        .meta({ description: 'opening + the sum of the movements: the balance at the end of the day' }),
      movements: z.array(MovementSchema),
    })
    .meta({ id: 'SettlementReportBucket' }))();

export const DayReportSchema = /* @__PURE__ */ (() =>
  z
    .object({
      date: z.string().meta({ example: '2026-11-28' }),
      currency: z.literal('IDR'),
      buckets: z.object({ available: BucketSchema, held: BucketSchema, pending_settlement: BucketSchema }),
    })
    .meta({ id: 'SettlementReport' }))();

export const SettlementReportResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), report: DayReportSchema }).meta({ id: 'SettlementReportResponse' }))();

/** POST /reports: a report of a range of days, produced asynchronously. */
export const CreateReportBodySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    type: z.literal('settlement'),
    from: jakartaDate.meta({ description: 'First day (Asia/Jakarta), included', example: '2026-09-01' }),
    to: jakartaDate.meta({
      description: `Last day (Asia/Jakarta), included: not before \`from\`, not after today, at most ${REPORT_RANGE_DAYS_MAX} days counting both`,
      example: '2026-11-28',
    }),
    format: z.enum(['csv', 'xlsx']).default('csv').meta({ description: 'The file: `csv` (default) or `xlsx`' }),
  }))();
export type CreateReportBody = z.infer<typeof CreateReportBodySchema>;

export const ReportIdParamsSchema = /* @__PURE__ */ (() =>
  z.strictObject({ report_id: z.string().regex(/^rpt_[A-Za-z0-9]{1,40}$/, 'Not a report id') }))();

export const ReportJobSchema = /* @__PURE__ */ (() =>
  z
    .object({
      report_id: z.string(),
      type: z.literal('settlement'),
      from: z.string(),
      to: z.string(),
      format: z.enum(['csv', 'xlsx']),
      status: z
        .enum(REPORT_JOB_STATUSES)
        .meta({ description: '`pending`, then `ready` (the file can be downloaded) or `failed`' }),
      created_at: dateTime,
      completed_at: nullableDateTime,
      download_url: z
        .string()
        .nullable()
        .meta({
          description: `When ready: a link to the file, valid for ${REPORT_LINK_EXPIRES_SECONDS / 60} minutes from this answer; read the report again for a new one`,
        }),
      download_expires_at: nullableDateTime,
      failure: z
        .enum(REPORT_FAILURES)
        .nullable()
        .meta({
          description: `When failed: \`production_failed\` (every attempt to produce it failed) or \`timed_out\` (not produced within ${REPORT_DEADLINE_SECONDS / 3600} hour); ask for the report again`,
        }),
    })
    .meta({ id: 'ReportJob' }))();

export const ReportJobResponseSchema = /* @__PURE__ */ (() =>
  z.object({ ok: z.literal(true), report: ReportJobSchema }).meta({ id: 'ReportJobResponse' }))();

export const ReportReadyWebhookSchema = /* @__PURE__ */ (() =>
  z
    .object({ event: z.enum(['report.ready']), report: ReportJobSchema })
    .meta({ id: 'ReportReadyWebhook', description: 'An asynchronous report is ready to download' }))();

export const ReportFailedWebhookSchema = /* @__PURE__ */ (() =>
  z.object({ event: z.enum(['report.failed']), report: ReportJobSchema }).meta({
    id: 'ReportFailedWebhook',
    description: 'An asynchronous report could not be produced (its `failure` says why)',
  }))();
