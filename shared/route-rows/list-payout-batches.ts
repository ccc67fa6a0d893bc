import { TRANSACTIONS_READ_PERMISSION } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { PageQuerySchema } from '../schemas/common';

export const listPayoutBatchesRow = {
  id: 'listPayoutBatches',
  method: 'GET',
  path: '/payout-batches',
  handler: 'functions/api/list-payout-batches.ts',
  auth: 'client',
  permission: TRANSACTIONS_READ_PERMISSION,
  idempotency: 'none',
  request: { query: PageQuerySchema },
  responses: { 200: { description: 'A page of your payout batches, newest first', schema: 'PayoutBatchListResponse' } },
  errors: [],
  summary: 'List payout batches',
  description: 'Read like the transactions their rows become: the same permission.',
  tag: 'Payout batches',
} as const satisfies RouteDefinition;
