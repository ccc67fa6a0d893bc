import { TRANSACTIONS_READ_PERMISSION } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { ListEventsQuerySchema } from '../schemas/webhooks';

export const listEventsRow = {
  id: 'listEvents',
  method: 'GET',
  path: '/events',
  handler: 'functions/api/list-events.ts',
  auth: 'client',
  // The feed carries every channel's webhook bodies (payout account numbers among them), so it needs
  // the read permission, as the transaction history does (docs/ARCHITECTURE.md, 14.3).
  permission: TRANSACTIONS_READ_PERMISSION,
  idempotency: 'none',
  request: { query: ListEventsQuerySchema },
  responses: { 200: { description: 'A page of webhook events, newest first', schema: 'ListEventsResponse' } },
  errors: [],
  summary: 'Webhook events of the merchant (last 30 days)',
  description:
    'Every webhook event of the merchant, whichever API client it went to, created in the last 30 days; `payload` is the exact webhook body. ' +
    'Page with `starting_after` = the last id of the previous page while `has_more` is true. ' +
    "A `starting_after` that is not one of your events (unknown, or another merchant's) is 422 `validation_failed`.",
  tag: 'Webhooks',
  // With the client: the merchant's feed and log shards (its balance shards max), so reading them costs no call.
  reads: ['merchant'],
  tableAccess: 'read',
} as const satisfies RouteDefinition;
