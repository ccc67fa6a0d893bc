import type { PayoutDestination, PayoutOutcome } from '../../gateway/port';
import type { RefundOutcome } from '../../domain/refunds';
import { INQUIRY_PAYOUT_TYPES, type InquiryPayoutType } from '../registry';
import { payoutChannel, type PayoutInquiryBody } from '../payouts/channels';
import type { RefundDestination } from './schemas';
import type { RefundDestinationRecord, RefundRecord } from './store';

/**
 * A refund sent as a payout (VA payments): its destination as the payouts' code knows it, through
 * the payout channel its `type` names (each channel's part says its refund destination type,
 * shared/channels/payouts/channel-part.ts), and the payout's outcome in refund terms. The payout's
 * reference at the gateway is the refund id.
 */

/** The payout channel a refund destination's `type` names. */
export function payoutTypeOf(destinationType: string): InquiryPayoutType {
  const payout = INQUIRY_PAYOUT_TYPES.find((type) => payoutChannel(type).refundDestinationType === destinationType);
  if (payout === undefined) throw new Error(`No payout channel takes refund destinations of type ${destinationType}`);
  return payout;
}

/** The inquiry body of the payout channel, which the channel's part reads the destination from. */
function inquiryBodyOf(destination: RefundDestination, amountIdr: number): PayoutInquiryBody {
  const { type: _type, ...fields } = destination;
  return { ...fields, amount: amountIdr } as PayoutInquiryBody;
}

export function payoutDestinationOf(destination: RefundDestination, amountIdr: number): PayoutDestination {
  return payoutChannel(payoutTypeOf(destination.type)).destinationOfBody(inquiryBodyOf(destination, amountIdr));
}

/** What the refund keeps of its destination: what the payout channel records, with the verified owner's name. */
export function destinationRecordOf(
  destination: RefundDestination,
  amountIdr: number,
  accountName: string,
): RefundDestinationRecord {
  const part = payoutChannel(payoutTypeOf(destination.type));
  const { payment_method: _method, ...kept } = part.details(inquiryBodyOf(destination, amountIdr), accountName);
  return { ...kept, type: destination.type, account_name: accountName };
}

const readerOf = (destination: RefundDestinationRecord) => (field: string) => destination[field] ?? '';

/** The destination a recorded refund is paid out to, as the gateway port wants it. */
export function payoutDestinationOfRecord(refund: RefundRecord): PayoutDestination {
  const { destination } = refund;
  if (destination === undefined) throw new Error(`Refund ${refund.refund_id} by payout has no destination`);
  return payoutChannel(payoutTypeOf(destination.type)).destinationOfDetails(readerOf(destination));
}

/** The destination as the refund object shows it: the payout channel's view fields, with its type. */
export function destinationViewOf(destination: RefundDestinationRecord): Record<string, string> {
  return { type: destination.type, ...payoutChannel(payoutTypeOf(destination.type)).viewFields(readerOf(destination)) };
}

/** A payout's four outcomes under the refund's names. */
export function refundOutcomeOfPayout(outcome: PayoutOutcome): RefundOutcome {
  if (outcome.kind === 'executed') return { kind: 'succeeded', gatewayReference: outcome.gatewayReference };
  return outcome;
}
