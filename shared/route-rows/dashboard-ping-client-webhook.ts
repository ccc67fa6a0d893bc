import { REQUEST_WRITES, MONEY_MOVE_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { ClientIdParamsSchema } from '../schemas/admin';

export const dashboardPingClientWebhookRow = {
  id: 'dashboardPingClientWebhook',
  method: 'POST',
  path: '/clients/{client_id}/webhook-ping',
  handler: 'functions/dashboard/client-webhook-ping.ts',
  auth: 'user',
  access: ['developer', 'owner'],
  idempotency: 'none',
  request: { params: ClientIdParamsSchema },
  responses: {
    200: {
      description: "The endpoint's HTTP status and the latency of a webhook.ping",
      schema: 'WebhookPingResponse',
    },
  },
  errors: ['not_found', 'service_unavailable'],
  summary: "Send a webhook.ping to an API client's callback URL",
  description: '422 `validation_failed` (`callback_url`) when the client has no callback URL.',
  tag: 'Dashboard',
  secretsKey: 'decrypt',
  tableWrites: {
    prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'MCLIENTS#', 'PIN#'],
    deletes: true,
  },
} as const satisfies RouteDefinition;
