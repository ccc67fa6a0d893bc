import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { ListDigitalProductsQuerySchema } from '../channels/digital/product-schemas';

export const listDigitalProductsRow = {
  id: 'listDigitalProducts',
  method: 'GET',
  path: '/tv/products',
  handler: 'functions/api/list-digital-products.ts',
  auth: 'client',
  permission: 'digital:read',
  idempotency: 'none',
  request: { query: ListDigitalProductsQuerySchema },
  responses: {
    200: {
      description: 'A page of the catalog with your prices; inactive products are listed with status `inactive`',
      schema: 'ListDigitalProductsResponse',
    },
  },
  errors: [],
  summary: 'List digital products',
  description:
    '`harga` is your price: the provider price plus your account markup. For `pascabayar` (postpaid) products it is the admin fee per bill.',
  tag: CHANNELS.digital.tag,
  tableAccess: 'read',
  reads: ['merchant'],
} as const satisfies RouteDefinition;
