import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { DigitalProductCodeParamsSchema } from '../channels/digital/product-schemas';

export const getDigitalProductRow = {
  id: 'getDigitalProduct',
  method: 'GET',
  path: '/tv/products/{kode}',
  handler: 'functions/api/get-digital-product.ts',
  auth: 'client',
  permission: 'digital:read',
  idempotency: 'none',
  request: { params: DigitalProductCodeParamsSchema },
  responses: {
    200: {
      description: 'The product with your price and the fields an order needs',
      schema: 'GetDigitalProductResponse',
    },
  },
  errors: ['not_found'],
  summary: 'Read one digital product',
  description: '`fields` lists the order inputs: `tujuan` always, `server_id` when `butuh_server_id` is true.',
  tag: CHANNELS.digital.tag,
  tableAccess: 'read',
  reads: ['merchant'],
} as const satisfies RouteDefinition;
