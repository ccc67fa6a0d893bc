import { REQUEST_WRITES, MONEY_MOVE_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { WebhookDeliveryIdParamsSchema } from '../schemas/webhooks';

export const resendWebhookDeliveryRow = {
  id: 'resendWebhookDelivery',
  method: 'POST',
  path: '/webhooks/deliveries/{id}/resend',
  handler: 'functions/api/webhook-resend.ts',
  auth: 'client',
  idempotency: 'none',
  request: { params: WebhookDeliveryIdParamsSchema },
  responses: {
    200: {
      description: 'The delivery after one more attempt, sent now with the same body',
      schema: 'ResendWebhookResponse',
    },
  },
  errors: ['not_found', 'service_unavailable'],
  summary: 'Resend a webhook delivery',
  description:
    'Sends the exact body again, signed with the current secret. A finished delivery keeps its state unless this attempt succeeds. ' +
    'A delivery of another API client is 404 `not_found`; 503 `service_unavailable` while the delivery is being sent.',
  tag: 'Webhooks',
  secretsKey: 'decrypt',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, 'PIN#'], deletes: true },
} as const satisfies RouteDefinition;
