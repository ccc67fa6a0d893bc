import { REQUEST_WRITES, MONEY_MOVE_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';

export const pingWebhookRow = {
  id: 'pingWebhook',
  method: 'POST',
  path: '/webhooks/ping',
  handler: 'functions/api/webhook-ping.ts',
  auth: 'client',
  idempotency: 'none',
  request: {},
  responses: {
    200: {
      description: "Your endpoint's HTTP status and the latency of a webhook.ping",
      schema: 'WebhookPingResponse',
    },
  },
  errors: ['service_unavailable'],
  summary: 'Send a webhook.ping to your callback URL',
  description:
    'A real, signed delivery (logged like any other), sent once without retries. 422 `validation_failed` (`callback_url`) when this API client has no callback URL.',
  tag: 'Webhooks',
  secretsKey: 'decrypt',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, 'PIN#'], deletes: true },
} as const satisfies RouteDefinition;
