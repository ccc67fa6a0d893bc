import { REQUEST_WRITES, MONEY_MOVE_WRITES } from '../http/table-writes';
import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { CreateVaPaymentBodySchema } from '../channels/va/schemas';

export const createVaPaymentRow = {
  id: 'createVaPayment',
  method: 'POST',
  path: '/payments/va',
  handler: 'functions/api/create-va-payment.ts',
  auth: 'client',
  permission: 'va:create',
  idempotency: 'optional',
  request: { body: CreateVaPaymentBodySchema },
  responses: { 201: { description: 'One-time virtual account created', schema: 'VaPaymentResponse' } },
  errors: ['kyc_required', 'fees_exceed_amount', 'upstream_error'],
  summary: 'Create a one-time virtual account payment',
  description:
    'A new VA number for an exact amount on every call; it expires after `expires_in_hours` and cannot be reused once paid or expired. Paid VA money is available at once.',
  tag: CHANNELS.va.tag,
  usesGateway: true,
  reads: ['merchant', 'transactionCounter'],
  tableWrites: { prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, 'VANUM#'], deletes: true },
} as const satisfies RouteDefinition;
