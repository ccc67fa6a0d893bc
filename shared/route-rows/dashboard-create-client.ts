import { REQUEST_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
import { MONEY_OUT_NAMES } from '../domain/permissions';
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
  errors: ['kyc_required', 'client_limit_reached', 'invalid_pin', 'pin_locked', 'service_unavailable'],
  summary: 'Create an API client',
  description:
    'Live, 403 `kyc_required` until the merchant is KYC verified (in the sandbox a new merchant gets keys at once); 409 `client_limit_reached` at 20 clients. A client with a ' +
    `money-out permission (${MONEY_OUT_NAMES}) is created only by an owner (a developer gets 403 \`permission_denied\`) with ` +
    "the merchant's `pin` (422 `validation_failed` without it), judged as a payout confirm judges it: a wrong one is 422 " +
    '`invalid_pin` and counts toward the same lock (`pin_locked`). `created_by` records the user.',
  tag: 'Dashboard',
  // Encrypts the new secret, and decrypts it again to answer a replay (the key's record keeps it sealed).
  secretsKey: 'encryptDecrypt',
  pinHashes: true,
  tableWrites: {
    prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'MCLIENTS#', 'PIN#'],
    deletes: true,
  },
} as const satisfies RouteDefinition;
