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
  tag: 'Admin',
  pinHashes: true,
} as const satisfies RouteDefinition;
