import { REQUEST_WRITES, MONEY_MOVE_WRITES } from '../http/table-writes';
import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { EwalletInquiryBodySchema } from '../channels/ewallet/schemas';

export const ewalletInquiryRow = {
  id: 'ewalletInquiry',
  method: 'POST',
  path: '/ewallet/inquiry',
  handler: 'functions/api/ewallet-inquiry.ts',
  auth: 'client',
  permission: 'ewallet:create',
  idempotency: 'optional',
  request: { body: EwalletInquiryBodySchema },
  responses: {
    200: {
      description: 'Destination verified; the payout waits for its confirm (30 minutes). No money moves.',
      schema: 'PayoutInquiryResponse',
    },
  },
  errors: ['kyc_required', 'invalid_destination', 'fees_exceed_amount', 'upstream_error'],
  summary: 'E-wallet top-up, step 1: inquiry',
  description:
    'The gateway verifies the e-wallet account and returns its owner name. Fees: gateway 1 % (at least 1000) + platform 500.',
  tag: CHANNELS.ewallet.tag,
  usesGateway: true,
  reads: ['merchant', 'transactionCounter'],
  tableWrites: { prefixes: [...REQUEST_WRITES, ...MONEY_MOVE_WRITES, 'PIN#'], deletes: true },
} as const satisfies RouteDefinition;
