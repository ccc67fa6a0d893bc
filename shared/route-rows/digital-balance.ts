import type { RouteDefinition } from '../http/route';

export const digitalBalanceRow = {
  id: 'digitalBalance',
  method: 'GET',
  path: '/tv/balance',
  handler: 'functions/api/digital-balance.ts',
  auth: 'client',
  permission: 'digital:read',
  idempotency: 'none',
  request: {},
  responses: {
    200: {
      description: 'The balance shared by every channel: available (saldo), held and pending settlement',
      schema: 'DigitalBalanceResponse',
    },
  },
  errors: [],
  summary: 'Balance (saldo)',
  tag: 'Digital products',
  tableAccess: 'read',
} as const satisfies RouteDefinition;
