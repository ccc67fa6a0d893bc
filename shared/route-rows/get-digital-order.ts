import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { RefIdParamsSchema } from '../channels/digital/order-schemas';

export const getDigitalOrderRow = {
  id: 'getDigitalOrder',
  method: 'GET',
  path: '/tv/orders/{ref_id}',
  handler: 'functions/api/get-digital-order.ts',
  auth: 'client',
  permission: 'digital:read',
  idempotency: 'none',
  request: { params: RefIdParamsSchema },
  responses: {
    200: {
      description: 'The order and its status (pending, success with `sn`, or failed with `message`)',
      schema: 'DigitalOrderResponse',
    },
  },
  errors: ['not_found'],
  summary: 'Read a digital order by your ref_id',
  tag: CHANNELS.digital.tag,
  tableAccess: 'read',
} as const satisfies RouteDefinition;
