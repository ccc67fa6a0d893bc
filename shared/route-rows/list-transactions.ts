import { TRANSACTIONS_READ_PERMISSION } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { PageQuerySchema } from '../schemas/common';

export const listTransactionsRow = {
  id: 'listTransactions',
  method: 'GET',
  path: '/transactions',
  handler: 'functions/api/list-transactions.ts',
  auth: 'client',
  permission: TRANSACTIONS_READ_PERMISSION,
  idempotency: 'none',
  request: { query: PageQuerySchema },
  responses: { 200: { description: 'A page of transactions, newest first', schema: 'ListTransactionsResponse' } },
  errors: [],
  summary: 'List transactions',
  tag: 'Transactions',
  reads: ['transactionCounter'],
} as const satisfies RouteDefinition;
