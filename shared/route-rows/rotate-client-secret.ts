import { REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { ClientIdParamsSchema, RotateClientSecretBodySchema } from '../schemas/admin';

export const rotateClientSecretRow = {
  id: 'rotateClientSecret',
  method: 'POST',
  path: '/clients/{client_id}/rotate-secret',
  handler: 'functions/admin/rotate-secret.ts',
  auth: 'admin',
  // Optional, as before, so existing callers keep working; the admin CLI always sends one.
  idempotency: 'optional',
  request: { params: ClientIdParamsSchema, body: RotateClientSecretBodySchema },
  responses: {
    200: {
      description:
        'The new secret, shown once; the previous one works until previous_secret_expires_at, or not at all with revoke_previous. ' +
        'A replay with the same X-Idempotency-Key answers the same secret and rotates nothing',
      schema: 'RotateClientSecretResponse',
    },
  },
  errors: ['not_found'],
  summary: 'Rotate the secret of an API client (the previous one stays valid for 24 hours unless revoke_previous)',
  tag: 'Admin',
  // Encrypts the new secret, and decrypts it again to answer a replay (the key's record keeps it sealed).
  secretsKey: 'encryptDecrypt',
  tableWrites: { prefixes: [...REQUEST_WRITES, 'AUDIT#', 'MCLIENTS#'], deletes: true },
} as const satisfies RouteDefinition;
