import { REQUEST_WRITES, MONEY_MOVE_WRITES } from '../http/table-writes';
import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { CreateOrderBodySchema } from '../channels/digital/order-schemas';

export const createDigitalOrderRow = {
  id: 'createDigitalOrder',
  method: 'POST',
  path: '/tv/orders',
  handler: 'functions/api/create-digital-order.ts',
  auth: 'client',
  permission: 'digital:create',
  idempotency: 'required',
  request: { body: CreateOrderBodySchema },
  responses: {
    202: {
      description:
        'Accepted: the price is debited, the order is `pending` and goes to the provider (webhooks order.pending, then order.success or order.failed)',
      schema: 'DigitalOrderResponse',
    },
  },
  errors: ['product_inactive', 'invalid_msisdn', 'insufficient_balance', 'duplicate_ref_id', 'duplicate_recent_order'],
  summary: 'Order a digital product (top-up, data, e-money, game voucher, PLN token)',
  description:
    '`ref_id` is yours and unique per merchant: the same ref_id with the same body answers the existing order, with another body 409 `duplicate_ref_id`. ' +
    'The same product to the same destination within 60 seconds is 409 `duplicate_recent_order`. `saldo_owner` is the available balance right after the debit. ' +
    'A failed order returns its price to the balance in the same step that marks it failed.',
  tag: CHANNELS.digital.tag,
  sends: ['orders', 'webhooks'],
  reads: ['merchant', 'transactionCounter'],
  tableWrites: { prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, 'PPOBINQ#', 'RECENTORDER#'], deletes: true },
} as const satisfies RouteDefinition;
