import type { RouteDefinition } from '../http/route';

export const dashboardBalanceRow = {
  id: 'dashboardBalance',
  method: 'GET',
  path: '/balance',
  handler: 'functions/dashboard/balance.ts',
  auth: 'user',
  access: 'member',
  idempotency: 'none',
  request: {},
  responses: { 200: { description: "The merchant's balance buckets", schema: 'DashboardBalanceResponse' } },
  errors: [],
  summary: 'Your balance',
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
