import type { RouteDefinition } from '../http/route';

export const notFoundRow = {
  id: 'notFound',
  method: 'GET',
  path: '/{proxy}',
  handler: 'functions/api/not-found.ts',
  auth: 'public',
  idempotency: 'none',
  request: {},
  responses: {},
  errors: ['not_found', 'method_not_allowed'],
  summary: 'Any path no route serves: 404 not_found or 405 method_not_allowed in the error envelope',
  tag: 'Service',
  catchAll: true,
  tableAccess: 'none',
} as const satisfies RouteDefinition;
