import { BATCH_ROW_WRITES, MONEY_MOVE_WRITES, REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { CHANNELS } from '../channels/registry';
import { WithdrawalBodySchema } from '../channels/withdrawals/schemas';

/** What the API's withdrawal and the dashboard's share: they behave alike; only who asks differs. */
export const CREATE_WITHDRAWAL_ROW = {
  method: 'POST',
  path: '/withdrawals',
  idempotency: 'optional',
  request: { body: WithdrawalBodySchema },
  responses: {
    201: { description: 'The withdrawal: paid, pending or failed (with `message`)', schema: 'PayoutConfirmResponse' },
  },
  errors: [
    'kyc_required',
    'not_found',
    'settlement_account_not_ready',
    'fees_exceed_amount',
    'invalid_pin',
    'pin_locked',
    'insufficient_balance',
  ],
  description:
    "Sends `amount` to one of the merchant's own settlement accounts (added in the dashboard; 404 for an id that is not the merchant's, " +
    '422 `settlement_account_not_ready` within 24 hours of its adding): a payout of type `withdrawal`, with the fees of a bank payout, ' +
    "in one call with the PIN (the payouts' attempts and lock; the account and the fees are checked first, so they cost no attempt). " +
    'amount + fees are held from the available balance (422 `insufficient_balance`, nothing held), then the gateway is asked. ' +
    '`paid`: executed. `pending`: the gateway is processing or its answer was lost; the funds stay held until a callback or ' +
    'reconciliation learns the outcome. `failed`: rejected, the hold is returned at once. Webhooks `transaction.paid` / ' +
    '`transaction.failed`; a bank that returns the money later fails it and credits it back, as a payout.',
  tag: CHANNELS.withdrawal.tag,
  usesGateway: true,
  sends: ['webhooks'],
  pinHashes: true,
  // The PIN check is a scrypt hash, as a payout confirm's.
  memorySizeMb: 1024,
} satisfies Partial<RouteDefinition>;

export const createWithdrawalRow = {
  ...CREATE_WITHDRAWAL_ROW,
  id: 'createWithdrawal',
  handler: 'functions/api/create-withdrawal.ts',
  auth: 'client',
  permission: 'withdrawal:create',
  summary: 'Withdraw to your own settlement account',
  reads: ['merchant', 'pinAttempts'],
  tableWrites: {
    prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, ...BATCH_ROW_WRITES, 'OWNMONEY#', 'PIN#'],
    deletes: true,
  },
} as const satisfies RouteDefinition;
