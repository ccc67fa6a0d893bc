import type { RouteDefinition } from '../http/route';
import { StatementQuerySchema } from '../schemas/dashboard-money';

export const dashboardStatementRow = {
  id: 'dashboardStatement',
  method: 'GET',
  path: '/balance/statement',
  handler: 'functions/dashboard/statement.ts',
  auth: 'user',
  access: ['finance', 'owner', 'viewer'],
  idempotency: 'none',
  request: { query: StatementQuerySchema },
  responses: {
    200: {
      description: 'A page of ledger entries, newest first',
      schema: 'DashboardStatementResponse',
    },
  },
  errors: ['invalid_cursor'],
  summary: 'Your balance statement',
  description:
    "Every ledger entry on the merchant's buckets (available, held, pending_settlement) of the days `from` to `to` " +
    '(Asia/Jakarta, as the export: default the last 30 days), newest first. `amount` is signed; `balance_after` is ' +
    "the bucket's merchant-wide balance after the entry, so `balance_after - amount` is the previous entry's " +
    '`balance_after` in the same bucket. Pass `next_cursor` as `starting_after` for the next page.',
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
