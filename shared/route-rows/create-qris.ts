import { REQUEST_WRITES, MONEY_MOVE_WRITES } from '../http/table-writes';
import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { CreateQrisBodySchema } from '../channels/qris/schemas';

export const createQrisRow = {
  id: 'createQris',
  method: 'POST',
  path: '/qris',
  handler: 'functions/api/create-qris.ts',
  auth: 'client',
  permission: 'qris:create',
  idempotency: 'optional',
  request: { body: CreateQrisBodySchema },
  responses: { 201: { description: 'Dynamic QR created', schema: 'CreateQrisResponse' } },
  errors: ['fees_exceed_amount', 'upstream_error'],
  summary: 'Create a dynamic QRIS payment',
  description: 'The QR is valid for 30 minutes. Paid QR money settles H+1.',
  tag: CHANNELS.qris.tag,
  usesGateway: true,
  reads: ['merchant', 'transactionCounter'],
  tableWrites: { prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES], deletes: true },
} as const satisfies RouteDefinition;
