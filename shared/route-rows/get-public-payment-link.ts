import { LinkIdParamsSchema } from '../channels/payment-links/schemas';
import type { RouteDefinition } from '../http/route';

export const getPublicPaymentLinkRow = {
  id: 'getPublicPaymentLink',
  method: 'GET',
  path: '/links/{link_id}',
  handler: 'functions/api/get-public-payment-link.ts',
  auth: 'payer',
  idempotency: 'none',
  request: { params: LinkIdParamsSchema },
  responses: { 200: { description: 'The link as its page shows it', schema: 'PublicPaymentLinkResponse' } },
  errors: ['not_found'],
  summary: "A payment link's public view",
  tag: 'Payment links',
  // The VA banks the page offers: the gateway's list, cached as for a VA's create.
  usesGateway: true,
} as const satisfies RouteDefinition;
