import { SandboxCopiesQuerySchema, SandboxRawCallbackBodySchema } from '../channels/sandbox/schemas';
import type { RouteDefinition } from '../http/route';
import { SANDBOX_NOTE, SANDBOX_OBJECT_ROW, SANDBOX_VA_WRITES } from './sandbox-row';

export const sandboxCallbackRow = {
  ...SANDBOX_OBJECT_ROW,
  tableWrites: SANDBOX_VA_WRITES,
  id: 'sandboxCallback',
  path: '/callbacks',
  handler: 'functions/api/sandbox-callback.ts',
  request: { body: SandboxRawCallbackBodySchema, query: SandboxCopiesQuerySchema },
  responses: {
    202: {
      description: 'Sent; the service applies it in the background (a late, duplicate or mismatched payment)',
      schema: 'SandboxCallbackResponse',
    },
  },
  summary: 'Send a payment callback as described',
  description:
    SANDBOX_NOTE +
    'A `payment.paid` callback for the `partner_reff` and/or `virtual_account_number` (with `bank_code`) given, of `amount`: ' +
    'a late, duplicate, unknown-amount or mismatched payment. Every reference it names must be one of yours.',
} as const satisfies RouteDefinition;
