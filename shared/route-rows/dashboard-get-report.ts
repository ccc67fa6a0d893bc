import type { RouteDefinition } from '../http/route';
import { getReportRow } from './get-report';

export const dashboardGetReportRow = {
  // After /reports/settlement in the route table: a literal segment wins over a path variable (route-match.ts).
  id: 'dashboardGetReport',
  method: 'GET',
  path: '/reports/{report_id}',
  handler: 'functions/dashboard/get-report.ts',
  auth: 'user',
  access: ['finance', 'owner', 'viewer'],
  idempotency: 'none',
  request: getReportRow.request,
  responses: getReportRow.responses,
  errors: ['not_found'],
  summary: 'Read an asynchronous report',
  description: "Its status, and once ready a download link that expires; another merchant's report is 404.",
  tag: 'Dashboard',
  kycDocuments: 'reportRead',
} as const satisfies RouteDefinition;
