import { SandboxPartnerReffParamsSchema, SandboxCopiesQuerySchema } from '../channels/sandbox/schemas';
import type { RouteDefinition } from '../http/route';
import { SANDBOX_NOTE, SANDBOX_OBJECT_ROW, SANDBOX_PAYMENT_RESPONSES } from './sandbox-row';

export const sandboxQrisFailRow = {
  ...SANDBOX_OBJECT_ROW,
  id: 'sandboxQrisFail',
  path: '/qris/{partner_reff}/fail',
  handler: 'functions/api/sandbox-qris-fail.ts',
  request: { params: SandboxPartnerReffParamsSchema, query: SandboxCopiesQuerySchema },
  responses: SANDBOX_PAYMENT_RESPONSES,
  summary: 'Fail a QR payment',
  description:
    SANDBOX_NOTE + 'The payment fails at the gateway: `payment.failed` arrives and a pending QR becomes `failed`.',
} as const satisfies RouteDefinition;
