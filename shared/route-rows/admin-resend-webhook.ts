import { REQUEST_WRITES, MONEY_MOVE_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { DeliveryIdParamsSchema } from '../schemas/admin';

export const adminResendWebhookRow = {
  id: 'adminResendWebhook',
  method: 'POST',
  path: '/webhook-deliveries/{id}/resend',
  handler: 'functions/admin/resend-webhook.ts',
  auth: 'admin',
  idempotency: 'none',
  request: { params: DeliveryIdParamsSchema },
  responses: { 200: { description: 'The delivery after the resend attempt' } },
  errors: ['not_found'],
  summary: 'Resend a webhook delivery',
  tag: 'Admin',
  secretsKey: 'decrypt',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, 'PIN#'], deletes: true },
} as const satisfies RouteDefinition;
