import { SandboxCopiesQuerySchema } from '../channels/sandbox/schemas';
import { SANDBOX_VA_PAY_DESCRIPTION, SandboxVaParamsSchema, SandboxVaPayBodySchema } from '../channels/sandbox/va';
import type { RouteDefinition } from '../http/route';
import { SANDBOX_NOTE, SANDBOX_OBJECT_ROW, SANDBOX_VA_WRITES, SANDBOX_PAYMENT_RESPONSES } from './sandbox-row';

export const sandboxVaPayRow = {
  ...SANDBOX_OBJECT_ROW,
  tableWrites: SANDBOX_VA_WRITES,
  id: 'sandboxVaPay',
  path: '/va/{virtual_account_number}/pay',
  handler: 'functions/api/sandbox-va-pay.ts',
  request: { params: SandboxVaParamsSchema, body: SandboxVaPayBodySchema, query: SandboxCopiesQuerySchema },
  responses: SANDBOX_PAYMENT_RESPONSES,
  summary: 'Pay a virtual account',
  description: SANDBOX_NOTE + SANDBOX_VA_PAY_DESCRIPTION,
} as const satisfies RouteDefinition;
