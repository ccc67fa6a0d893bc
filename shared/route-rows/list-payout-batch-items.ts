import { TRANSACTIONS_READ_PERMISSION } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { BatchIdParamsSchema } from '../channels/batches/schemas';
import { PageQuerySchema } from '../schemas/common';

export const listPayoutBatchItemsRow = {
  id: 'listPayoutBatchItems',
  method: 'GET',
  path: '/payout-batches/{batch_id}/items',
  handler: 'functions/api/list-payout-batch-items.ts',
  auth: 'client',
  permission: TRANSACTIONS_READ_PERMISSION,
  idempotency: 'none',
  request: { params: BatchIdParamsSchema, query: PageQuerySchema },
  responses: {
    200: {
      description:
        "A page of the batch's rows in their order: each one's validation (owner's name, fee, why invalid) and, once paid out, its payout",
      schema: 'PayoutBatchItemsResponse',
    },
  },
  errors: ['not_found'],
  summary: "List a payout batch's rows",
  tag: 'Payout batches',
} as const satisfies RouteDefinition;
