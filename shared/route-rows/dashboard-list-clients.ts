import type { RouteDefinition } from '../http/route';

export const dashboardListClientsRow = {
  id: 'dashboardListClients',
  method: 'GET',
  path: '/clients',
  handler: 'functions/dashboard/list-clients.ts',
  auth: 'user',
  access: ['developer', 'owner'],
  idempotency: 'none',
  request: {},
  responses: {
    200: {
      description: "The merchant's API clients, oldest first; never a secret",
      schema: 'ListDashboardClientsResponse',
    },
  },
  errors: [],
  summary: 'List your API clients',
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
