import { SettlementReportQuerySchema } from '../channels/reports/schemas';
import type { RouteDefinition } from '../http/route';

export const SETTLEMENT_REPORT_DESCRIPTION =
  'For one day (Asia/Jakarta), per bucket of the balance (`available`, `held`, `pending_settlement`), the opening ' +
  'balance, every movement of the day grouped by kind (payments in per channel, fees, refunds, payouts, withdrawals, ' +
  'returns, adjustments, settlement) and the closing balance, read from the ledger: `opening + sum(movements.amount) ' +
  "= closing` exactly, and today's closing is the balance now. `format=csv` answers a CSV file (UTF-8 with a byte " +
  'order mark, comma separated, columns `date,bucket,line,kind,channel,count,amount`, `line` being `opening`, ' +
  '`movement` or `closing`); `format=xlsx` the same rows as an Excel workbook. A day after today is 422.';

export const getSettlementReportRow = {
  // Matched before /reports/{report_id}: a literal segment wins over a path variable (route-match.ts).
  id: 'getSettlementReport',
  method: 'GET',
  path: '/reports/settlement',
  handler: 'functions/api/get-settlement-report.ts',
  auth: 'client',
  permission: 'report:read',
  idempotency: 'none',
  request: { query: SettlementReportQuerySchema },
  responses: {
    200: {
      description: 'The report: JSON, or the CSV or XLSX file as `format` asks',
      schema: 'SettlementReportResponse',
      files: ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    },
  },
  errors: ['not_found'],
  summary: "A day's settlement report",
  description: SETTLEMENT_REPORT_DESCRIPTION,
  tag: 'Reports',
} as const satisfies RouteDefinition;
