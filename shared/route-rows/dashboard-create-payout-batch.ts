import { DASHBOARD_USER_WRITES, REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { createPayoutBatchRow } from './create-payout-batch';

export const dashboardCreatePayoutBatchRow = {
  ...createPayoutBatchRow,
  id: 'dashboardCreatePayoutBatch',
  handler: 'functions/dashboard/create-payout-batch.ts',
  auth: 'user',
  access: ['finance', 'owner'],
  permission: undefined,
  reads: undefined,
  summary: 'Create a batch of payouts',
  description: `The API's create, made by the signed-in user: another user (an owner) approves it. Its webhooks go to the merchant's client the dashboard's payouts use.\n\n${createPayoutBatchRow.description}`,
  tag: 'Dashboard',
  tableWrites: {
    prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'BATCHITEMS#', 'BATCH#', 'MBATCH#', 'MCLIENTS#'],
    deletes: true,
  },
} as const satisfies RouteDefinition;
