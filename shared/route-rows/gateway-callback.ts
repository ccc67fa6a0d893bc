import type { RouteDefinition } from '../http/route';

export const gatewayCallbackRow = {
  id: 'gatewayCallback',
  method: 'POST',
  path: '/callbacks/gateway',
  handler: 'functions/api/gateway-callback.ts',
  auth: 'gateway',
  idempotency: 'none',
  request: {},
  responses: { 200: { description: 'Callback accepted for processing', schema: 'Ok' } },
  errors: ['invalid_signature', 'ip_not_allowed'],
  summary: 'Upstream gateway callback (signed with X-Gateway-Signature)',
  tag: 'Internal',
  // It only verifies the signature and enqueues; the consumer applies the callback to the table.
  tableAccess: 'none',
  sends: ['callbacks'],
} as const satisfies RouteDefinition;
