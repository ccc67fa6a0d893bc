import type { RouteDefinition } from '../http/route';
import { MerchantIdParamsSchema } from '../schemas/admin';

export const adminGetBalanceRow = {
  id: 'adminGetBalance',
  method: 'GET',
  path: '/merchants/{id}/balance',
  handler: 'functions/admin/get-balance.ts',
  auth: 'admin',
  idempotency: 'none',
  request: { params: MerchantIdParamsSchema },
  responses: { 200: { description: 'Merchant balance' } },
  errors: ['not_found'],
  summary: 'Read a merchant balance',
  tag: 'Admin',
} as const satisfies RouteDefinition;
