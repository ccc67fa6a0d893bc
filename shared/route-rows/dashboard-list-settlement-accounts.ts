import type { RouteDefinition } from '../http/route';

export const dashboardListSettlementAccountsRow = {
  id: 'dashboardListSettlementAccounts',
  method: 'GET',
  path: '/settlement-accounts',
  handler: 'functions/dashboard/list-settlement-accounts.ts',
  auth: 'user',
  access: ['finance', 'owner'],
  idempotency: 'none',
  request: {},
  responses: { 200: { description: 'The accounts, oldest first', schema: 'SettlementAccountListResponse' } },
  errors: [],
  summary: 'List the settlement accounts',
  description: 'Each with `usable_at` and `usable` (withdrawals are refused before `usable_at`).',
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
