import { SettlementReportQuerySchema } from '../channels/reports/schemas';
import type { RouteDefinition } from '../http/route';
import { DASHBOARD_USER_WRITES, REQUEST_WRITES } from '../http/table-writes';
import { getSettlementReportRow, SETTLEMENT_REPORT_DESCRIPTION } from './get-settlement-report';

export const dashboardSettlementReportRow = {
  id: 'dashboardSettlementReport',
  method: 'GET',
  path: '/reports/settlement',
  handler: 'functions/dashboard/settlement-report.ts',
  auth: 'user',
  access: ['finance', 'owner', 'viewer'],
  idempotency: 'none',
  // A read, but a finished day it computes is stored as a day-close checkpoint (shared/channels/reports/checkpoints.ts);
  // the rest is what the ledger-reading modules it bundles build keys of (module granularity, infra/table-writes.ts).
  tableAccess: 'readWrite',
  tableWrites: {
    prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'LEDGER#', 'REFUND#', 'REPORTDAY#', 'SUSPENSE'],
    deletes: true,
  },
  request: { query: SettlementReportQuerySchema },
  responses: getSettlementReportRow.responses,
  errors: ['not_found'],
  summary: "Your day's settlement report",
  description: SETTLEMENT_REPORT_DESCRIPTION,
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
