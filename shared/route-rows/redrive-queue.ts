import type { RouteDefinition } from '../http/route';
import { QueueParamsSchema } from '../schemas/admin';

export const redriveQueueRow = {
  id: 'redriveQueue',
  method: 'POST',
  path: '/queues/{queue}/redrive',
  handler: 'functions/admin/redrive-queue.ts',
  auth: 'admin',
  idempotency: 'none',
  request: { params: QueueParamsSchema },
  responses: {
    200: { description: 'Messages moved from the dead-letter queue back to its queue', schema: 'RedriveQueueResponse' },
  },
  errors: ['not_found'],
  summary: "Move every message of a queue's dead-letter queue back to the queue",
  tag: 'Admin',
  // It moves messages between the queues and their dead-letter queues (extra grants, infra/stack.ts).
  tableAccess: 'none',
  sends: ['callbacks', 'webhooks', 'orders'],
  redrivesDeadLetters: true,
} as const satisfies RouteDefinition;
