import { SandboxPartnerReffParamsSchema } from '../channels/sandbox/schemas';
import type { RouteDefinition } from '../http/route';
import { SANDBOX_NOTE, SANDBOX_OBJECT_ROW, SANDBOX_PAYMENT_RESPONSES } from './sandbox-row';

export const sandboxPayoutExecuteRow = {
  ...SANDBOX_OBJECT_ROW,
  id: 'sandboxPayoutExecute',
  path: '/payouts/{partner_reff}/execute',
  handler: 'functions/api/sandbox-payout-execute.ts',
  request: { params: SandboxPartnerReffParamsSchema },
  responses: SANDBOX_PAYMENT_RESPONSES,
  summary: 'Report a payout executed',
  description:
    SANDBOX_NOTE +
    'The gateway reports the payout executed, whatever its state: a late or contradicting outcome (a contradiction is recorded for an operator, `suspense_id`).',
} as const satisfies RouteDefinition;
