import { DASHBOARD_USER_WRITES, MONEY_MOVE_WRITES, REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { approvePayoutBatchRow } from './approve-payout-batch';

export const dashboardApprovePayoutBatchRow = {
  ...approvePayoutBatchRow,
  id: 'dashboardApprovePayoutBatch',
  handler: 'functions/dashboard/approve-payout-batch.ts',
  auth: 'user',
  access: ['owner'],
  permission: undefined,
  summary: 'Approve a payout batch with the PIN (an owner, never its maker)',
  description:
    "The API's approval by the signed-in owner: never the user who created the batch (403 `same_maker_and_checker`); a batch an API client created may be approved by any owner.\n\n" +
    approvePayoutBatchRow.description,
  tag: 'Dashboard',
  tableWrites: {
    prefixes: [
      ...REQUEST_WRITES,
      ...MONEY_MOVE_WRITES,
      ...DASHBOARD_USER_WRITES,
      'BATCH#',
      'BATCHITEMS#',
      'MBATCH#',
      'PIN#',
    ],
    deletes: true,
  },
} as const satisfies RouteDefinition;
