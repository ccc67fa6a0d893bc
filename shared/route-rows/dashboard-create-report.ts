import type { RouteDefinition } from '../http/route';
import { DASHBOARD_USER_WRITES, REQUEST_WRITES } from '../http/table-writes';
import { createReportRow } from './create-report';

export const dashboardCreateReportRow = {
  id: 'dashboardCreateReport',
  method: 'POST',
  path: '/reports',
  handler: 'functions/dashboard/create-report.ts',
  auth: 'user',
  access: ['finance', 'owner', 'viewer'],
  idempotency: 'optional',
  request: createReportRow.request,
  responses: createReportRow.responses,
  errors: [],
  summary: 'Ask for a settlement report of a range of days',
  description:
    "The API's asynchronous report for the signed-in user's merchant, with the same rules; its `report.ready` webhook goes " +
    `to the client a dashboard payout's go to. Read it with GET /dashboard/v1/reports/{report_id} until it is ready.\n\n${createReportRow.description}`,
  tag: 'Dashboard',
  sends: ['reports'],
  // The API's report writes, and the dashboard user's (membership, user) and its webhook client's lookup.
  tableWrites: { prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'MCLIENTS#', 'REPORT#'], deletes: true },
} as const satisfies RouteDefinition;
