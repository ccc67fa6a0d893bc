import { RefundIdParamsSchema } from '../channels/refunds/schemas';
import { TRANSACTIONS_READ_PERMISSION } from '../channels/registry';
import type { RouteDefinition } from '../http/route';

export const getRefundRow = {
  id: 'getRefund',
  method: 'GET',
  path: '/refunds/{refund_id}',
  handler: 'functions/api/get-refund.ts',
  auth: 'client',
  permission: TRANSACTIONS_READ_PERMISSION,
  idempotency: 'none',
  request: { params: RefundIdParamsSchema },
  responses: { 200: { description: 'The refund', schema: 'RefundResponse' } },
  errors: ['not_found'],
  summary: 'Read one refund',
  tag: 'Refunds',
} as const satisfies RouteDefinition;
