import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';

export const listVaBanksRow = // GET /payments/va/banks stays before GET /payments/va/{partner_reff}: the local server matches in order.
  {
    id: 'listVaBanks',
    method: 'GET',
    path: '/payments/va/banks',
    handler: 'functions/api/list-va-banks.ts',
    auth: 'client',
    permission: 'va:read',
    idempotency: 'none',
    request: {},
    responses: { 200: { description: 'The banks currently active for one-time VA', schema: 'ListVaBanksResponse' } },
    errors: ['upstream_error'],
    summary: 'List the banks for one-time virtual accounts',
    tag: CHANNELS.va.tag,
    usesGateway: true,
  } as const satisfies RouteDefinition;
