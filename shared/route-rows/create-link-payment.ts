import { CreateLinkPaymentBodySchema, LinkIdParamsSchema } from '../channels/payment-links/schemas';
import type { RouteDefinition } from '../http/route';
import { MONEY_MOVE_WRITES, REQUEST_WRITES } from '../http/table-writes';

export const createLinkPaymentRow = {
  id: 'createLinkPayment',
  method: 'POST',
  path: '/links/{link_id}/payments',
  handler: 'functions/api/create-link-payment.ts',
  auth: 'payer',
  idempotency: 'none',
  request: { params: LinkIdParamsSchema, body: CreateLinkPaymentBodySchema },
  responses: { 201: { description: 'A QR or one-time VA payment of the link', schema: 'LinkPaymentResponse' } },
  errors: [
    'not_found',
    'link_inactive',
    'link_expired',
    'link_completed',
    'kyc_required',
    'fees_exceed_amount',
    'upstream_error',
  ],
  summary: 'Pay a payment link',
  tag: 'Payment links',
  usesGateway: true,
  tableWrites: {
    prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, 'MLINK#', 'PAYTOKEN#', 'PLINK#', 'VANUM#'],
    deletes: true,
  },
} as const satisfies RouteDefinition;
