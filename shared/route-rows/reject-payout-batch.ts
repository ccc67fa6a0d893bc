import { REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { BatchIdParamsSchema, RejectBatchBodySchema } from '../channels/batches/schemas';

export const rejectPayoutBatchRow = {
  id: 'rejectPayoutBatch',
  method: 'POST',
  path: '/payout-batches/{batch_id}/reject',
  handler: 'functions/api/reject-payout-batch.ts',
  auth: 'client',
  permission: 'batch:approve',
  idempotency: 'optional',
  request: { params: BatchIdParamsSchema, body: RejectBatchBodySchema },
  responses: {
    200: { description: 'The batch, `rejected`; nothing was or will be paid', schema: 'PayoutBatchResponse' },
  },
  errors: ['not_found', 'batch_not_approvable'],
  summary: 'Reject a payout batch',
  description:
    'A batch not yet approved (`validating`, `ready` or `invalid`) ends `rejected`; any other is 409 `batch_not_approvable`.',
  tag: 'Payout batches',
  tableWrites: { prefixes: [...REQUEST_WRITES, 'BATCH#', 'BATCHITEMS#', 'MBATCH#'], deletes: true },
} as const satisfies RouteDefinition;
