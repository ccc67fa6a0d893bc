import type { Fees } from './fees';
import { assertIdr } from './money';

/**
 * Double-entry ledger. A posting moves a positive amount from one account to another; postings are
 * immutable and a correction is a new posting. Merchant accounts mirror the balance item; system
 * accounts collect the other side, so the sum over all accounts is always zero.
 */
export const MERCHANT_BUCKETS = ['available', 'held', 'pending_settlement'] as const;
export type MerchantBucket = (typeof MERCHANT_BUCKETS)[number];

export type SystemAccount =
  | 'gateway_clearing'
  | 'gateway_fees'
  | 'platform_fee_revenue'
  | 'digital_provider_clearing'
  /** The other side of operators' balance adjustments (sandbox funding, corrections). */
  | 'operator_adjustments'
  /** Money that arrived but matched no transaction: it waits here until an operator resolves it. */
  | 'suspense';

export type Account = `merchant:${string}:${MerchantBucket}` | `system:${SystemAccount}`;

export const merchantAccount = (merchantId: string, bucket: MerchantBucket): Account =>
  `merchant:${merchantId}:${bucket}`;
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
  if (from === to) throw new Error(`posting ${id} moves money from ${from} to itself`);
  return { id, from, to, amount, memo };
}

/** Fees are a part of the amount, never all of it: the merchant always gets or pays at least 1 IDR net. */
function assertFeesBelowAmount(reference: string, amountIdr: number, fees: Fees): void {
  assertIdr(amountIdr);
  for (const value of [fees.gateway_fee, fees.platform_fee, fees.total_fee, fees.net_amount]) assertIdr(value, 'fee');
  if (fees.gateway_fee < 0 || fees.platform_fee < 0) throw new Error(`move ${reference} has a negative fee`);
  if (fees.total_fee !== fees.gateway_fee + fees.platform_fee)
    throw new Error(`move ${reference}: total_fee is not the sum of its parts`);
  if (fees.total_fee >= amountIdr)
    throw new Error(`move ${reference}: fees ${fees.total_fee} reach the amount ${amountIdr}`);
}

/** The fee legs of a move: each fee from `from` to its revenue account (zero fees are no posting). */
function feeLegs(idPrefix: string, memoPrefix: string, from: Account, fees: Fees): Posting[] {
  const legs: Array<[string, SystemAccount, number]> = [
    ['gateway_fee', 'gateway_fees', fees.gateway_fee],
    ['platform_fee', 'platform_fee_revenue', fees.platform_fee],
  ];
  return legs
    .filter(([, , amount]) => amount > 0)
    .map(([leg, to, amount]) => posting(`${idPrefix}#${leg}`, from, systemAccount(to), amount, `${memoPrefix} ${leg}`));
}

/**
 * Postings for an inbound payment: net to the merchant bucket, each fee to its revenue account.
 * The legs conserve the amount: net + fees = what left gateway clearing.
 */
export function inboundPaymentPostings(
  merchantId: string,
  reference: string,
  fees: Fees,
  creditBucket: MerchantBucket,
): Posting[] {
  const amountIdr = fees.net_amount + fees.total_fee;
  assertFeesBelowAmount(reference, amountIdr, fees);
  const clearing = systemAccount('gateway_clearing');
  const net = posting(
    `${reference}#paid#net`,
    clearing,
    merchantAccount(merchantId, creditBucket),
    fees.net_amount,
    `payment ${reference} net`,
  );
  return [net, ...feeLegs(`${reference}#paid`, `payment ${reference}`, clearing, fees)];
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

export function adjustmentPostings(
  merchantId: string,
  adjustmentId: string,
  amountIdr: number,
  note: string,
): Posting[] {
  const funding = systemAccount('operator_adjustments');
  const available = merchantAccount(merchantId, 'available');
  return amountIdr > 0
    ? [posting(`${adjustmentId}#adjust`, funding, available, amountIdr, note)]
    : [posting(`${adjustmentId}#adjust`, available, funding, -amountIdr, note)];
}

/** Money that matched nothing: the whole amount leaves gateway clearing for suspense, no fees. */
export function suspensePostings(reference: string, amountIdr: number, memo: string): Posting[] {
  return [
    posting(`${reference}#suspense`, systemAccount('gateway_clearing'), systemAccount('suspense'), amountIdr, memo),
  ];
}

/** An operator's resolution of a suspense entry: credit a merchant's available balance, or refund it to the gateway. */
export function suspenseResolutionPostings(
  reference: string,
  amountIdr: number,
  to: { merchantId: string } | 'refund',
  memo: string,
): Posting[] {
  const target = to === 'refund' ? systemAccount('gateway_clearing') : merchantAccount(to.merchantId, 'available');
  return [posting(`${reference}#resolve`, systemAccount('suspense'), target, amountIdr, memo)];
}

/** The merchant whose account a posting touches, or null for a posting between system accounts. */
export function merchantOfPosting(entry: Pick<Posting, 'from' | 'to'>): string | null {
  for (const account of [entry.from, entry.to]) {
    if (account.startsWith('merchant:')) return account.slice('merchant:'.length, account.lastIndexOf(':'));
  }
  return null;
}

/**
 * Two-phase transfers, in the TigerBeetle manner. `hold` reserves the whole debit (amount + fees)
 * in `held`; exactly one of `post` (the money leaves: amount to gateway clearing, each fee to its
 * revenue account) or `void` (the reservation returns to `available`) later resolves it.
 */
export function holdPostings(merchantId: string, reference: string, debitIdr: number): Posting[] {
  return [
    posting(
      `${reference}#hold`,
      merchantAccount(merchantId, 'available'),
      merchantAccount(merchantId, 'held'),
      debitIdr,
      `hold ${reference}`,
    ),
  ];
}

/** Resolves a hold of amount + total_fee: the legs sum to exactly what was held. */
export function postPostings(merchantId: string, reference: string, amountIdr: number, fees: Fees): Posting[] {
  assertFeesBelowAmount(reference, amountIdr, fees);
  const held = merchantAccount(merchantId, 'held');
  const out = posting(
    `${reference}#post#amount`,
    held,
    systemAccount('gateway_clearing'),
    amountIdr,
    `payout ${reference}`,
  );
  return [out, ...feeLegs(`${reference}#post`, `payout ${reference}`, held, fees)];
}

/**
 * A refund reached the customer (shared/channels/refunds/): its hold leaves the merchant, the amount
 * to gateway clearing (the gateway paid the customer from it) and, for a refund sent as a payout,
 * the transfer's fees to their revenue accounts. The legs sum to exactly what was held.
 */
export function refundPostPostings(merchantId: string, reference: string, amountIdr: number, fees: Fees): Posting[] {
  assertFeesBelowAmount(reference, amountIdr, fees);
  const held = merchantAccount(merchantId, 'held');
  const out = posting(
    `${reference}#refund#amount`,
    held,
    systemAccount('gateway_clearing'),
    amountIdr,
    `refund ${reference}`,
  );
  return [out, ...feeLegs(`${reference}#refund`, `refund ${reference}`, held, fees)];
}

/**
 * A digital order or postpaid payment succeeded: its hold (the price) leaves the merchant, the
 * provider's price to the provider's clearing account and the merchant's markup to fee revenue.
 */
export function orderPostPostings(
  merchantId: string,
  reference: string,
  providerPriceIdr: number,
  markupIdr: number,
): Posting[] {
  const held = merchantAccount(merchantId, 'held');
  const legs = [
    posting(
      `${reference}#post#provider`,
      held,
      systemAccount('digital_provider_clearing'),
      providerPriceIdr,
      `order ${reference} provider`,
    ),
  ];
  if (markupIdr > 0)
    legs.push(
      posting(
        `${reference}#post#markup`,
        held,
        systemAccount('platform_fee_revenue'),
        markupIdr,
        `order ${reference} markup`,
      ),
    );
  return legs;
}

/**
 * A paid payout came back: the bank returned it to the gateway, and the merchant gets back all it
 * was debited (amount and fees, the payout's total_debit) from gateway clearing.
 */
export function returnPostings(merchantId: string, reference: string, debitIdr: number): Posting[] {
  return [
    posting(
      `${reference}#return`,
      systemAccount('gateway_clearing'),
      merchantAccount(merchantId, 'available'),
      debitIdr,
      `return ${reference}`,
    ),
  ];
}

export function voidPostings(merchantId: string, reference: string, heldIdr: number): Posting[] {
  return [
    posting(
      `${reference}#void`,
      merchantAccount(merchantId, 'held'),
      merchantAccount(merchantId, 'available'),
      heldIdr,
      `void ${reference}`,
    ),
  ];
}

/**
 * Checked on every move before it is written: each leg a positive safe integer between two
 * different accounts, ids unique within the move, merchant accounts only of the move's merchant
 * (a move is stored in that merchant's ledger partition, or the system partition when it has none). Double entry makes every move conserve money.
 */
export function assertMovePostings(moveId: string, postings: readonly Posting[], merchantId: string | null): void {
  const ids = new Set<string>();
  for (const entry of postings) {
    const touched = merchantOfPosting(entry);
    if (touched !== null && touched !== merchantId)
      throw new Error(
        `move ${moveId}: posting ${entry.id} touches merchant ${touched}, not the move's ${merchantId ?? '(none)'}`,
      );
    assertIdr(entry.amount, `posting ${entry.id}`);
    if (entry.amount <= 0) throw new Error(`move ${moveId}: posting ${entry.id} is not positive`);
    if (entry.from === entry.to) throw new Error(`move ${moveId}: posting ${entry.id} moves money to its own account`);
    if (ids.has(entry.id)) throw new Error(`move ${moveId}: posting id ${entry.id} appears twice`);
    ids.add(entry.id);
  }
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
