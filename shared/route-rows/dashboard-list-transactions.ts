import type { RouteDefinition } from '../http/route';
import { DashboardTransactionsQuerySchema } from '../schemas/dashboard-money';

export const dashboardListTransactionsRow = {
  id: 'dashboardListTransactions',
  method: 'GET',
  path: '/transactions',
  handler: 'functions/dashboard/list-transactions.ts',
  auth: 'user',
  access: 'member',
  idempotency: 'none',
  request: { query: DashboardTransactionsQuerySchema },
  responses: { 200: { description: 'A page of transactions, newest first', schema: 'ListTransactionsResponse' } },
  errors: ['filter_too_broad'],
  summary: 'Your transactions',
  description:
    "The API's list (GET /api/v1/transactions), with filters `type`, `status`, `from`, `to` (Asia/Jakarta days) and `q` " +
    '(partner_reff prefix). A filtered list reads the selected days (all of them without `from`/`to`): at most ' +
    '10,000 transactions, else 422 `filter_too_broad`.',
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
