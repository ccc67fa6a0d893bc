import { TRANSACTIONS_READ_PERMISSION } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { EXPORT_TRANSACTIONS_DESCRIPTION, ExportTransactionsQuerySchema } from '../schemas/export';

export const exportTransactionsRow = {
  // Matched before /transactions/{partner_reff}: a literal segment wins over a path variable (route-match.ts, as API Gateway does).
  id: 'exportTransactions',
  method: 'GET',
  path: '/transactions/export',
  handler: 'functions/api/export-transactions.ts',
  auth: 'client',
  permission: TRANSACTIONS_READ_PERMISSION,
  idempotency: 'none',
  request: { query: ExportTransactionsQuerySchema },
  responses: {
    200: {
      description:
        'The CSV file: `text/csv; charset=utf-8`, `Content-Disposition: attachment; filename="transactions-<from>-<to>.csv"`',
    },
  },
  errors: ['export_too_large'],
  summary: 'Export transactions as CSV',
  description: EXPORT_TRANSACTIONS_DESCRIPTION,
  tag: 'Transactions',
  // Up to 50,000 rows formatted in one invocation: CPU-bound, so twice the CPU halves it at about the same cost.
  memorySizeMb: 1024,
} as const satisfies RouteDefinition;
