import { REQUEST_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { SetPinBodySchema } from '../schemas/dashboard-money';

export const dashboardSetPinRow = {
  id: 'dashboardSetPin',
  method: 'POST',
  path: '/pin',
  handler: 'functions/dashboard/set-pin.ts',
  auth: 'user',
  access: ['owner', 'finance'],
  idempotency: 'optional',
  request: { body: SetPinBodySchema },
  responses: { 200: { description: 'The PIN is set', schema: 'PinSetResponse' } },
  errors: ['invalid_pin', 'pin_locked', 'weak_pin'],
  summary: "Set or change the merchant's transaction PIN",
  description:
    'The first PIN needs no `current_pin`; once one is set, `current_pin` is required (422 without it) and judged as a ' +
    'payout confirm judges a PIN: a wrong one is 422 `invalid_pin` and counts toward the same lock (`pin_locked`). ' +
    'A new PIN that is one digit repeated or a run (`111111`, `123456`, `654321`) is 422 `weak_pin`, before ' +
    '`current_pin` is judged. The new PIN, the reset of the lock and the audit entry are written together.',
  tag: 'Dashboard',
  pinHashes: true,
  // The PIN check and the new hash are scrypt (~50 ms of CPU each): twice the CPU halves it at about the same cost.
  memorySizeMb: 1024,
  tableWrites: {
    prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'PIN#'],
    deletes: true,
  },
} as const satisfies RouteDefinition;
