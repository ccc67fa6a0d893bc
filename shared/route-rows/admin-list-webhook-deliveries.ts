import type { RouteDefinition } from '../http/route';
import { ClientIdParamsSchema } from '../schemas/admin';

export const adminListWebhookDeliveriesRow = {
  id: 'adminListWebhookDeliveries',
  method: 'GET',
  path: '/clients/{client_id}/webhook-deliveries',
  handler: 'functions/admin/list-webhook-deliveries.ts',
  auth: 'admin',
  idempotency: 'none',
  request: { params: ClientIdParamsSchema },
  responses: { 200: { description: 'The last 15 delivery attempts' } },
  errors: ['not_found'],
  summary: 'Webhook delivery log',
  tag: 'Admin',
} as const satisfies RouteDefinition;
