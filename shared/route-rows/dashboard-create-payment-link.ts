import { DASHBOARD_USER_WRITES, REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { createPaymentLinkRow } from './create-payment-link';

export const dashboardCreatePaymentLinkRow = {
  ...createPaymentLinkRow,
  id: 'dashboardCreatePaymentLink',
  handler: 'functions/dashboard/create-payment-link.ts',
  auth: 'user',
  access: ['owner', 'developer', 'finance'],
  permission: undefined,
  reads: undefined,
  summary: 'Create a payment link',
  description: `The API's create, with the same body and rules, made by the signed-in user (a viewer only reads links). Its payments' webhooks go to the merchant's client the dashboard's payouts use.\n\n${createPaymentLinkRow.description}`,
  tag: 'Dashboard',
  tableWrites: {
    prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'MCLIENTS#', 'MLINK#', 'PAYTOKEN#', 'PLINK#'],
    deletes: true,
  },
} as const satisfies RouteDefinition;
