import { REQUEST_WRITES, MONEY_MOVE_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { MerchantIdParamsSchema, PatchMerchantBodySchema } from '../schemas/admin';

export const adminPatchMerchantRow = {
  id: 'adminPatchMerchant',
  method: 'PATCH',
  path: '/merchants/{id}',
  handler: 'functions/admin/patch-merchant.ts',
  auth: 'admin',
  idempotency: 'none',
  request: { params: MerchantIdParamsSchema, body: PatchMerchantBodySchema },
  responses: { 200: { description: 'Merchant updated' } },
  errors: ['not_found'],
  summary: 'Update a merchant (KYC, PIN, fees)',
  description:
    'A fee override is refused (422 `validation_failed`, `errors["fees.<channel>"]`) when its fees would reach the amount at any amount of the channel\'s range.',
  tag: 'Admin',
  pinHashes: true,
  tableWrites: { prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, 'AUDIT#', 'PIN#'], deletes: true },
} as const satisfies RouteDefinition;
