import type { RouteDefinition } from '../http/route';

export const docsRow = {
  id: 'docs',
  method: 'GET',
  path: '/docs',
  handler: 'functions/api/docs.ts',
  auth: 'public',
  idempotency: 'none',
  request: {},
  responses: { 200: { description: 'HTML API reference (Swagger UI, served from this origin)' } },
  errors: [],
  summary: 'Human-readable API reference',
  tag: 'Service',
  tableAccess: 'none',
  // The page loads its swagger-ui files from /docs/{asset}; the handler serves only an allow-list.
  extraPaths: ['/docs', '/docs/{asset}'],
  bundleAssets: [{ from: 'node_modules/swagger-ui-dist', to: 'swagger-ui' }],
} as const satisfies RouteDefinition;
