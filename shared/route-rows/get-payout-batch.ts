import { TRANSACTIONS_READ_PERMISSION } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { BatchIdParamsSchema } from '../channels/batches/schemas';

export const getPayoutBatchRow = {
  id: 'getPayoutBatch',
  method: 'GET',
  path: '/payout-batches/{batch_id}',
  handler: 'functions/api/get-payout-batch.ts',
  auth: 'client',
  permission: TRANSACTIONS_READ_PERMISSION,
  idempotency: 'none',
  request: { params: BatchIdParamsSchema },
  responses: {
    200: { description: 'The batch, with its rows counted by outcome once approved', schema: 'PayoutBatchResponse' },
  },
  errors: ['not_found'],
  summary: 'Read a payout batch',
  tag: 'Payout batches',
} as const satisfies RouteDefinition;
