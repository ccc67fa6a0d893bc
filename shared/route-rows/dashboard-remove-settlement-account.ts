import { DASHBOARD_USER_WRITES, REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { SettlementAccountParamsSchema } from '../channels/withdrawals/schemas';

export const dashboardRemoveSettlementAccountRow = {
  id: 'dashboardRemoveSettlementAccount',
  method: 'DELETE',
  path: '/settlement-accounts/{account_id}',
  handler: 'functions/dashboard/remove-settlement-account.ts',
  auth: 'user',
  access: ['owner'],
  idempotency: 'none',
  request: { params: SettlementAccountParamsSchema },
  responses: { 200: { description: 'The account removed', schema: 'Ok' } },
  errors: ['not_found'],
  summary: 'Remove a settlement account',
  description: "Another merchant's account, or one already removed, is 404. The audit log records it.",
  tag: 'Dashboard',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'OWNMONEY#'], deletes: true },
} as const satisfies RouteDefinition;
