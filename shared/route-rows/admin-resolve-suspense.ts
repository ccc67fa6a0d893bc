import { REQUEST_WRITES, MONEY_MOVE_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { ResolveSuspenseBodySchema, SuspenseIdParamsSchema } from '../schemas/admin';

export const adminResolveSuspenseRow = {
  id: 'adminResolveSuspense',
  method: 'POST',
  path: '/suspense/{id}/resolve',
  handler: 'functions/admin/resolve-suspense.ts',
  auth: 'admin',
  idempotency: 'optional',
  request: { params: SuspenseIdParamsSchema, body: ResolveSuspenseBodySchema },
  responses: {
    200: {
      description:
        'The entry, resolved: credited to the merchant (an adjustment transaction), refunded to the gateway, or (a payout conflict, which holds no money) closed',
      schema: 'ResolveSuspenseResponse',
    },
  },
  errors: ['not_found', 'suspense_already_resolved', 'permission_denied'],
  summary:
    'Resolve a suspense entry once: credit a merchant (outside sandbox, the credit operator role), refund, or close a payout conflict',
  tag: 'Admin',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES], deletes: true },
} as const satisfies RouteDefinition;
