import { REQUEST_WRITES, MONEY_MOVE_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { ClientIdParamsSchema } from '../schemas/admin';

export const adminWebhookPingRow = {
  id: 'adminWebhookPing',
  method: 'POST',
  path: '/clients/{client_id}/webhook-ping',
  handler: 'functions/admin/webhook-ping.ts',
  auth: 'admin',
  idempotency: 'none',
  request: { params: ClientIdParamsSchema },
  responses: { 200: { description: 'HTTP status and latency of the ping' } },
  errors: ['not_found'],
  summary: 'Send a webhook.ping probe',
  tag: 'Admin',
  secretsKey: 'decrypt',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, 'PIN#'], deletes: true },
} as const satisfies RouteDefinition;
