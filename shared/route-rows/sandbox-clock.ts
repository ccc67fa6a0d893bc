import type { RouteDefinition } from '../http/route';

export const sandboxClockRow = {
  id: 'sandboxClock',
  method: 'GET',
  auth: 'client',
  sandboxOnly: true,
  tag: 'Sandbox',
  path: '/clock',
  handler: 'functions/api/sandbox-clock.ts',
  idempotency: 'none',
  request: {},
  responses: { 200: { description: 'The service clock', schema: 'SandboxClockResponse' } },
  errors: [],
  summary: 'Read the service clock',
  description: 'Sandbox only. The clock expiries, settlement (H+1) and reports are counted on, in Asia/Jakarta.',
} as const satisfies RouteDefinition;
