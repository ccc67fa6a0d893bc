import type { RouteDefinition } from '../http/route';
import { OkSchema } from '../schemas/common';

export const healthRow = {
  id: 'health',
  method: 'GET',
  path: '/health',
  handler: 'functions/api/health.ts',
  auth: 'public',
  idempotency: 'none',
  request: {},
  responses: { 200: { description: 'Every part of the service is ready', schema: OkSchema } },
  errors: [],
  summary: 'Health check',
  tag: 'Service',
  tableAccess: 'none',
} as const satisfies RouteDefinition;
