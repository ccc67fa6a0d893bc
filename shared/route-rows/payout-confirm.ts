import { BATCH_ROW_WRITES, MONEY_MOVE_WRITES, REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { PayoutConfirmBodySchema } from '../channels/payouts/schemas';

/** What every payout confirm shares: they behave alike; only id, path, handler, permission and summary differ. */
export const PAYOUT_CONFIRM_ROW = {
  method: 'POST',
  auth: 'client',
  idempotency: 'optional',
  request: { body: PayoutConfirmBodySchema },
  responses: {
    200: { description: 'The payout after the confirm: paid, pending or failed', schema: 'PayoutConfirmResponse' },
  },
  errors: ['not_found', 'invalid_pin', 'pin_locked', 'inquiry_expired', 'insufficient_balance', 'fees_exceed_amount'],
  description:
    'Checks the PIN first, before the reference (5 wrong in a row lock confirms for 15 minutes; every PIN the service has not already judged right is counted before it is judged, ' +
    "and while 5 of the merchant's confirms are being judged another waits for a slot), holds amount + fees from the available balance, then asks the gateway. " +
    'Parallel confirms of one merchant wait for each other (PIN slots, balance) and are answered with their outcome, never a 5xx for the burst. ' +
    'Status `paid`: executed. `pending`: the gateway is processing, or its answer was lost; the funds stay held until a callback or reconciliation learns the outcome (webhook then). ' +
    '`failed` (with `message`): rejected, the hold is returned at once. Confirming again answers the current state and moves no money.',
  tag: 'Payouts',
  usesGateway: true,
  sends: ['webhooks'],
  reads: ['merchant', 'pinAttempts'],
  pinHashes: true,
  // The PIN check is a scrypt hash (~50 ms of CPU): twice the CPU halves it at about the same cost.
  memorySizeMb: 1024,
  tableWrites: { prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, ...BATCH_ROW_WRITES, 'PIN#'], deletes: true },
} satisfies Partial<RouteDefinition>;
