import { REQUEST_WRITES, MONEY_MOVE_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { DashboardPayoutInquiryBodySchema } from '../channels/payouts/dashboard-schemas';
import { transferInquiryRow } from './transfer-inquiry';

export const dashboardPayoutInquiryRow = {
  id: 'dashboardPayoutInquiry',
  method: 'POST',
  path: '/payouts/inquiry',
  handler: 'functions/dashboard/payout-inquiry.ts',
  auth: 'user',
  access: ['finance', 'owner'],
  idempotency: 'optional',
  request: { body: DashboardPayoutInquiryBodySchema },
  responses: transferInquiryRow.responses,
  errors: transferInquiryRow.errors,
  summary: 'Payout, step 1: inquiry (bank transfer or e-wallet)',
  description:
    '`channel: "transfer"` takes the body of POST /api/v1/transfer/inquiry, `channel: "ewallet"` the body of ' +
    "POST /api/v1/ewallet/inquiry; the same operation, fees and answer. The payout is the merchant's (readable through " +
    "the API's transactions too), asked by the signed-in user; no API client asked, so its webhooks go to none.",
  tag: 'Dashboard',
  usesGateway: true,
  tableWrites: {
    prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, ...DASHBOARD_USER_WRITES, 'MCLIENTS#', 'PIN#'],
    deletes: true,
  },
} as const satisfies RouteDefinition;
