import type { RouteDefinition } from '../http/route';
import { MerchantIdParamsSchema } from '../schemas/admin';

export const adminListPushNotificationsRow = {
  id: 'adminListPushNotifications',
  method: 'GET',
  path: '/merchants/{id}/push-notifications',
  handler: 'functions/admin/list-push-notifications.ts',
  auth: 'admin',
  idempotency: 'none',
  request: { params: MerchantIdParamsSchema },
  responses: { 200: { description: 'The last 50 push notifications recorded by the outbox adapter' } },
  errors: ['not_found'],
  summary: 'Push notification outbox (PUSH_MODE=outbox)',
  tag: 'Admin',
} as const satisfies RouteDefinition;
