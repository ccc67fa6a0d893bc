import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { PartnerReffParamsSchema } from '../schemas/transactions';

export const getVaPaymentRow = {
  id: 'getVaPayment',
  method: 'GET',
  path: '/payments/va/{partner_reff}',
  handler: 'functions/api/get-va-payment.ts',
  auth: 'client',
  permission: 'va:read',
  idempotency: 'none',
  request: { params: PartnerReffParamsSchema },
  responses: { 200: { description: 'The one-time VA payment and its fees', schema: 'VaPaymentResponse' } },
  errors: ['not_found'],
  summary: 'Read a one-time virtual account payment',
  description: 'Poll until status is paid (success) or expired / failed (no money came in).',
  tag: CHANNELS.va.tag,
} as const satisfies RouteDefinition;
