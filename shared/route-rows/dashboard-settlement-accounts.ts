import { DASHBOARD_USER_WRITES, REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { AddSettlementAccountBodySchema, SettlementAccountParamsSchema } from '../channels/withdrawals/schemas';
import { SETTLEMENT_ACCOUNT_WAIT_HOURS, SETTLEMENT_ACCOUNTS_MAX } from '../channels/withdrawals/limits';

/** The merchant's settlement accounts (DESIGN 17): add, list, remove. */
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
  tableWrites: { prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'OWNMONEY#'], deletes: false },
} as const satisfies RouteDefinition;

export const dashboardListSettlementAccountsRow = {
  id: 'dashboardListSettlementAccounts',
  method: 'GET',
  path: '/settlement-accounts',
  handler: 'functions/dashboard/list-settlement-accounts.ts',
  auth: 'user',
  access: ['finance', 'owner'],
  idempotency: 'none',
  request: {},
  responses: { 200: { description: 'The accounts, oldest first', schema: 'SettlementAccountListResponse' } },
  errors: [],
  summary: 'List the settlement accounts',
  description: 'Each with `usable_at` and `usable` (withdrawals are refused before `usable_at`).',
  tag: 'Dashboard',
} as const satisfies RouteDefinition;

export const dashboardRemoveSettlementAccountRow = {
  id: 'dashboardRemoveSettlementAccount',
  method: 'DELETE',
  path: '/settlement-accounts/{account_id}',
  handler: 'functions/dashboard/remove-settlement-account.ts',
  auth: 'user',
  access: ['owner'],
  idempotency: 'none',
  request: { params: SettlementAccountParamsSchema },
  responses: { 200: { description: 'The account removed', schema: 'Ok' } },
  errors: ['not_found'],
  summary: 'Remove a settlement account',
  description: "Another merchant's account, or one already removed, is 404. The audit log records it.",
  tag: 'Dashboard',
  tableWrites: { prefixes: [...REQUEST_WRITES, ...DASHBOARD_USER_WRITES, 'AUDIT#', 'OWNMONEY#'], deletes: true },
} as const satisfies RouteDefinition;
