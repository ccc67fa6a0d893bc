import { REQUEST_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
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
  tableWrites: { prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#'], deletes: true },
} as const satisfies RouteDefinition;
