import { LinkIdParamsSchema } from '../channels/payment-links/schemas';
import { TRANSACTIONS_READ_PERMISSION } from '../channels/registry';
import type { RouteDefinition } from '../http/route';

export const getPaymentLinkRow = {
  id: 'getPaymentLink',
  method: 'GET',
  path: '/payment-links/{link_id}',
  handler: 'functions/api/get-payment-link.ts',
  auth: 'client',
  permission: TRANSACTIONS_READ_PERMISSION,
  idempotency: 'none',
  request: { params: LinkIdParamsSchema },
  responses: { 200: { description: 'The link, with its paid payments counted', schema: 'PaymentLinkResponse' } },
  errors: ['not_found'],
  summary: 'Read a payment link',
  description: 'Read like the transactions its payments are: the same permission.',
  tag: 'Payment links',
} as const satisfies RouteDefinition;
