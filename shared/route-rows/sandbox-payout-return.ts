import { SandboxPartnerReffParamsSchema, SandboxPayoutReturnBodySchema } from '../channels/sandbox/schemas';
import type { RouteDefinition } from '../http/route';
import { SANDBOX_NOTE, SANDBOX_OBJECT_ROW, SANDBOX_PAYMENT_RESPONSES } from './sandbox-row';

export const sandboxPayoutReturnRow = {
  ...SANDBOX_OBJECT_ROW,
  id: 'sandboxPayoutReturn',
  path: '/payouts/{partner_reff}/return',
  handler: 'functions/api/sandbox-payout-return.ts',
  request: { params: SandboxPartnerReffParamsSchema, body: SandboxPayoutReturnBodySchema },
  responses: SANDBOX_PAYMENT_RESPONSES,
  summary: 'Return a paid payout',
  description:
    SANDBOX_NOTE +
    'The bank sends a paid payout back: `payout.returned` arrives and the amount comes back to the balance. Only a paid payout (422 otherwise).',
} as const satisfies RouteDefinition;
