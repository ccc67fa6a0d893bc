import { REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { CreateClientBodySchema, MerchantIdParamsSchema } from '../schemas/admin';

export const adminCreateClientRow = {
  id: 'adminCreateClient',
  method: 'POST',
  path: '/merchants/{id}/clients',
  handler: 'functions/admin/create-client.ts',
  auth: 'admin',
  idempotency: 'none',
  request: { params: MerchantIdParamsSchema, body: CreateClientBodySchema },
  responses: { 201: { description: 'API client created; the secret is shown once' } },
  errors: ['not_found'],
  summary: 'Create an API client for a merchant',
  tag: 'Admin',
  secretsKey: 'encrypt',
  tableWrites: { prefixes: [...REQUEST_WRITES, 'AUDIT#', 'MCLIENTS#'], deletes: true },
} as const satisfies RouteDefinition;
