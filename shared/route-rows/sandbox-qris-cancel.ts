import { SandboxPartnerReffParamsSchema, SandboxCopiesQuerySchema } from '../channels/sandbox/schemas';
import type { RouteDefinition } from '../http/route';
import { SANDBOX_NOTE, SANDBOX_OBJECT_ROW, SANDBOX_PAYMENT_RESPONSES } from './sandbox-row';

export const sandboxQrisCancelRow = {
  ...SANDBOX_OBJECT_ROW,
  id: 'sandboxQrisCancel',
  path: '/qris/{partner_reff}/cancel',
  handler: 'functions/api/sandbox-qris-cancel.ts',
  request: { params: SandboxPartnerReffParamsSchema, query: SandboxCopiesQuerySchema },
  responses: SANDBOX_PAYMENT_RESPONSES,
  summary: 'Cancel a QR',
  description:
    SANDBOX_NOTE + 'The gateway cancels the QR: `payment.cancelled` arrives and a pending QR becomes `cancelled`.',
} as const satisfies RouteDefinition;
