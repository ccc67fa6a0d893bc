import { LinkIdParamsSchema, LinkPaymentsQuerySchema } from '../channels/payment-links/schemas';
import type { RouteDefinition } from '../http/route';

export const dashboardListPaymentLinkPaymentsRow = {
  id: 'dashboardListPaymentLinkPayments',
  method: 'GET',
  path: '/payment-links/{link_id}/payments',
  handler: 'functions/dashboard/list-payment-link-payments.ts',
  auth: 'user',
  access: 'member',
  idempotency: 'none',
  request: { params: LinkIdParamsSchema, query: LinkPaymentsQuerySchema },
  responses: {
    200: { description: "The link's payments, newest first", schema: 'PaymentLinkPaymentsResponse' },
  },
  errors: ['not_found'],
  summary: "Your payment link's payments",
  description:
    'Every QR and one-time VA transaction made from the link (`payment_link_id`), whatever its status, newest first, a page at a time (`next_cursor`).',
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
