import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { PAYOUT_INQUIRY_ROW } from './payout-inquiry';
import { TransferInquiryBodySchema } from '../channels/transfer/schemas';

export const transferInquiryRow = {
  ...PAYOUT_INQUIRY_ROW,
  id: 'transferInquiry',
  path: '/transfer/inquiry',
  handler: 'functions/api/transfer-inquiry.ts',
  permission: 'transfer:create',
  request: { body: TransferInquiryBodySchema },
  summary: 'Bank transfer, step 1: inquiry',
  description:
    'The gateway verifies the account and returns its owner name. Fees: gateway 2500 + platform 1000; `total_debit` = amount + total_fee is what confirm holds.',
  tag: CHANNELS.transfer.tag,
} as const satisfies RouteDefinition;
