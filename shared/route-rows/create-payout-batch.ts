import { REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { BATCH_BODY_BYTES_MAX, BATCH_ITEMS_MAX } from '../channels/batches/limits';
import { CreateBatchBodySchema } from '../channels/batches/schemas';
import { payoutTypesInWords } from '../channels/payouts/channels';
import { INQUIRY_PAYOUT_TYPES } from '../channels/registry';

export const createPayoutBatchRow = {
  id: 'createPayoutBatch',
  method: 'POST',
  path: '/payout-batches',
  handler: 'functions/api/create-payout-batch.ts',
  auth: 'client',
  permission: 'batch:create',
  idempotency: 'optional',
  request: { body: CreateBatchBodySchema },
  responses: {
    201: {
      description: 'The batch, `validating`: its rows are checked in the background (then `ready` or `invalid`)',
      schema: 'PayoutBatchResponse',
    },
  },
  errors: ['kyc_required', 'duplicate_reference'],
  summary: `Create a batch of payouts (each a ${payoutTypesInWords()})`,
  description:
    `1 to ${BATCH_ITEMS_MAX} rows, each with the body of its payout type's inquiry (\`type\`: ${INQUIRY_PAYOUT_TYPES.map((type) => `\`${type}\``).join(' or ')}) and an ` +
    '`item_reference` unique in the batch; a bad row is 422 `validation_failed` naming it (`items.<index>.<field>`). ' +
    `The body may be up to ${BATCH_BODY_BYTES_MAX / 1024} KiB. \`reference\` is yours and unique per merchant (409 \`duplicate_reference\`). ` +
    'Every row is then checked as an inquiry would (the destination asked of the gateway, its owner named, fees): the batch becomes ' +
    '`ready` (at least one valid row) or `invalid`. Nothing moves money until another API client with `batch:approve` (or a ' +
    'dashboard owner) approves it with the PIN; a batch not approved in 24 hours is `expired`.',
  tag: 'Payout batches',
  sends: ['batches'],
  reads: ['merchant'],
  bodyBytesMax: BATCH_BODY_BYTES_MAX,
  tableWrites: { prefixes: [...REQUEST_WRITES, 'BATCHITEMS#', 'BATCH#', 'MBATCH#'], deletes: true },
} as const satisfies RouteDefinition;
