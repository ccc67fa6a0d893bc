import { LinkIdParamsSchema } from '../channels/payment-links/schemas';
import type { RouteDefinition } from '../http/route';
import { REQUEST_WRITES } from '../http/table-writes';

export const deactivatePaymentLinkRow = {
  id: 'deactivatePaymentLink',
  method: 'POST',
  path: '/payment-links/{link_id}/deactivate',
  handler: 'functions/api/deactivate-payment-link.ts',
  auth: 'client',
  permission: 'link:create',
  idempotency: 'none',
  request: { params: LinkIdParamsSchema },
  responses: { 200: { description: 'The link, inactive', schema: 'PaymentLinkResponse' } },
  errors: ['not_found'],
  summary: 'Deactivate a payment link',
  description:
    'The link takes no new payment (its page answers `link_inactive`); payments made before stay payable and are counted. ' +
    'Deactivating an inactive link changes nothing.',
  tag: 'Payment links',
  tableWrites: { prefixes: [...REQUEST_WRITES, 'MLINK#', 'PAYTOKEN#', 'PLINK#'], deletes: true },
} as const satisfies RouteDefinition;
