import type { RouteDefinition } from '../http/route';

export const listWebhookDeliveriesRow = {
  id: 'listWebhookDeliveries',
  method: 'GET',
  path: '/webhooks/deliveries',
  handler: 'functions/api/webhook-deliveries.ts',
  auth: 'client',
  idempotency: 'none',
  request: {},
  responses: {
    200: {
      description: 'The last 15 webhook delivery attempts of this API client, newest first',
      schema: 'ListWebhookDeliveriesResponse',
    },
  },
  errors: [],
  summary: 'Webhook delivery log (webhook debugger)',
  description: "Only the calling API client's deliveries: another client of the same merchant has its own log.",
  tag: 'Webhooks',
  // With the client: the merchant's feed and log shards (its balance shards max), so reading them costs no call.
  reads: ['merchant'],
  tableAccess: 'read',
} as const satisfies RouteDefinition;
