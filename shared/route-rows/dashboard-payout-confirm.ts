import { BATCH_ROW_WRITES, DASHBOARD_USER_WRITES, MONEY_MOVE_WRITES, REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { DashboardPayoutConfirmBodySchema } from '../channels/payouts/dashboard-schemas';
import { payoutTypesInWords } from '../channels/payouts/channels';
import { PAYOUT_CONFIRM_ROW } from './payout-confirm';

export const dashboardPayoutConfirmRow = {
  ...PAYOUT_CONFIRM_ROW,
  id: 'dashboardPayoutConfirm',
  path: '/payouts/confirm',
  handler: 'functions/dashboard/payout-confirm.ts',
  auth: 'user',
  access: ['finance', 'owner'],
  request: { body: DashboardPayoutConfirmBodySchema },
  reads: undefined,
  summary: `Payout, step 2: confirm with the PIN (${payoutTypesInWords()})`,
  description: `The API's confirm with the payout's \`channel\`: the same PIN attempts and lock, hold and gateway.\n\n${PAYOUT_CONFIRM_ROW.description}`,
  tag: 'Dashboard',
  tableWrites: {
    prefixes: [
      ...REQUEST_WRITES,
      ...MONEY_MOVE_WRITES,
      ...BATCH_ROW_WRITES,
      ...DASHBOARD_USER_WRITES,
      'MCLIENTS#',
      'PIN#',
    ],
    deletes: true,
  },
} as const satisfies RouteDefinition;
