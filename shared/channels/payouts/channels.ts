import type * as z from 'zod';
import { INQUIRY_PAYOUT_TYPES, type InquiryPayoutType, type PayoutType } from '../registry';
import { EWALLET_PAYOUT } from '../ewallet/payout';
import { EwalletInquiryBodySchema } from '../ewallet/schemas';
import { TRANSFER_PAYOUT } from '../transfer/payout';
import { TransferInquiryBodySchema } from '../transfer/schemas';
import type { PayoutChannelPart } from './channel-part';

/**
 * The payout channels, each from its folder: the one list the payouts' shared code (inquiry,
 * confirm, views, the dashboard's bodies) reads a payout type's part from. A new
 * payout channel is a row of the registry with `machine: 'payout'`, a line in each table here and
 * its part of the gateway client in ./gateway.ts.
 */

/** Each inquiry payout type's inquiry body (a withdrawal has none: it goes to a settlement account): the body of its API route, which the dashboard's inquiry takes too. */
export const PAYOUT_INQUIRY_BODY_SCHEMAS = {
  transfer: TransferInquiryBodySchema,
  ewallet: EwalletInquiryBodySchema,
} as const satisfies Record<InquiryPayoutType, z.ZodObject>;

/** The inquiry body of a payout type (of any, without a type argument). */
export type PayoutInquiryBody<T extends InquiryPayoutType = InquiryPayoutType> = z.infer<
  (typeof PAYOUT_INQUIRY_BODY_SCHEMAS)[T]
>;

/**
 * The inquiry payout type a withdrawal's destination is: a bank account. A settlement account is
 * checked with its inquiry body, and the gateway pays a withdrawal as one of its payouts.
 */
export const WITHDRAWAL_DESTINATION = 'transfer' satisfies InquiryPayoutType;

/**
 * A withdrawal (shared/channels/withdrawals/): a payout of its destination's channel to one of the
 * merchant's own settlement accounts, so the gateway sees that channel's payout (the sandbox's magic
 * account numbers apply) and the transaction keeps the fields that channel keeps.
 */
const WITHDRAWAL_PAYOUT: PayoutChannelPart<PayoutInquiryBody<typeof WITHDRAWAL_DESTINATION>> = {
  ...TRANSFER_PAYOUT,
  label: 'withdrawal to your settlement account',
  reffPrefix: 'WD',
  refundDestinationType: 'settlement_account',
};

/** Each payout type's part, from its channel folder. */
const PARTS: Record<PayoutType, PayoutChannelPart<never>> = {
  transfer: TRANSFER_PAYOUT,
  ewallet: EWALLET_PAYOUT,
  withdrawal: WITHDRAWAL_PAYOUT,
};

/** The part of a payout type; its body is the one that type's inquiry route validated. */
export function payoutChannel(type: PayoutType): PayoutChannelPart<PayoutInquiryBody> {
  return PARTS[type];
}

/** The payout types as the dashboard's route summaries name them ("bank transfer or e-wallet"). */
export const payoutTypesInWords = (): string => INQUIRY_PAYOUT_TYPES.map((type) => PARTS[type].label).join(' or ');
