import type { RouteDefinition } from '../http/route';
import { PartnerReffParamsSchema } from '../schemas/transactions';

export const dashboardGetTransactionRow = {
  id: 'dashboardGetTransaction',
  method: 'GET',
  path: '/transactions/{partner_reff}',
  handler: 'functions/dashboard/get-transaction.ts',
  auth: 'user',
  access: 'member',
  idempotency: 'none',
  request: { params: PartnerReffParamsSchema },
  responses: {
    200: { description: 'The transaction with its fees and status events', schema: 'GetTransactionResponse' },
  },
  errors: ['not_found'],
  summary: 'One of your transactions',
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
