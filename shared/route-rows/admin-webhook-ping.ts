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
  tableWrites: {
    prefixes: [
      'BALANCE#',
      'CLIENT#',
      'IDEM#',
      'LEDGER#',
      'MERCHANT#',
      'MERCHANT_INDEX',
      'MOVE#',
      'PIN#',
      'RATE#',
      'SUSPENSE',
      'TX#',
      'TXSEQ#',
      'WEBHOOK#',
      'WHLOG#',
    ],
    deletes: true,
  },
} as const satisfies RouteDefinition;
