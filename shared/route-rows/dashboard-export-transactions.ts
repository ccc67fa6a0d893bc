import type { RouteDefinition } from '../http/route';
import { DashboardExportQuerySchema } from '../schemas/dashboard-money';
import { EXPORT_TRANSACTIONS_DESCRIPTION } from '../schemas/export';
import { exportTransactionsRow } from './export-transactions';

export const dashboardExportTransactionsRow = {
  // Matched before /transactions/{partner_reff}: a literal segment wins over a path variable.
  id: 'dashboardExportTransactions',
  method: 'GET',
  path: '/transactions/export',
  handler: 'functions/dashboard/export-transactions.ts',
  auth: 'user',
  access: 'member',
  idempotency: 'none',
  request: { query: DashboardExportQuerySchema },
  responses: exportTransactionsRow.responses,
  errors: ['export_too_large'],
  summary: 'Export your transactions as CSV',
  description: `${EXPORT_TRANSACTIONS_DESCRIPTION}\n\nThe dashboard also filters by \`q\` (partner_reff prefix).`,
  tag: 'Dashboard',
  memorySizeMb: exportTransactionsRow.memorySizeMb,
} as const satisfies RouteDefinition;
