import * as z from 'zod';
import {
  BUFFERED_BODY_BYTES_MAX,
  EXPORT_RANGE_DAYS_DEFAULT,
  EXPORT_RANGE_DAYS_MAX,
  EXPORT_ROWS_MAX,
} from '../constants';
import { TRANSACTION_STATUSES, TRANSACTION_TYPES } from './transactions';

// Each definition is built in a pure call, so a function's bundle drops the ones it does not use
// (a bare zod call counts as a side effect); test/unit/route-rows.test.ts keeps new ones that way.

/**
 * A calendar day in Asia/Jakarta. zod's ISO date also refuses days a month does not have
 * (2026-02-29, 2026-04-31), so only real days reach the operation.
 */
const jakartaDate = /* @__PURE__ */ (() => z.iso.date('Must be a calendar date, YYYY-MM-DD'))();

/**
 * GET /transactions/export. Strict: an unknown parameter is refused rather than silently ignored.
 * The checks across fields (order, length of the range) need the defaults, which need the clock,
 * so the operation makes them.
 */
export const ExportTransactionsQuerySchema = /* @__PURE__ */ (() =>
  z.strictObject({
    from: jakartaDate.optional().meta({
      description: `First day (Asia/Jakarta), included. Default: ${EXPORT_RANGE_DAYS_DEFAULT - 1} days before \`to\`, so ${EXPORT_RANGE_DAYS_DEFAULT} days in all`,
      example: '2026-11-01',
    }),
    to: jakartaDate.optional().meta({
      description: `Last day (Asia/Jakarta), included; not before \`from\`, at most ${EXPORT_RANGE_DAYS_MAX} days after it counting both. Default: today`,
      example: '2026-11-30',
    }),
    type: z.enum(TRANSACTION_TYPES).optional().meta({ description: 'Only transactions of this type' }),
    status: z.enum(TRANSACTION_STATUSES).optional().meta({ description: 'Only transactions in this status' }),
  }))();

export type ExportTransactionsQuery = z.infer<typeof ExportTransactionsQuerySchema>;

/**
 * An integer as en-US writes it (50000 -> 50,000), without toLocaleString: its first call loads
 * the ICU locale data, which cost the function importing this module some 10 ms of cold start.
 */
const withThousandsSeparators = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** The route's reference text: the file's format, its limits, and how the deployed service differs from the local one. */
export const EXPORT_TRANSACTIONS_DESCRIPTION = /* @__PURE__ */ (() =>
  [
    'The transactions created on the days `from` to `to` (Asia/Jakarta, both included), newest first, as a CSV file. ' +
      'Header row `partner_reff,type,status,amount,total_fee,net_amount,created_at,paid_at,description,refunded_amount,refund_status`; timestamps as everywhere in the API ' +
      '(`+07:00`), `paid_at` empty while unpaid.',
    'RFC 4180: CRLF line ends; a field holding a comma, quote, CR or LF is quoted and its quotes doubled. A text cell starting with `=`, `+`, `-`, ' +
      "`@`, tab or CR gets a leading `'` so that spreadsheets do not run it as a formula.",
    `More than ${withThousandsSeparators(EXPORT_ROWS_MAX)} matching rows answer 422 \`export_too_large\` before anything is sent: narrow the range or filter.`,
    'On AWS the file is built whole before it is sent: API Gateway HTTP APIs cannot stream a Lambda response, and a Lambda response is at most 6 MB. ' +
      `A file over ${BUFFERED_BODY_BYTES_MAX / 1024 / 1024} MB (escaped as the runtime sends it) therefore also answers 422 \`export_too_large\`. ` +
      'The local server streams the file as it is read.',
  ].join('\n\n'))();
