import { DASHBOARD_USER_WRITES, REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { AddSettlementAccountBodySchema } from '../channels/withdrawals/schemas';
import { SETTLEMENT_ACCOUNT_WAIT_HOURS, SETTLEMENT_ACCOUNTS_MAX } from '../channels/withdrawals/limits';

export const dashboardAddSettlementAccountRow = {
  id: 'dashboardAddSettlementAccount',
  method: 'POST',
  path: '/settlement-accounts',
  handler: 'functions/dashboard/add-settlement-account.ts',
  auth: 'user',
  access: ['owner'],
  idempotency: 'optional',
  request: { body: AddSettlementAccountBodySchema },
  responses: {
    201: { description: 'The account, with its holder name and `usable_at`', schema: 'SettlementAccountResponse' },
  },
  errors: ['invalid_destination', 'too_many_settlement_accounts', 'upstream_error'],
  summary: 'Add a settlement account',
  description:
    "A bank account of the merchant's own that withdrawals go to: checked by the bank's inquiry (422 `invalid_destination` " +
    `when there is no such account; the holder's name is kept), usable ${SETTLEMENT_ACCOUNT_WAIT_HOURS} hours after it is added ` +
    `(\`usable_at\`), at most ${SETTLEMENT_ACCOUNTS_MAX} per merchant (409 \`too_many_settlement_accounts\`, also for adds in parallel). ` +
    'The audit log records it.',
  tag: 'Dashboard',
  usesGateway: true,
  tableWrites: { prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'OWNMONEY#'], deletes: true },
} as const satisfies RouteDefinition;
