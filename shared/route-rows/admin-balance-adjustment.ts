import { REQUEST_WRITES, MONEY_MOVE_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { BalanceAdjustmentBodySchema, MerchantIdParamsSchema } from '../schemas/admin';

export const adminBalanceAdjustmentRow = {
  id: 'adminBalanceAdjustment',
  method: 'POST',
  path: '/merchants/{id}/balance-adjustments',
  handler: 'functions/admin/balance-adjustment.ts',
  auth: 'admin',
  idempotency: 'required',
  request: { params: MerchantIdParamsSchema, body: BalanceAdjustmentBodySchema },
  responses: {
    200: {
      description:
        'Balance after the adjustment, and the adjustment transaction; a replay with the same key answers the same and moves nothing',
      schema: 'BalanceAdjustmentResponse',
    },
  },
  errors: ['not_found', 'insufficient_balance', 'permission_denied'],
  summary: 'Adjust a merchant balance (sandbox funding, corrections); X-Idempotency-Key required',
  tag: 'Admin',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, 'PIN#'], deletes: true },
} as const satisfies RouteDefinition;
