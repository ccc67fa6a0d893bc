import * as z from 'zod';
import { PAYOUT_TYPES } from '../registry';
import { EwalletInquiryBodySchema } from '../ewallet/schemas';
import { TransferInquiryBodySchema } from '../transfer/schemas';
import { PayoutConfirmBodySchema } from './schemas';

// The dashboard's payout bodies: the API's, with the payout's `channel` (a payout type of the
// registry). Each definition is built in a pure call, so a function's bundle drops the ones it does not use.

/** POST /dashboard/v1/payouts/inquiry: the API's transfer or e-wallet inquiry body, picked by `channel`. */
export const DashboardPayoutInquiryBodySchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion('channel', [
    TransferInquiryBodySchema.extend({ channel: z.literal('transfer') }),
    EwalletInquiryBodySchema.extend({ channel: z.literal('ewallet') }),
  ]))();
export type DashboardPayoutInquiryBody = z.infer<typeof DashboardPayoutInquiryBodySchema>;

/** POST /dashboard/v1/payouts/confirm: the API's confirm body and the payout's channel. */
export const DashboardPayoutConfirmBodySchema = /* @__PURE__ */ (() =>
  PayoutConfirmBodySchema.extend({ channel: z.enum(PAYOUT_TYPES) }))();
export type DashboardPayoutConfirmBody = z.infer<typeof DashboardPayoutConfirmBodySchema>;
