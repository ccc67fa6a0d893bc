import { PaymentTokenParamsSchema } from '../channels/payment-links/schemas';
import type { RouteDefinition } from '../http/route';

export const getLinkPaymentRow = {
  id: 'getLinkPayment',
  method: 'GET',
  path: '/payments/{token}',
  handler: 'functions/api/get-link-payment.ts',
  auth: 'payer',
  idempotency: 'none',
  request: { params: PaymentTokenParamsSchema },
  responses: { 200: { description: 'The payment as its page follows it', schema: 'LinkPaymentResponse' } },
  errors: ['not_found'],
  summary: 'Follow a payment made from a link',
  tag: 'Payment links',
} as const satisfies RouteDefinition;
