import type { RouteDefinition } from '../http/route';

export const openApiDocumentRow = {
  id: 'openApiDocument',
  method: 'GET',
  path: '/openapi.json',
  handler: 'functions/api/openapi.ts',
  auth: 'public',
  idempotency: 'none',
  request: {},
  responses: { 200: { description: 'This OpenAPI 3.0 document' } },
  errors: [],
  summary: 'Machine-readable API description (OpenAPI 3.0)',
  tag: 'Service',
  tableAccess: 'none',
  extraPaths: ['/openapi.json'],
} as const satisfies RouteDefinition;
