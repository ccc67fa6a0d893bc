import { DASHBOARD_USER_WRITES, REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { deactivatePaymentLinkRow } from './deactivate-payment-link';

export const dashboardDeactivatePaymentLinkRow = {
  ...deactivatePaymentLinkRow,
  id: 'dashboardDeactivatePaymentLink',
  handler: 'functions/dashboard/deactivate-payment-link.ts',
  auth: 'user',
  access: ['owner', 'developer', 'finance'],
  permission: undefined,
  summary: 'Deactivate a payment link',
  description: `The API's deactivate, by the signed-in user (the roles that create links).\n\n${deactivatePaymentLinkRow.description}`,
  tag: 'Dashboard',
  tableWrites: {
    prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'MLINK#', 'PAYTOKEN#', 'PLINK#'],
    deletes: true,
  },
} as const satisfies RouteDefinition;
