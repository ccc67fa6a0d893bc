import { SandboxVaParamsSchema, SandboxVaPayBodySchema, SandboxCopiesQuerySchema } from '../channels/sandbox/schemas';
import type { RouteDefinition } from '../http/route';
import { SANDBOX_NOTE, SANDBOX_OBJECT_ROW, SANDBOX_PAYMENT_RESPONSES } from './sandbox-row';

export const sandboxVaPayRow = {
  ...SANDBOX_OBJECT_ROW,
  id: 'sandboxVaPay',
  path: '/va/{virtual_account_number}/pay',
  handler: 'functions/api/sandbox-va-pay.ts',
  request: { params: SandboxVaParamsSchema, body: SandboxVaPayBodySchema, query: SandboxCopiesQuerySchema },
  responses: SANDBOX_PAYMENT_RESPONSES,
  summary: 'Pay a virtual account',
  description:
    SANDBOX_NOTE +
    'The customer transfers `amount` to one of your VAs (one-time or dedicated; a one-time VA takes only its own amount). The VA is looked up among your dedicated VAs and your latest 1,000 transactions.',
} as const satisfies RouteDefinition;
