import type { RouteDefinition } from '../http/route';
import { listPayoutBatchItemsRow } from './list-payout-batch-items';

export const dashboardListPayoutBatchItemsRow = {
  ...listPayoutBatchItemsRow,
  id: 'dashboardListPayoutBatchItems',
  handler: 'functions/dashboard/list-payout-batch-items.ts',
  auth: 'user',
  access: 'member',
  permission: undefined,
  summary: 'The rows of one of your payout batches',
  tag: 'Dashboard',
} as const satisfies RouteDefinition;
