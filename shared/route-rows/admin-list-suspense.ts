import type { RouteDefinition } from '../http/route';

export const adminListSuspenseRow = {
  id: 'adminListSuspense',
  method: 'GET',
  path: '/suspense',
  handler: 'functions/admin/list-suspense.ts',
  auth: 'admin',
  idempotency: 'none',
  request: {},
  responses: {
    200: {
      description: 'Every suspense entry, in the order the money arrived, with the open total',
      schema: 'ListSuspenseResponse',
    },
  },
  errors: [],
  summary: 'Money that matched no transaction (suspense)',
  tag: 'Admin',
} as const satisfies RouteDefinition;
