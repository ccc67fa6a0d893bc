import { REQUEST_WRITES, MONEY_MOVE_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { WebhookDeliveryIdParamsSchema } from '../schemas/webhooks';

export const dashboardResendWebhookDeliveryRow = {
  id: 'dashboardResendWebhookDelivery',
  method: 'POST',
  path: '/webhook-deliveries/{id}/resend',
  handler: 'functions/dashboard/resend-webhook-delivery.ts',
  auth: 'user',
  access: ['developer', 'owner'],
  idempotency: 'none',
  request: { params: WebhookDeliveryIdParamsSchema },
  responses: {
    200: {
      description: 'The delivery after one more attempt, sent now with the same body',
      schema: 'ResendWebhookResponse',
    },
  },
  errors: ['not_found', 'service_unavailable'],
  summary: 'Resend a webhook delivery of one of your API clients',
  description: "Another merchant's delivery is 404 `not_found`; 503 `service_unavailable` while it is being sent.",
  tag: 'Dashboard',
  secretsKey: 'decrypt',
  tableWrites: {
    prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'MCLIENTS#', 'PIN#'],
    deletes: true,
  },
} as const satisfies RouteDefinition;
