import { CHANNELS } from '../channels/registry';
import type { RouteDefinition } from '../http/route';
import { PAYOUT_INQUIRY_ROW } from './payout-inquiry';
import { EwalletInquiryBodySchema } from '../channels/ewallet/schemas';

export const ewalletInquiryRow = {
  ...PAYOUT_INQUIRY_ROW,
  id: 'ewalletInquiry',
  path: '/ewallet/inquiry',
  handler: 'functions/api/ewallet-inquiry.ts',
  permission: 'ewallet:create',
  request: { body: EwalletInquiryBodySchema },
  summary: 'E-wallet top-up, step 1: inquiry',
  description:
    'The gateway verifies the e-wallet account and returns its owner name. Fees: gateway 1 % (at least 1000) + platform 500.',
  tag: CHANNELS.ewallet.tag,
} as const satisfies RouteDefinition;
