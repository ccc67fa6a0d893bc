import { REQUEST_WRITES, MONEY_MOVE_WRITES } from '../http/table-writes';
import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { PpobOrderBodySchema } from '../channels/digital/ppob-schemas';

export const ppobOrderRow = {
  id: 'ppobOrder',
  method: 'POST',
  path: '/tv/ppob/orders',
  handler: 'functions/api/ppob-order.ts',
  auth: 'client',
  permission: 'digital:ppob',
  idempotency: 'required',
  request: { body: PpobOrderBodySchema },
  responses: {
    202: {
      description:
        'Accepted: `total` is debited and the payment goes to the biller (webhook ppob.paid on success, order.failed with a refund otherwise)',
      schema: 'DigitalOrderResponse',
    },
  },
  errors: ['not_found', 'inquiry_expired', 'inquiry_used', 'insufficient_balance', 'duplicate_ref_id'],
  summary: 'Pay a postpaid bill',
  tag: CHANNELS.ppob.tag,
  sends: ['orders', 'webhooks'],
  // The merchant comes with the request's one read: its balance shards pick the order's shard.
  reads: ['merchant', 'transactionCounter'],
  tableWrites: { prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, 'PPOBINQ#', 'RECENTORDER#'], deletes: true },
} as const satisfies RouteDefinition;
