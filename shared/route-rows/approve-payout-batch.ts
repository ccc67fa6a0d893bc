import { MONEY_MOVE_WRITES, REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { ApproveBatchBodySchema, BatchIdParamsSchema } from '../channels/batches/schemas';

export const approvePayoutBatchRow = {
  id: 'approvePayoutBatch',
  method: 'POST',
  path: '/payout-batches/{batch_id}/approve',
  handler: 'functions/api/approve-payout-batch.ts',
  auth: 'client',
  permission: 'batch:approve',
  idempotency: 'optional',
  request: { params: BatchIdParamsSchema, body: ApproveBatchBodySchema },
  responses: {
    200: {
      description: "The batch, `processing`: every valid row's amount and fees are held, and each row is paid out",
      schema: 'PayoutBatchResponse',
    },
  },
  errors: [
    'not_found',
    'same_maker_and_checker',
    'batch_not_approvable',
    'batch_has_invalid_items',
    'invalid_pin',
    'pin_locked',
    'insufficient_balance',
  ],
  summary: 'Approve a payout batch with the PIN (a second client: maker and checker)',
  description:
    'Another API client than the one that created the batch (403 `same_maker_and_checker`). The batch must be `ready` ' +
    '(409 `batch_not_approvable`, also for the second of two approvals at once); a batch with invalid rows needs ' +
    '`ignore_invalid: true` (422 `batch_has_invalid_items`). One PIN check for the whole batch, with the same attempts and ' +
    'lock as payout confirms. Then one hold of every valid row (422 `insufficient_balance`: nothing held), and each row is ' +
    'paid out as its own payout transaction of its type (`transaction.paid` / `transaction.failed` per row, ' +
    '`batch.completed` at the end, to the callback URL of the client that created the batch).',
  tag: 'Payout batches',
  sends: ['batches'],
  pinHashes: true,
  // The PIN check is a scrypt hash (~50 ms of CPU): twice the CPU halves it at about the same cost.
  memorySizeMb: 1024,
  tableWrites: {
    prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, 'BATCH#', 'BATCHITEMS#', 'MBATCH#', 'PIN#'],
    deletes: true,
  },
} as const satisfies RouteDefinition;
