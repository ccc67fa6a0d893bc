import type { RouteDefinition } from '../http/route';
import { ClientIdParamsSchema } from '../schemas/admin';

export const rotateClientSecretRow = {
  id: 'rotateClientSecret',
  method: 'POST',
  path: '/clients/{client_id}/rotate-secret',
  handler: 'functions/admin/rotate-secret.ts',
  auth: 'admin',
  idempotency: 'none',
  request: { params: ClientIdParamsSchema },
  responses: { 200: { description: 'The new secret, shown once; the previous one works until previous_secret_expires_at', schema: 'RotateClientSecretResponse' } },
  errors: ['not_found'],
  summary: 'Rotate the secret of an API client (the previous one stays valid for 24 hours)',
  tag: 'Admin',
  secretsKey: 'encrypt',
} as const satisfies RouteDefinition;
