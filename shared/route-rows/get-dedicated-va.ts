import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { DedicatedVaIdParamsSchema } from '../channels/dedicated-va/schemas';

export const getDedicatedVaRow = {
  id: 'getDedicatedVa',
  method: 'GET',
  path: '/virtual-accounts/{id}',
  handler: 'functions/api/get-dedicated-va.ts',
  auth: 'client',
  permission: 'va:read',
  idempotency: 'none',
  request: { params: DedicatedVaIdParamsSchema },
  responses: { 200: { description: 'The dedicated VA', schema: 'DedicatedVaResponse' } },
  errors: ['not_found'],
  summary: 'Read a dedicated virtual account',
  tag: CHANNELS.dedicated_va.tag,
} as const satisfies RouteDefinition;
