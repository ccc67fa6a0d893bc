import { REQUEST_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { ClientIdParamsSchema, RotateClientSecretBodySchema } from '../schemas/admin';

export const dashboardRotateClientSecretRow = {
  id: 'dashboardRotateClientSecret',
  method: 'POST',
  path: '/clients/{client_id}/rotate-secret',
  handler: 'functions/dashboard/rotate-client-secret.ts',
  auth: 'user',
  access: ['developer', 'owner'],
  idempotency: 'optional',
  request: { params: ClientIdParamsSchema, body: RotateClientSecretBodySchema },
  responses: {
    200: {
      description:
        'The new secret, shown once; the previous one works until previous_secret_expires_at, or not at all with revoke_previous',
      schema: 'DashboardRotatedClientSecretResponse',
    },
  },
  errors: ['not_found', 'service_unavailable'],
  summary: 'Rotate the secret of an API client',
  tag: 'Dashboard',
  // Like the admin rotation: encrypts the new secret, decrypts it to answer a replay.
  secretsKey: 'encryptDecrypt',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'MCLIENTS#'], deletes: true },
} as const satisfies RouteDefinition;
