import type { RouteDefinition } from '../http/route';
import { PartnerReffParamsSchema } from '../schemas/transactions';

export const dashboardListRefundsRow = {
  id: 'dashboardListRefunds',
  method: 'GET',
  path: '/transactions/{partner_reff}/refunds',
  handler: 'functions/dashboard/list-refunds.ts',
  auth: 'user',
  access: 'member',
  idempotency: 'none',
  request: { params: PartnerReffParamsSchema },
  responses: { 200: { description: "The payment's refunds, newest first", schema: 'ListRefundsResponse' } },
  errors: ['not_found'],
  summary: "Your payment's refunds",
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
