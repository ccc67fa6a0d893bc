import { BATCH_ROW_WRITES, MONEY_MOVE_WRITES, REQUEST_WRITES } from '../http/table-writes';
import type { RouteDefinition } from '../http/route';

/** What every payout inquiry shares: they behave alike; only id, path, handler, body, permission, texts and tag differ. */
export const PAYOUT_INQUIRY_ROW = {
  method: 'POST',
  auth: 'client',
  idempotency: 'optional',
  responses: {
    200: {
      description: 'Destination verified; the payout waits for its confirm (30 minutes). No money moves.',
      schema: 'PayoutInquiryResponse',
    },
  },
  errors: ['kyc_required', 'invalid_destination', 'fees_exceed_amount', 'upstream_error'],
  usesGateway: true,
  reads: ['merchant', 'transactionCounter'],
  tableWrites: { prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, ...BATCH_ROW_WRITES, 'PIN#'], deletes: true },
} satisfies Partial<RouteDefinition>;
