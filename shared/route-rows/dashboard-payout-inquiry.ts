import { BATCH_ROW_WRITES, DASHBOARD_USER_WRITES, MONEY_MOVE_WRITES, REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { DashboardPayoutInquiryBodySchema } from '../channels/payouts/dashboard-schemas';
import { payoutTypesInWords } from '../channels/payouts/channels';
import { INQUIRY_PAYOUT_TYPES } from '../channels/registry';
import { PAYOUT_INQUIRY_ROW } from './payout-inquiry';

/** `channel: "<type>"` takes the body of POST /api/v1/<type>/inquiry, for each payout type. */
const bodiesByChannel = INQUIRY_PAYOUT_TYPES.map(
  (type, index) => `\`channel: "${type}"\`${index === 0 ? ' takes' : ''} the body of POST /api/v1/${type}/inquiry`,
).join(', ');

export const dashboardPayoutInquiryRow = {
  id: 'dashboardPayoutInquiry',
  method: 'POST',
  path: '/payouts/inquiry',
  handler: 'functions/dashboard/payout-inquiry.ts',
  auth: 'user',
  access: ['finance', 'owner'],
  idempotency: 'optional',
  request: { body: DashboardPayoutInquiryBodySchema },
  responses: PAYOUT_INQUIRY_ROW.responses,
  errors: PAYOUT_INQUIRY_ROW.errors,
  summary: `Payout, step 1: inquiry (${payoutTypesInWords()})`,
  description:
    `${bodiesByChannel}; the same operation, fees and answer. The payout is the merchant's (readable through ` +
    "the API's transactions too), asked by the signed-in user; no API client asked, so its webhooks go to none.",
  tag: 'Dashboard',
  usesGateway: true,
  tableWrites: {
    prefixes: [
      ...REQUEST_WRITES,
      ...MONEY_MOVE_WRITES,
      ...BATCH_ROW_WRITES,
      ...DASHBOARD_USER_WRITES,
      'MCLIENTS#',
      'PIN#',
    ],
    deletes: true,
  },
} as const satisfies RouteDefinition;
