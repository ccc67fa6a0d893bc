import { REQUEST_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { CreateOwnClientBodySchema } from '../schemas/dashboard';

export const dashboardCreateClientRow = {
  id: 'dashboardCreateClient',
  method: 'POST',
  path: '/clients',
  handler: 'functions/dashboard/create-client.ts',
  auth: 'user',
  access: ['developer', 'owner'],
  idempotency: 'optional',
  request: { body: CreateOwnClientBodySchema },
  responses: {
    201: {
      description:
        'API client created; client_secret is shown only in this answer (and to a replay of the same Idempotency-Key)',
      schema: 'DashboardCreatedClientResponse',
    },
  },
  errors: ['kyc_required', 'client_limit_reached', 'service_unavailable'],
  summary: 'Create an API client',
  description: '403 `kyc_required` until the merchant is KYC verified; 409 `client_limit_reached` at 20 clients.',
  tag: 'Dashboard',
  // Encrypts the new secret, and decrypts it again to answer a replay (the key's record keeps it sealed).
  secretsKey: 'encryptDecrypt',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'MCLIENTS#'], deletes: true },
} as const satisfies RouteDefinition;
