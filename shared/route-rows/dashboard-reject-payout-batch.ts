import { DASHBOARD_USER_WRITES, REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { rejectPayoutBatchRow } from './reject-payout-batch';

export const dashboardRejectPayoutBatchRow = {
  ...rejectPayoutBatchRow,
  id: 'dashboardRejectPayoutBatch',
  handler: 'functions/dashboard/reject-payout-batch.ts',
  auth: 'user',
  access: ['owner'],
  permission: undefined,
  summary: 'Reject a payout batch (an owner)',
  tag: 'Dashboard',
  tableWrites: {
    prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'BATCH#', 'BATCHITEMS#', 'MBATCH#'],
    deletes: true,
  },
} as const satisfies RouteDefinition;
