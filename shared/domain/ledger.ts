import type { Fees } from './fees';
import { assertIdr } from './money';

/**
 * Double-entry ledger. A posting moves a positive amount from one account to another; postings are
 * immutable and a correction is a new posting. Merchant accounts mirror the balance item; system
 * accounts collect the other side, so the sum over all accounts is always zero.
 */
export type MerchantBucket = 'available' | 'held' | 'pending_settlement';
export const MERCHANT_BUCKETS: readonly MerchantBucket[] = ['available', 'held', 'pending_settlement'];

export type SystemAccount =
  | 'gateway_clearing'
  | 'gateway_fees'
  | 'platform_fee_revenue'
  | 'digital_provider_clearing'
  | 'sandbox_funding';

export type Account = `merchant:${string}:${MerchantBucket}` | `system:${SystemAccount}`;

export const merchantAccount = (merchantId: string, bucket: MerchantBucket): Account => `merchant:${merchantId}:${bucket}`;
export const systemAccount = (name: SystemAccount): Account => `system:${name}`;

export interface Posting {
  /** Deterministic: a replayed operation produces the same id, and the conditional put refuses it. */
  id: string;
  from: Account;
  to: Account;
  amount: number;
  memo: string;
}

export type BalanceDelta = Record<MerchantBucket, number>;

function posting(id: string, from: Account, to: Account, amount: number, memo: string): Posting {
  assertIdr(amount);
  if (amount <= 0) throw new Error(`posting ${id} must move a positive amount, got ${amount}`);
  return { id, from, to, amount, memo };
}

/** Postings for an inbound payment: net to the merchant bucket, each fee to its revenue account. */
export function inboundPaymentPostings(
  merchantId: string,
  reference: string,
  fees: Fees,
  creditBucket: MerchantBucket,
): Posting[] {
  const clearing = systemAccount('gateway_clearing');
  const legs: Array<[string, Account, number]> = [
    ['net', merchantAccount(merchantId, creditBucket), fees.net_amount],
    ['gateway_fee', systemAccount('gateway_fees'), fees.gateway_fee],
    ['platform_fee', systemAccount('platform_fee_revenue'), fees.platform_fee],
  ];
  return legs
    .filter(([, , amount]) => amount > 0)
    .map(([leg, to, amount]) => posting(`${reference}#paid#${leg}`, clearing, to, amount, `payment ${reference} ${leg}`));
}

export function settlementPostings(merchantId: string, reference: string, netAmountIdr: number): Posting[] {
  if (netAmountIdr <= 0) return [];
  return [
    posting(
      `${reference}#settled`,
      merchantAccount(merchantId, 'pending_settlement'),
      merchantAccount(merchantId, 'available'),
      netAmountIdr,
      `settlement ${reference}`,
    ),
  ];
}

export function adjustmentPostings(merchantId: string, adjustmentId: string, amountIdr: number, note: string): Posting[] {
  const funding = systemAccount('sandbox_funding');
  const available = merchantAccount(merchantId, 'available');
  return amountIdr > 0
    ? [posting(`${adjustmentId}#adjust`, funding, available, amountIdr, note)]
    : [posting(`${adjustmentId}#adjust`, available, funding, -amountIdr, note)];
}

/** What the postings do to one merchant's balance item. */
export function balanceDelta(merchantId: string, postings: readonly Posting[]): BalanceDelta {
  const delta: BalanceDelta = { available: 0, held: 0, pending_settlement: 0 };
  for (const bucket of MERCHANT_BUCKETS) {
    const account = merchantAccount(merchantId, bucket);
    for (const entry of postings) {
      if (entry.to === account) delta[bucket] += entry.amount;
      if (entry.from === account) delta[bucket] -= entry.amount;
    }
  }
  return delta;
}

/** Sums every account over a set of postings (the audit's view). */
export function accountSums(postings: Iterable<Pick<Posting, 'from' | 'to' | 'amount'>>): Map<string, number> {
  const sums = new Map<string, number>();
  for (const entry of postings) {
    sums.set(entry.to, (sums.get(entry.to) ?? 0) + entry.amount);
    sums.set(entry.from, (sums.get(entry.from) ?? 0) - entry.amount);
  }
  return sums;
}
