import type { RouteDefinition } from '../http/route';
import { STATEMENT_POSTINGS_READ_MAX } from '../constants';
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
  errors: ['invalid_cursor', 'filter_too_broad'],
  summary: 'Your balance statement',
  description:
    "Every ledger entry on the merchant's buckets (available, held, pending_settlement) of the days `from` to `to` " +
    '(Asia/Jakarta, as the export: default the last 30 days), newest first. `amount` is signed; `balance_after` is ' +
    "the bucket's merchant-wide balance after the entry, so `balance_after - amount` is the previous entry's " +
    '`balance_after` in the same bucket. Pass `next_cursor` as `starting_after` for the next page.\n\n' +
    "With `bucket` (available, held or pending_settlement) the statement is that bucket's alone: its entries, " +
    "`opening_balance` (its balance at the start of `from`) and `closing_balance` (after the range's newest entry; " +
    'the opening when the range has none), so `opening_balance` plus the amounts of every page equals ' +
    "`closing_balance`. It is read from the ledger by time, bounded by the range's activity: at most " +
    `${STATEMENT_POSTINGS_READ_MAX.toLocaleString('en-US')} postings per request, else 422 \`filter_too_broad\` (narrow the days).\n\n` +
    'With `format=csv` (and a `bucket`) the answer is instead the whole range as a file, ' +
    '`text/csv; charset=utf-8` with `Content-Disposition: attachment; filename="statement-<bucket>-<from>-<to>.csv"`: ' +
    'the header line (`lang`), an `opening_balance` line, the entries oldest first, and a `closing_balance` line. ' +
    'Columns: `at`, `type`, `bucket`, `amount`, `balance_after`, `partner_reff`, `description`.',
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
