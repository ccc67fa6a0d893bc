import type { RouteDefinition } from '../http/route';
import { listPayoutBatchesRow } from './list-payout-batches';

export const dashboardListPayoutBatchesRow = {
  ...listPayoutBatchesRow,
  id: 'dashboardListPayoutBatches',
  handler: 'functions/dashboard/list-payout-batches.ts',
  auth: 'user',
  access: 'member',
  permission: undefined,
  summary: 'Your payout batches',
  description: "The API's list of payout batches, newest first.",
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
