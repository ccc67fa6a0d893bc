import { BATCH_ROW_WRITES, DASHBOARD_USER_WRITES, MONEY_MOVE_WRITES, REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { CREATE_WITHDRAWAL_ROW } from './create-withdrawal';

export const dashboardCreateWithdrawalRow = {
  ...CREATE_WITHDRAWAL_ROW,
  id: 'dashboardCreateWithdrawal',
  handler: 'functions/dashboard/create-withdrawal.ts',
  auth: 'user',
  access: ['finance', 'owner'],
  summary: 'Withdraw to a settlement account',
  description: `The API's withdrawal, with the same rules, PIN attempts and lock; its webhooks go to the client a dashboard payout's go to.\n\n${CREATE_WITHDRAWAL_ROW.description}`,
  tag: 'Dashboard',
  tableWrites: {
    prefixes: [
      ...REQUEST_WRITES,
      ...MONEY_MOVE_WRITES,
      ...BATCH_ROW_WRITES,
      ...DASHBOARD_USER_WRITES,
      'MCLIENTS#',
      'OWNMONEY#',
      'PIN#',
    ],
    deletes: true,
  },
} as const satisfies RouteDefinition;
