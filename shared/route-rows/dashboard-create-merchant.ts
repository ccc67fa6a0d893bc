import { REQUEST_WRITES, DASHBOARD_USER_WRITES, MONEY_MOVE_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { CreateOwnMerchantBodySchema } from '../schemas/dashboard';

export const dashboardCreateMerchantRow = {
  id: 'dashboardCreateMerchant',
  method: 'POST',
  path: '/merchants',
  handler: 'functions/dashboard/create-merchant.ts',
  auth: 'user',
  access: 'signedIn',
  idempotency: 'optional',
  request: { body: CreateOwnMerchantBodySchema },
  responses: { 201: { description: 'Merchant created; the caller is its owner', schema: 'DashboardMerchantResponse' } },
  errors: ['already_member'],
  summary: 'Create your merchant',
  tag: 'Dashboard',
  // In the sandbox, the opening balance: a move of the money engine (shared/operations/opening-balance.ts),
  // through the operators' adjustment, whose module (operations/admin.ts) writes PINs too.
  tableWrites: {
    prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, ...MONEY_MOVE_WRITES, 'AUDIT#', 'PIN#'],
    deletes: true,
  },
} as const satisfies RouteDefinition;
