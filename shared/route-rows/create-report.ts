import { REPORT_LINK_EXPIRES_SECONDS, REPORT_RANGE_DAYS_MAX } from '../channels/reports/limits';
import { CreateReportBodySchema } from '../channels/reports/schemas';
import type { RouteDefinition } from '../http/route';
import { REQUEST_WRITES } from '../http/table-writes';

export const createReportRow = {
  id: 'createReport',
  method: 'POST',
  path: '/reports',
  handler: 'functions/api/create-report.ts',
  auth: 'client',
  permission: 'report:read',
  idempotency: 'optional',
  request: { body: CreateReportBodySchema },
  responses: {
    202: {
      description: 'The report, `pending`: it is produced in the background',
      schema: 'ReportJobResponse',
    },
  },
  errors: [],
  summary: 'Ask for a settlement report of a range of days',
  description:
    `The settlement report (as GET /reports/settlement gives one day) of the days \`from\` to \`to\` (Asia/Jakarta, both included, ` +
    `at most ${REPORT_RANGE_DAYS_MAX} days, none after today; else 422 \`validation_failed\`), as one CSV or XLSX file with the ` +
    'rows of every day. It is produced in the background: `report.ready` goes to your callback URL when it is, and ' +
    `GET /reports/{report_id} answers its status and then a download link valid for ${REPORT_LINK_EXPIRES_SECONDS / 60} minutes.`,
  tag: 'Reports',
  sends: ['reports'],
  tableWrites: { prefixes: [...REQUEST_WRITES, 'REPORT#'], deletes: true },
} as const satisfies RouteDefinition;
