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
  tableWrites: {
    prefixes: [
      'AUDIT#',
      'BALANCE#',
      'CLIENT#',
      'IDEM#',
      'MCLIENTS#',
      'MERCHANT#',
      'MERCHANT_INDEX',
      'RATE#',
      'TX#',
      'TXSEQ#',
    ],
    deletes: true,
  },
} as const satisfies RouteDefinition;
