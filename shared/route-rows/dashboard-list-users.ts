import type { RouteDefinition } from '../http/route';

export const dashboardListUsersRow = {
  id: 'dashboardListUsers',
  method: 'GET',
  path: '/users',
  handler: 'functions/dashboard/list-users.ts',
  auth: 'user',
  access: ['owner'],
  idempotency: 'none',
  request: {},
  responses: {
    200: { description: "The merchant's users and its pending invitations", schema: 'ListDashboardUsersResponse' },
  },
  errors: [],
  summary: 'List users and pending invitations',
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
