import * as z from 'zod';
import { INQUIRY_PAYOUT_TYPES, type InquiryPayoutType } from '../registry';
import { PAYOUT_INQUIRY_BODY_SCHEMAS, type PayoutInquiryBody } from './channels';
import { PayoutConfirmBodySchema } from './schemas';

// The dashboard's payout bodies: the API's, with the payout's `channel` (a payout type of the
// registry). Each definition is built in a pure call, so a function's bundle drops the ones it does not use.

/** A payout type's inquiry body with its `channel`; the union of them over the payout types. */
export type DashboardPayoutInquiryBody = {
  [T in InquiryPayoutType]: PayoutInquiryBody<T> & { channel: T };
}[InquiryPayoutType];

/**
 * POST /dashboard/v1/payouts/inquiry: the API's inquiry body of the payout type `channel` names. The
 * options are mapped from the payout types, which TypeScript cannot follow, hence the casts to the
 * union type above.
 */
export const DashboardPayoutInquiryBodySchema = /* @__PURE__ */ (() =>
  z.discriminatedUnion(
    'channel',
    INQUIRY_PAYOUT_TYPES.map((type) =>
      PAYOUT_INQUIRY_BODY_SCHEMAS[type].extend({ channel: z.literal(type) }),
    ) as unknown as [z.ZodObject, ...z.ZodObject[]],
  ) as unknown as z.ZodType<DashboardPayoutInquiryBody>)();

/** POST /dashboard/v1/payouts/confirm: the API's confirm body and the payout's channel. */
export const DashboardPayoutConfirmBodySchema = /* @__PURE__ */ (() =>
  PayoutConfirmBodySchema.extend({ channel: z.enum(INQUIRY_PAYOUT_TYPES) }))();
export type DashboardPayoutConfirmBody = z.infer<typeof DashboardPayoutConfirmBodySchema>;
