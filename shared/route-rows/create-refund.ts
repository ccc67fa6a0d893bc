import { CHANNELS, ORIGINAL_REFUND_TYPES, TRANSACTION_TYPES } from '../channels/registry';
import { REFUND_ORIGINAL_WINDOW_DAYS } from '../channels/refunds/limits';
import { CreateRefundBodySchema } from '../channels/refunds/schemas';
import { MONEY_MOVE_WRITES, REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';
import { PartnerReffParamsSchema } from '../schemas/transactions';

/** The transaction types of a list, as the description names them: `a`, `b`. */
const typesInWords = (types: readonly string[]): string => types.map((type) => `\`${type}\``).join(', ');
const PAYOUT_REFUND_TYPES = TRANSACTION_TYPES.filter((type) => CHANNELS[type].refund === 'payout');

/** What the API's refund create and the dashboard's share: they behave alike; only who asks differs. */
export const CREATE_REFUND_ROW = {
  method: 'POST',
  path: '/transactions/{partner_reff}/refunds',
  idempotency: 'optional',
  request: { params: PartnerReffParamsSchema, body: CreateRefundBodySchema },
  responses: {
    201: { description: 'The refund: pending, succeeded or failed (with `failure_reason`)', schema: 'RefundResponse' },
  },
  errors: [
    'kyc_required',
    'not_found',
    'refund_not_allowed',
    'refund_window_expired',
    'refund_exceeds_refundable',
    'destination_required',
    'invalid_pin',
    'pin_locked',
    'invalid_destination',
    'fees_exceed_amount',
    'insufficient_balance',
    'upstream_error',
  ],
  description:
    'Gives the customer back the whole paid amount or part of it, once or in several refunds, never more than was paid in all ' +
    '(refunds not `failed` count; parallel refunds are serialized on the payment, the loser answers 422 `refund_exceeds_refundable`). ' +
    `Payments of type ${typesInWords(ORIGINAL_REFUND_TYPES)} go back on their rail (\`method: original\`) within ${REFUND_ORIGINAL_WINDOW_DAYS} days of \`paid_at\`, without a fee. ` +
    `VA payments (${typesInWords(PAYOUT_REFUND_TYPES)}) go back as a payout (\`method: payout\`) to the \`destination\` you give, with your \`pin\` ` +
    "(the payouts' attempts and lock), with the payout's fee. The amount and the fee are held from the available balance " +
    "(money still pending settlement is not used; 422 `insufficient_balance`, nothing held); the payment's own fees are not returned. " +
    "The gateway's answer posts the hold (`succeeded`) or returns it (`failed`); while it is `pending` the funds stay held until a " +
    'callback or reconciliation learns the end, then `refund.succeeded` or `refund.failed` is sent to the callback URL. ' +
    'The payment keeps its status; its `refunded_amount` and `refund_status` tell how much was refunded.',
  usesGateway: true,
  sends: ['webhooks'],
  pinHashes: true,
  // A refund by payout checks the PIN, a scrypt hash, as a payout confirm does.
  memorySizeMb: 1024,
} satisfies Partial<RouteDefinition>;

export const createRefundRow = {
  ...CREATE_REFUND_ROW,
  id: 'createRefund',
  handler: 'functions/api/create-refund.ts',
  auth: 'client',
  permission: 'refund:create',
  summary: 'Refund a payment, in full or in part',
  tag: 'Refunds',
  reads: ['merchant', 'pinAttempts'],
  tableWrites: { prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, 'PIN#', 'REFUND#'], deletes: true },
} as const satisfies RouteDefinition;
