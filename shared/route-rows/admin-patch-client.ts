import { REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { ClientIdParamsSchema, PatchClientBodySchema } from '../schemas/admin';

export const adminPatchClientRow = {
  id: 'adminPatchClient',
  method: 'PATCH',
  path: '/clients/{client_id}',
  handler: 'functions/admin/patch-client.ts',
  auth: 'admin',
  idempotency: 'none',
  request: { params: ClientIdParamsSchema, body: PatchClientBodySchema },
  responses: { 200: { description: 'API client updated' } },
  errors: ['not_found'],
  summary: 'Update an API client',
  tag: 'Admin',
  tableWrites: { prefixes: [...REQUEST_WRITES, 'AUDIT#', 'MCLIENTS#'], deletes: true },
} as const satisfies RouteDefinition;
