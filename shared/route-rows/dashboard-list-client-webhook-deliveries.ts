import type { RouteDefinition } from '../http/route';
import { ClientIdParamsSchema } from '../schemas/admin';

export const dashboardListClientWebhookDeliveriesRow = {
  id: 'dashboardListClientWebhookDeliveries',
  method: 'GET',
  path: '/clients/{client_id}/webhook-deliveries',
  handler: 'functions/dashboard/client-webhook-deliveries.ts',
  auth: 'user',
  access: ['developer', 'owner'],
  idempotency: 'none',
  request: { params: ClientIdParamsSchema },
  responses: {
    200: {
      description: 'The last 15 webhook delivery attempts of this API client, newest first',
      schema: 'ListWebhookDeliveriesResponse',
    },
  },
  errors: ['not_found'],
  summary: "An API client's webhook delivery log",
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
