import { SandboxCashinParamsSchema } from '../channels/sandbox/ewallet-cashin';
import { SandboxCopiesQuerySchema } from '../channels/sandbox/schemas';
import type { RouteDefinition } from '../http/route';
import { SANDBOX_NOTE, SANDBOX_OBJECT_ROW, SANDBOX_PAYMENT_RESPONSES } from './sandbox-row';

export const sandboxEwalletCashinPayRow = {
  ...SANDBOX_OBJECT_ROW,
  id: 'sandboxEwalletCashinPay',
  path: '/ewallet-cashin/{reference_number}/pay',
  handler: 'functions/api/sandbox-ewallet-cashin-pay.ts',
  request: { params: SandboxCashinParamsSchema, query: SandboxCopiesQuerySchema },
  responses: SANDBOX_PAYMENT_RESPONSES,
  summary: 'Approve an e-wallet cash-in',
  description:
    SANDBOX_NOTE +
    'The customer approves the cash-in in the wallet app, by the reference number it shows; the cash-in is looked up among your latest 1,000 transactions.',
} as const satisfies RouteDefinition;
