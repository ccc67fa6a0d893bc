import { DASHBOARD_USER_WRITES, REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { AutoWithdrawBodySchema } from '../channels/withdrawals/schemas';

export const dashboardPutAutoWithdrawRow = {
  id: 'dashboardPutAutoWithdraw',
  method: 'PUT',
  path: '/auto-withdraw',
  handler: 'functions/dashboard/put-auto-withdraw.ts',
  auth: 'user',
  access: ['owner'],
  idempotency: 'none',
  request: { body: AutoWithdrawBodySchema },
  responses: { 200: { description: 'The settings saved, with `next_run_at`', schema: 'AutoWithdrawResponse' } },
  errors: ['not_found', 'invalid_pin', 'pin_locked'],
  summary: 'Save the auto-withdraw settings',
  description:
    'At `time` (Jakarta), every day or on `weekdays` (1 Monday to 7 Sunday), the scheduler withdraws `available - reserve_amount` ' +
    '(the fee included, so `reserve_amount` stays available) to `settlement_account_id` when that is at least `min_amount`; ' +
    'at most one auto-withdrawal a day. A run before the account is usable, or below the minimum, waits for the next. ' +
    "Saved with the PIN (the payouts' attempts and lock); the audit log records it. Webhooks as a dashboard withdrawal's.",
  tag: 'Dashboard',
  pinHashes: true,
  memorySizeMb: 1024,
  tableWrites: {
    prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'MCLIENTS#', 'OWNMONEY#', 'PIN#'],
    deletes: true,
  },
} as const satisfies RouteDefinition;
