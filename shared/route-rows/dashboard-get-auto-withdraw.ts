import type { RouteDefinition } from '../http/route';

export const dashboardGetAutoWithdrawRow = {
  id: 'dashboardGetAutoWithdraw',
  method: 'GET',
  path: '/auto-withdraw',
  handler: 'functions/dashboard/get-auto-withdraw.ts',
  auth: 'user',
  access: ['owner'],
  idempotency: 'none',
  request: {},
  responses: { 200: { description: 'The settings, or null', schema: 'AutoWithdrawResponse' } },
  errors: [],
  summary: 'Auto-withdraw settings',
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
