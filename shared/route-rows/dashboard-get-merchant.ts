import type { RouteDefinition } from '../http/route';

export const dashboardGetMerchantRow = {
  id: 'dashboardGetMerchant',
  method: 'GET',
  path: '/merchant',
  handler: 'functions/dashboard/get-merchant.ts',
  auth: 'user',
  access: 'member',
  idempotency: 'none',
  request: {},
  responses: { 200: { description: 'The merchant acted on, with its KYC state', schema: 'DashboardMerchantResponse' } },
  errors: ['not_found'],
  summary: 'Read your merchant',
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
