import type { PayoutChannelPart } from '../payouts/channel-part';
import { TRANSFER_PAYOUT } from '../transfer/payout';
import type { TransferInquiryBody } from '../transfer/schemas';

/**
 * The withdrawal's part of the payouts (shared/channels/payouts/): a bank transfer to one of the
 * merchant's own settlement accounts, so the gateway sees a transfer (the sandbox's magic account
 * numbers apply) and the transaction keeps the bank fields a transfer keeps.
 */
export const WITHDRAWAL_PAYOUT: PayoutChannelPart<TransferInquiryBody> = {
  ...TRANSFER_PAYOUT,
  label: 'withdrawal to your settlement account',
  reffPrefix: 'WD',
  refundDestinationType: 'settlement_account',
};
