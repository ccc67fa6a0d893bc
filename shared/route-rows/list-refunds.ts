import { TRANSACTIONS_READ_PERMISSION } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { PartnerReffParamsSchema } from '../schemas/transactions';

export const listRefundsRow = {
  id: 'listRefunds',
  method: 'GET',
  path: '/transactions/{partner_reff}/refunds',
  handler: 'functions/api/list-refunds.ts',
  auth: 'client',
  permission: TRANSACTIONS_READ_PERMISSION,
  idempotency: 'none',
  request: { params: PartnerReffParamsSchema },
  responses: { 200: { description: "The payment's refunds, newest first", schema: 'ListRefundsResponse' } },
  errors: ['not_found'],
  summary: "List a payment's refunds",
  tag: 'Refunds',
} as const satisfies RouteDefinition;
