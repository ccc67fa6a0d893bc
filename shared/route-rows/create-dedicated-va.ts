import { REQUEST_WRITES } from '../http/table-writes';
import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { CreateDedicatedVaBodySchema } from '../channels/dedicated-va/schemas';

export const createDedicatedVaRow = {
  id: 'createDedicatedVa',
  method: 'POST',
  path: '/virtual-accounts',
  handler: 'functions/api/create-dedicated-va.ts',
  auth: 'client',
  permission: 'va:create',
  idempotency: 'optional',
  request: { body: CreateDedicatedVaBodySchema },
  responses: {
    200: { description: 'The dedicated VA that already exists for this bank', schema: 'DedicatedVaResponse' },
    201: { description: 'Dedicated VA created', schema: 'DedicatedVaResponse' },
  },
  errors: ['kyc_required', 'upstream_error'],
  summary: 'Get or create the dedicated virtual account for a bank',
  description: 'Banks 002 and 013. Every payment to it becomes a `dedicated_va` transaction and a `va.paid` webhook.',
  tag: CHANNELS.dedicated_va.tag,
  usesGateway: true,
  reads: ['merchant'],
  tableWrites: { prefixes: [...REQUEST_WRITES, 'VANUM#'], deletes: true },
} as const satisfies RouteDefinition;
