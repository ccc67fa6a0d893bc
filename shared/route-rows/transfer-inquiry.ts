import { REQUEST_WRITES, MONEY_MOVE_WRITES } from '../http/table-writes';
import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { TransferInquiryBodySchema } from '../channels/transfer/schemas';

export const transferInquiryRow = {
  id: 'transferInquiry',
  method: 'POST',
  path: '/transfer/inquiry',
  handler: 'functions/api/transfer-inquiry.ts',
  auth: 'client',
  permission: 'transfer:create',
  idempotency: 'optional',
  request: { body: TransferInquiryBodySchema },
  responses: {
    200: {
      description: 'Destination verified; the payout waits for its confirm (30 minutes). No money moves.',
      schema: 'PayoutInquiryResponse',
    },
  },
  errors: ['kyc_required', 'invalid_destination', 'fees_exceed_amount', 'upstream_error'],
  summary: 'Bank transfer, step 1: inquiry',
  description:
    'The gateway verifies the account and returns its owner name. Fees: gateway 2500 + platform 1000; `total_debit` = amount + total_fee is what confirm holds.',
  tag: CHANNELS.transfer.tag,
  usesGateway: true,
  reads: ['merchant', 'transactionCounter'],
  tableWrites: { prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, 'PIN#'], deletes: true },
} as const satisfies RouteDefinition;
