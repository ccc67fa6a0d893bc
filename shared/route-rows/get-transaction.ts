import { TRANSACTIONS_READ_PERMISSION } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { PartnerReffParamsSchema } from '../schemas/transactions';

export const getTransactionRow = {
  id: 'getTransaction',
  method: 'GET',
  path: '/transactions/{partner_reff}',
  handler: 'functions/api/get-transaction.ts',
  auth: 'client',
  permission: TRANSACTIONS_READ_PERMISSION,
  idempotency: 'none',
  request: { params: PartnerReffParamsSchema },
  responses: {
    200: { description: 'The transaction with its fees and status events', schema: 'GetTransactionResponse' },
  },
  errors: ['not_found'],
  summary: 'Read one transaction',
  tag: 'Transactions',
} as const satisfies RouteDefinition;
