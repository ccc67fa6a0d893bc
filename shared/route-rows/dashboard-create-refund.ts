import { DASHBOARD_USER_WRITES, MONEY_MOVE_WRITES, REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { CREATE_REFUND_ROW } from './create-refund';

export const dashboardCreateRefundRow = {
  ...CREATE_REFUND_ROW,
  id: 'dashboardCreateRefund',
  handler: 'functions/dashboard/create-refund.ts',
  auth: 'user',
  access: ['finance', 'owner'],
  summary: 'Refund one of your payments, in full or in part',
  description: `The API's refund, with the same rules, PIN attempts and lock; its webhooks go to the callback URL of the API client that created the payment.\n\n${CREATE_REFUND_ROW.description}`,
  tag: 'Dashboard',
  tableWrites: {
    prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, ...DASHBOARD_USER_WRITES, 'PIN#', 'REFUND#'],
    deletes: true,
  },
} as const satisfies RouteDefinition;
