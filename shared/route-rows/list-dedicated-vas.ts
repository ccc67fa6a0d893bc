import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';

export const listDedicatedVasRow = {
  id: 'listDedicatedVas',
  method: 'GET',
  path: '/virtual-accounts',
  handler: 'functions/api/list-dedicated-vas.ts',
  auth: 'client',
  permission: 'va:read',
  idempotency: 'none',
  request: {},
  responses: { 200: { description: 'The active dedicated VAs', schema: 'ListDedicatedVasResponse' } },
  errors: [],
  summary: 'List dedicated virtual accounts',
  tag: CHANNELS.dedicated_va.tag,
} as const satisfies RouteDefinition;
