import { SandboxPartnerReffParamsSchema, SandboxCopiesQuerySchema } from '../channels/sandbox/schemas';
import type { RouteDefinition } from '../http/route';
import { SANDBOX_NOTE, SANDBOX_OBJECT_ROW, SANDBOX_PAYMENT_RESPONSES } from './sandbox-row';

export const sandboxQrisPayRow = {
  ...SANDBOX_OBJECT_ROW,
  id: 'sandboxQrisPay',
  path: '/qris/{partner_reff}/pay',
  handler: 'functions/api/sandbox-qris-pay.ts',
  request: { params: SandboxPartnerReffParamsSchema, query: SandboxCopiesQuerySchema },
  responses: SANDBOX_PAYMENT_RESPONSES,
  summary: 'Pay a QR (the customer scans and pays)',
  description:
    SANDBOX_NOTE +
    "The customer pays the QR's amount: `payment.paid` arrives and the QR is `paid` (a late payment of an expired QR too, a second payment goes to suspense). `?copies=N` delivers the callback N times at once.",
} as const satisfies RouteDefinition;
