import { REQUEST_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { ClientIdParamsSchema } from '../schemas/admin';
import { PatchOwnClientBodySchema } from '../schemas/dashboard';

export const dashboardPatchClientRow = {
  id: 'dashboardPatchClient',
  method: 'PATCH',
  path: '/clients/{client_id}',
  handler: 'functions/dashboard/patch-client.ts',
  auth: 'user',
  access: ['developer', 'owner'],
  idempotency: 'none',
  request: { params: ClientIdParamsSchema, body: PatchOwnClientBodySchema },
  responses: { 200: { description: 'API client updated', schema: 'DashboardClientResponse' } },
  errors: ['not_found', 'kyc_required'],
  summary: 'Update or deactivate an API client',
  description: 'Turning a client on again (`active: true`) needs a KYC verified merchant; every other change does not.',
  tag: 'Dashboard',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'MCLIENTS#'], deletes: true },
} as const satisfies RouteDefinition;
