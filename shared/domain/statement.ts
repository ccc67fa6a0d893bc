import { MERCHANT_BUCKETS, merchantAccount, type MerchantBucket, type Posting } from './ledger';

/**
 * The merchant's statement (GET /dashboard/v1/balance/statement): every ledger posting on one of
 * the merchant's own buckets as one entry per bucket it touches (a hold, available -> held, is two
 * entries), with the bucket's balance after it.
 *
 * Postings store no balance: a move's balance update is an ADD in a TransactWriteItems, which
 * returns no values. So `balance_after` is the running per-bucket sum of the merchant's postings
 * over ALL its balance shards' ledger partitions, in one total order (at_ms, then posting id, then
 * bucket). It is merchant-wide, never a shard's: a consolidation moves `available` between shards
 * without a posting and leaves every merchant-wide sum unchanged, so it needs no entry, and the
 * arithmetic `balance_after - amount = the previous entry's balance_after` (same bucket) holds by
 * construction at any number of shards (legOrder says how moves of one millisecond are ordered).
 * The last entry of each bucket equals the ledger's sum for it, which the audit proves equal to
 * the sum of the shards.
 */
export const STATEMENT_ENTRY_TYPES = [
  'payment',
  'settlement',
  'adjustment',
  'hold',
  'hold_released',
  'payout',
  'fee',
  'order',
  'return',
  'refund',
  'suspense_credit',
  'other',
] as const;
export type StatementEntryType = (typeof STATEMENT_ENTRY_TYPES)[number];

export interface StatementEntry {
  /** `<posting id>/<bucket>`: unique, and stable, so it serves as the page cursor. */
  id: string;
  at_ms: number;
  bucket: MerchantBucket;
  /** Signed: positive credits the bucket, negative debits it. */
  amount: number;
  balance_after: number;
  partner_reff: string | null;
  type: StatementEntryType;
  description: string;
}

/** A posting as the ledger partition stores it: the posting, its move's reference and time. */
export type StoredPosting = Posting & { reference?: string; at_ms: number };

/** The kind of a posting, from the suffix its builder (domain/ledger.ts) gives its id. */
const SUFFIX_TYPES: Array<[RegExp, StatementEntryType]> = [
  [/#paid#net$/, 'payment'],
  [/#settled$/, 'settlement'],
  [/#adjust$/, 'adjustment'],
  [/#hold$/, 'hold'],
  [/#void$/, 'hold_released'],
  [/#post#amount$/, 'payout'],
  [/#(post|refund)#(gateway_fee|platform_fee)$/, 'fee'],
  [/#refund#amount$/, 'refund'],
  [/#post#(provider|markup)$/, 'order'],
  [/#return$/, 'return'],
  [/#resolve$/, 'suspense_credit'],
];

export function statementTypeOf(postingId: string): StatementEntryType {
  return SUFFIX_TYPES.find(([pattern]) => pattern.test(postingId))?.[1] ?? 'other';
}

/**
 * The transaction of a move: move ids are `<partner_reff>:<trigger>` (engine/create.ts,
 * engine/transition.ts); a posting's stored `reference` is its move id.
 */
export function partnerReffOfMove(moveId: string | undefined): string | null {
  if (moveId === undefined || moveId === '') return null;
  const colon = moveId.lastIndexOf(':');
  return colon > 0 ? moveId.slice(0, colon) : moveId;
}

type Leg = Omit<StatementEntry, 'balance_after'>;

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The order of the running sums: by time; within one millisecond (moves on different shards may
 * share it, and their commit order is not recorded) credits before debits, then by id. Each
 * bucket's sum at a millisecond's end is the same whatever the order inside it, and credits first
 * keep every sum inside it between the sums at its start and end, so never below zero.
 */
const legOrder = (a: Leg, b: Leg): number =>
  a.at_ms - b.at_ms || Number(a.amount < 0) - Number(b.amount < 0) || compareText(a.id, b.id);

/**
 * Every entry of the merchant's buckets, OLDEST first, with running balances from zero. Postings
 * of other merchants' or system accounts only (none should be in these partitions) give no entry.
 */
export function statementEntries(merchantId: string, postings: readonly StoredPosting[]): StatementEntry[] {
  const legs: Leg[] = [];
  for (const posting of postings) {
    for (const bucket of MERCHANT_BUCKETS) {
      const account = merchantAccount(merchantId, bucket);
      const amount = posting.to === account ? posting.amount : posting.from === account ? -posting.amount : 0;
      if (amount === 0) continue;
      legs.push({
        id: `${posting.id}/${bucket}`,
        at_ms: posting.at_ms,
        bucket,
        amount,
        partner_reff: partnerReffOfMove(posting.reference),
        type: statementTypeOf(posting.id),
        description: posting.memo,
      });
    }
  }
  const running: Record<MerchantBucket, number> = { available: 0, held: 0, pending_settlement: 0 };
  return legs.sort(legOrder).map((leg) => {
    running[leg.bucket] += leg.amount;
    return { ...leg, balance_after: running[leg.bucket] };
  });
}

export interface StatementPageRequest {
  /** at_ms from fromMs included to toEndMs excluded. */
  fromMs: number;
  toEndMs: number;
  limit: number;
  startingAfter?: string;
}

export type StatementPage =
  { ok: true; entries: StatementEntry[]; nextCursor: string | null } | { ok: false; reason: 'unknown_cursor' };

/** One page, NEWEST first, of the entries (oldest first, as statementEntries gives them) within the dates. */
export function statementPage(oldestFirst: readonly StatementEntry[], request: StatementPageRequest): StatementPage {
  const inRange = oldestFirst.filter((entry) => entry.at_ms >= request.fromMs && entry.at_ms < request.toEndMs);
  const newestFirst = inRange.reverse();
  let start = 0;
  if (request.startingAfter !== undefined) {
    const at = newestFirst.findIndex((entry) => entry.id === request.startingAfter);
    if (at < 0) return { ok: false, reason: 'unknown_cursor' };
    start = at + 1;
  }
  const entries = newestFirst.slice(start, start + request.limit);
  const more = start + request.limit < newestFirst.length;
  return { ok: true, entries, nextCursor: more ? entries.at(-1)!.id : null };
}
