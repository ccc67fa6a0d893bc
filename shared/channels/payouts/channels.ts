import type { PayoutType } from '../registry';
import { EWALLET_PAYOUT } from '../ewallet/payout';
import type { EwalletInquiryBody } from '../ewallet/schemas';
import { TRANSFER_PAYOUT } from '../transfer/payout';
import type { TransferInquiryBody } from '../transfer/schemas';
import type { PayoutChannelPart } from './channel-part';

/** The inquiry body of any payout channel. */
export type PayoutInquiryBody = TransferInquiryBody | EwalletInquiryBody;

/** Each payout type's part, from its channel folder. */
const PARTS: Record<PayoutType, PayoutChannelPart<never>> = {
  transfer: TRANSFER_PAYOUT,
  ewallet: EWALLET_PAYOUT,
};

/** The part of a payout type; its body is the one that type's inquiry route validated. */
export function payoutChannel(type: PayoutType): PayoutChannelPart<PayoutInquiryBody> {
  return PARTS[type] as PayoutChannelPart<PayoutInquiryBody>;
}
