import { REQUEST_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
import { MONEY_OUT_NAMES } from '../domain/permissions';
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
  errors: ['not_found', 'kyc_required', 'invalid_pin', 'pin_locked'],
  summary: 'Update or deactivate an API client',
  description:
    'Turning a client on again (`active: true`) needs a KYC verified merchant; every other change does not. A change ' +
    `that grants a money-out permission (adds one of ${MONEY_OUT_NAMES}, or turns on a client holding one) is made only by an ` +
    "owner (a developer gets 403 `permission_denied`) with the merchant's `pin` (422 `validation_failed` without it), " +
    'judged as a payout confirm judges it: a wrong one is 422 `invalid_pin` and counts toward the same lock ' +
    '(`pin_locked`). Removing permissions, deactivating and every other edit need no PIN.',
  tag: 'Dashboard',
  pinHashes: true,
  tableWrites: {
    prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'MCLIENTS#', 'PIN#'],
    deletes: true,
  },
} as const satisfies RouteDefinition;
