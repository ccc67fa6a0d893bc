import { SettlementReportQuerySchema } from '../channels/reports/schemas';
import type { RouteDefinition } from '../http/route';
import { getSettlementReportRow, SETTLEMENT_REPORT_DESCRIPTION } from './get-settlement-report';

export const dashboardSettlementReportRow = {
  id: 'dashboardSettlementReport',
  method: 'GET',
  path: '/reports/settlement',
  handler: 'functions/dashboard/settlement-report.ts',
  auth: 'user',
  access: ['finance', 'owner', 'viewer'],
  idempotency: 'none',
  request: { query: SettlementReportQuerySchema },
  responses: getSettlementReportRow.responses,
  errors: ['not_found'],
  summary: "Your day's settlement report",
  description: SETTLEMENT_REPORT_DESCRIPTION,
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
