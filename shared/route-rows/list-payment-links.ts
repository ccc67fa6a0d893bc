import { TRANSACTIONS_READ_PERMISSION } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { PageQuerySchema } from '../schemas/common';

export const listPaymentLinksRow = {
  id: 'listPaymentLinks',
  method: 'GET',
  path: '/payment-links',
  handler: 'functions/api/list-payment-links.ts',
  auth: 'client',
  permission: TRANSACTIONS_READ_PERMISSION,
  idempotency: 'none',
  request: { query: PageQuerySchema },
  responses: { 200: { description: 'A page of your payment links, newest first', schema: 'PaymentLinkListResponse' } },
  errors: [],
  summary: 'List payment links',
  description: 'Read like the transactions their payments are: the same permission.',
  tag: 'Payment links',
} as const satisfies RouteDefinition;
