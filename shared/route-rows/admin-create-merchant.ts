import { REQUEST_WRITES, MONEY_MOVE_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { CreateMerchantBodySchema } from '../schemas/admin';

export const adminCreateMerchantRow = {
  id: 'adminCreateMerchant',
  method: 'POST',
  path: '/merchants',
  handler: 'functions/admin/create-merchant.ts',
  auth: 'admin',
  idempotency: 'none',
  request: { body: CreateMerchantBodySchema },
  responses: { 201: { description: 'Merchant created' } },
  errors: [],
  summary: 'Create a merchant',
  tag: 'Admin',
  pinHashes: true,
  tableWrites: { prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, 'PIN#'], deletes: true },
} as const satisfies RouteDefinition;
