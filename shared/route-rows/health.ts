import type { RouteDefinition } from '../http/route';

export const healthRow = {
  id: 'health',
  method: 'GET',
  path: '/health',
  handler: 'functions/api/health.ts',
  auth: 'public',
  idempotency: 'none',
  request: {},
  responses: { 200: { description: 'Every part of the service is ready', schema: 'Ok' } },
  errors: [],
  summary: 'Health check',
  tag: 'Service',
  tableAccess: 'none',
} as const satisfies RouteDefinition;
