import { REQUEST_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';

export const dashboardMeRow = {
  id: 'dashboardMe',
  method: 'GET',
  path: '/me',
  handler: 'functions/dashboard/me.ts',
  auth: 'user',
  access: 'signedIn',
  idempotency: 'none',
  request: {},
  responses: { 200: { description: 'The signed-in user and its memberships', schema: 'DashboardMeResponse' } },
  errors: [],
  summary: 'Who is signed in',
  description:
    'Accepts first every pending invitation of the signed-in e-mail (when the token says it is verified): ' +
    'each becomes a membership with the invited role.',
  tag: 'Dashboard',
  // A GET that writes: accepting an invitation is a transaction (docs/ARCHITECTURE.md, section 15).
  tableAccess: 'readWrite',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'INVITE#'], deletes: true },
} as const satisfies RouteDefinition;
