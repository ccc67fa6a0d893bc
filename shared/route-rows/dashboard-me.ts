import type { RouteDefinition } from '../http/route';

export const dashboardMeRow = {
  id: 'dashboardMe',
  method: 'GET',
  path: '/me',
  handler: 'functions/dashboard/me.ts',
  auth: 'user',
  access: 'signedIn',
  idempotency: 'none',
  request: {},
  responses: { 200: { description: 'The signed-in user and its memberships', schema: 'DashboardMeResponse' } },
  errors: [],
  summary: 'Who is signed in',
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
