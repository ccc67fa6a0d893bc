import { SandboxClockAdvanceBodySchema } from '../channels/sandbox/schemas';
import type { RouteDefinition } from '../http/route';
import { SANDBOX_ROW } from './sandbox-row';

export const sandboxClockAdvanceRow = {
  ...SANDBOX_ROW,
  id: 'sandboxClockAdvance',
  path: '/clock/advance',
  handler: 'functions/api/sandbox-clock-advance.ts',
  request: { body: SandboxClockAdvanceBodySchema },
  responses: { 200: { description: 'The service clock after the move', schema: 'SandboxClockResponse' } },
  errors: ['permission_denied'],
  summary: 'Move the clock forward (local stack only)',
  description:
    "Refused in the deployed sandbox with 403 `permission_denied`: its clock is every merchant's, and moving it would expire and settle other merchants' payments. " +
    'Move time in the local stack (`npm start`), whose `/sandbox/v1/clock/advance` moves the service and simulator clocks.',
} as const satisfies RouteDefinition;
