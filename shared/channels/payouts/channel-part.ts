import type { PayoutDestination } from '../../gateway/port';

/** Reads one field of a payout transaction's details as text ('' when absent). */
export type DetailReader = (field: string) => string;

/**
 * What a payout channel says in its own folder (`shared/channels/<channel>/payout.ts`) and the
 * payouts' shared code (inquiry, confirm, views) reads through `payoutChannel` (./channels.ts):
 * how its inquiry body and its transaction's details name the destination.
 */
export interface PayoutChannelPart<Body> {
  /** How the dashboard names it to a person, in its summaries. */
  label: string;
  /** The prefix of the partner_reff its inquiries get. */
  reffPrefix: string;
  /**
   * The `type` a refund's destination names this channel by (shared/channels/refunds/: a VA payment
   * is refunded as a payout of the channel its destination names).
   */
  refundDestinationType: string;
  destinationOfBody(body: Body): PayoutDestination;
  /** What the transaction keeps of the destination; the webhook and the views read it from there. */
  details(body: Body, accountName: string): Record<string, string>;
  /** The destination the transaction records, as the gateway port wants it. */
  destinationOfDetails(detail: DetailReader): PayoutDestination;
  /** The destination fields of the contract's payout transaction. */
  viewFields(detail: DetailReader): Record<string, string>;
}
