import type { RouteDefinition } from '../http/route';
import { getPayoutBatchRow } from './get-payout-batch';

export const dashboardGetPayoutBatchRow = {
  ...getPayoutBatchRow,
  id: 'dashboardGetPayoutBatch',
  handler: 'functions/dashboard/get-payout-batch.ts',
  auth: 'user',
  access: 'member',
  permission: undefined,
  summary: 'One of your payout batches',
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
