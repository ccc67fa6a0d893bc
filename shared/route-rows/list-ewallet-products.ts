import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';

export const listEwalletProductsRow = {
  id: 'listEwalletProducts',
  method: 'GET',
  path: '/ewallet/products',
  handler: 'functions/api/list-ewallet-products.ts',
  auth: 'client',
  idempotency: 'none',
  request: {},
  responses: { 200: { description: 'The five e-wallets a payout can top up', schema: 'EwalletProductsResponse' } },
  errors: [],
  summary: 'List the e-wallet products',
  tag: CHANNELS.ewallet.tag,
} as const satisfies RouteDefinition;
