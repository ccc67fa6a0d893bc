import { REQUEST_WRITES, MONEY_MOVE_WRITES, DASHBOARD_USER_WRITES } from '../http/table-writes';
import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { CreateEwalletCashinBodySchema } from '../channels/ewallet-cashin/schemas';

export const dashboardCreateEwalletCashinRow = {
  id: 'dashboardCreateEwalletCashin',
  method: 'POST',
  path: '/ewallet-cashin',
  handler: 'functions/dashboard/create-ewallet-cashin.ts',
  auth: 'user',
  access: ['finance', 'owner'],
  idempotency: 'optional',
  request: { body: CreateEwalletCashinBodySchema },
  responses: {
    201: {
      description: 'Payment requested in the wallet app, waiting for the customer',
      schema: 'CreateEwalletCashinResponse',
    },
  },
  errors: ['kyc_required', 'fees_exceed_amount', 'upstream_error'],
  summary: 'Take a payment from an e-wallet (cash-in)',
  description:
    'The customer approves it in the wallet app within 15 minutes; the paid amount net of fees is available at once ' +
    '(transaction.paid), an unapproved one expires (transaction.expired). Type ewallet_cashin.',
  tag: CHANNELS.ewallet_cashin.tag,
  usesGateway: true,
  tableWrites: {
    prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, ...DASHBOARD_USER_WRITES, 'MCLIENTS#'],
    deletes: true,
  },
} as const satisfies RouteDefinition;
