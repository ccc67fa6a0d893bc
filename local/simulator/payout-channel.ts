import * as z from 'zod';

/**
 * What each payout channel's part of the gateway simulator (a file of this folder named after the
 * channel) says: its destination fields and amounts, as in its inquiry and payout bodies, how to
 * read a destination, and the reasons it reports. Assembled by ./payout-channels.ts.
 */
export interface SimPayoutChannel<D extends { channel: string }> {
  channel: D['channel'];
  amount: z.ZodNumber;
  /** The destination fields of its inquiry and payout bodies, in their order. */
  fields: Record<string, z.ZodType<string>>;
  toDestination(fields: Record<string, string>): D;
  /** The destination as the gateway's bodies name it. */
  view(destination: D): Record<string, string>;
  /** The account or phone number whose last digits pick the simulated outcome. */
  number(destination: D): string;
  /** The bank or product: with the number and amount, what makes two requests the same payout. */
  institution(destination: D): string;
  inquiryAnswer(destination: D): Record<string, unknown>;
  reasons: { refused: string; unconfirmed: string };
}
