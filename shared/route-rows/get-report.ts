import { ReportIdParamsSchema } from '../channels/reports/schemas';
import type { RouteDefinition } from '../http/route';

export const getReportRow = {
  id: 'getReport',
  method: 'GET',
  path: '/reports/{report_id}',
  handler: 'functions/api/get-report.ts',
  auth: 'client',
  permission: 'report:read',
  idempotency: 'none',
  request: { params: ReportIdParamsSchema },
  responses: { 200: { description: 'The report, with a fresh download link once ready', schema: 'ReportJobResponse' } },
  errors: ['not_found'],
  summary: 'Read an asynchronous report',
  tag: 'Reports',
  kycDocuments: 'reportRead',
} as const satisfies RouteDefinition;
