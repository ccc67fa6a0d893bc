import { CHANNELS } from '../channels/registry';
import { MERCHANT_BUCKETS, merchantAccount, type MerchantBucket, type Posting } from './ledger';

/**
 * The daily settlement report (docs/ARCHITECTURE.md, section 19; DESIGN 17): for each Jakarta day,
 * per merchant bucket, the opening balance, the movements grouped by kind and the closing balance,
 * read from the ledger postings. Pure: the caller feeds the postings page by page (`add`), in any
 * order, and the aggregate holds one sum per (day, bucket, kind, channel), never a posting, so its
 * size depends on the days and kinds, not on how many postings a day has.
 *
 * `opening + sum(movements.amount) = closing` holds by construction: the closing is that sum, and
 * the opening of a day is the sum of every posting before it (the day before's closing).
 */
export const MOVEMENT_KINDS = [
  'payments',
  'fees',
  'refunds',
  'payouts',
  'withdrawals',
  'returns',
  'adjustments',
  'settlement',
  'orders',
  'other',
] as const;
export type MovementKind = (typeof MOVEMENT_KINDS)[number];

export interface ReportMovement {
  kind: MovementKind;
  /** The transaction type of a payment in or a payout (the registry's type), when the kind has channels. */
  channel?: string;
  /** How many ledger entries (postings on this bucket) the line sums. */
  count: number;
  /** Signed: positive credits the bucket. */
  amount: number;
}

export interface ReportBucket {
  opening: number;
  closing: number;
  movements: ReportMovement[];
}

export type ReportBuckets = Record<MerchantBucket, ReportBucket>;

export interface DayReport {
  date: string;
  currency: 'IDR';
  buckets: ReportBuckets;
}

/**
 * What the report reads of a stored posting: its id, accounts, amount, time, and the ledger type
 * the engine stamped on it (`tx_type`: the transaction type of its move, `refund`, `batch`), when
 * it has one. Postings written before the stamp get it from `typeOf` (the caller's look-up).
 */
export type ReportPosting = Pick<Posting, 'id' | 'from' | 'to' | 'amount'> & { at_ms: number; tx_type?: string };

/**
 * The types whose holds, posts and voids are not a payout's: a withdrawal, a refund, a product
 * order (every type the registry runs on the order machine).
 */
const HOLD_KINDS: Record<string, MovementKind> = {
  withdrawal: 'withdrawals',
  refund: 'refunds',
  batch: 'payouts',
  ...Object.fromEntries(
    Object.entries(CHANNELS)
      .filter(([, entry]) => entry.machine === 'order')
      .map(([type]) => [type, 'orders' as const]),
  ),
};

const FEE_SUFFIX = /#(post|refund)#(gateway_fee|platform_fee)$/;

/** The kind (and channel) of one posting, from the suffix its builder (domain/ledger.ts) gives its id and its ledger type. */
export function movementKindOf(
  postingId: string,
  txType: string | undefined,
): Pick<ReportMovement, 'kind' | 'channel'> {
  if (postingId.endsWith('#paid#net')) return { kind: 'payments', channel: txType ?? 'unknown' };
  if (postingId.endsWith('#settled')) return { kind: 'settlement' };
  if (postingId.endsWith('#adjust') || postingId.endsWith('#resolve')) return { kind: 'adjustments' };
  if (postingId.endsWith('#return')) return { kind: 'returns' };
  if (FEE_SUFFIX.test(postingId)) return { kind: 'fees' };
  if (postingId.endsWith('#refund#amount')) return { kind: 'refunds' };
  if (/#post#(provider|markup)$/.test(postingId)) return { kind: 'orders' };
  if (/#(hold|void|post#amount)$/.test(postingId)) {
    const special = txType === undefined ? undefined : HOLD_KINDS[txType];
    if (special !== undefined) return { kind: special };
    return txType === undefined ? { kind: 'payouts' } : { kind: 'payouts', channel: txType };
  }
  return { kind: 'other' };
}

/** Whether the kind of a posting depends on its ledger type (a posting without the stamp needs a look-up). */
export const needsLedgerType = (postingId: string): boolean =>
  postingId.endsWith('#paid#net') || /#(hold|void|post#amount)$/.test(postingId);

const DAY_MS = 86_400_000;

/** The signed amount a posting moves on each of the merchant's buckets it touches. */
export function bucketLegs(merchantId: string, posting: ReportPosting): Array<[MerchantBucket, number]> {
  const legs: Array<[MerchantBucket, number]> = [];
  for (const bucket of MERCHANT_BUCKETS) {
    const account = merchantAccount(merchantId, bucket);
    if (posting.to === account) legs.push([bucket, posting.amount]);
    else if (posting.from === account) legs.push([bucket, -posting.amount]);
  }
  return legs;
}

const zeroBuckets = (): Record<MerchantBucket, number> => ({ available: 0, held: 0, pending_settlement: 0 });

/**
 * The aggregate of a report of consecutive Jakarta days starting at `fromMs` (a Jakarta midnight):
 * the sums before the first day and, per day, bucket, kind and channel, a count and an amount.
 */
export class SettlementAggregate {
  private readonly opening: Record<MerchantBucket, number>;
  /** Key `<day index>|<bucket>|<kind>|<channel>`. */
  private readonly lines = new Map<string, { count: number; amount: number }>();

  /** `opening`: the balances the postings fed start from (a day-close checkpoint), zero by default. */
  constructor(
    private readonly merchantId: string,
    private readonly fromMs: number,
    private readonly days: number,
    opening: Readonly<Record<MerchantBucket, number>> = zeroBuckets(),
  ) {
    this.opening = { ...opening };
  }

  /** One posting; `txType` is its ledger type (stamped or looked up). Postings after the last day are left out. */
  add(posting: ReportPosting, txType: string | undefined): void {
    const legs = bucketLegs(this.merchantId, posting);
    if (legs.length === 0) return;
    if (posting.at_ms < this.fromMs) {
      for (const [bucket, amount] of legs) this.opening[bucket] += amount;
      return;
    }
    const day = Math.floor((posting.at_ms - this.fromMs) / DAY_MS);
    if (day >= this.days) return;
    const { kind, channel } = movementKindOf(posting.id, txType);
    for (const [bucket, amount] of legs) {
      const key = `${day}|${bucket}|${kind}|${channel ?? ''}`;
      const line = this.lines.get(key) ?? { count: 0, amount: 0 };
      line.count += 1;
      line.amount += amount;
      this.lines.set(key, line);
    }
  }

  /** The days' reports, oldest first: each day opens where the one before closed. */
  reports(dateOf: (dayStartMs: number) => string): DayReport[] {
    const perDay = Array.from({ length: this.days }, () => new Map<MerchantBucket, ReportMovement[]>());
    for (const [key, line] of this.lines) {
      const [day, bucket, kind, channel] = key.split('|') as [string, MerchantBucket, MovementKind, string];
      const movements = perDay[Number(day)]!.get(bucket) ?? [];
      movements.push({ kind, ...(channel === '' ? {} : { channel }), count: line.count, amount: line.amount });
      perDay[Number(day)]!.set(bucket, movements);
    }
    const running = { ...this.opening };
    return perDay.map((byBucket, day) => {
      const buckets = {} as ReportBuckets;
      for (const bucket of MERCHANT_BUCKETS) {
        const movements = (byBucket.get(bucket) ?? []).sort(movementOrder);
        const opening = running[bucket];
        running[bucket] = opening + movements.reduce((sum, movement) => sum + movement.amount, 0);
        buckets[bucket] = { opening, closing: running[bucket], movements };
      }
      return { date: dateOf(this.fromMs + day * DAY_MS), currency: 'IDR', buckets };
    });
  }
}

/** Movements in the order of MOVEMENT_KINDS, then by channel. */
const movementOrder = (a: ReportMovement, b: ReportMovement): number =>
  MOVEMENT_KINDS.indexOf(a.kind) - MOVEMENT_KINDS.indexOf(b.kind) || (a.channel ?? '').localeCompare(b.channel ?? '');
