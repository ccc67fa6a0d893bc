import type { MerchantBucket } from './ledger';
import { statementEntries, type StatementEntry, type StoredPosting } from './statement';

/**
 * One bucket's statement of a range (GET /dashboard/v1/balance/statement with `bucket`): the
 * bucket's balance at the range's start (opening) and after its last entry (closing), and its
 * entries with the running balance from the opening. Postings store no balance, so the postings of
 * a span of time (the ledger by time) are tied to a balance known at one end of the span: a
 * day-close checkpoint at its start, or the merchant's balance now at its end.
 */
export type StatementAnchor =
  /** The bucket's balance before the span's first posting (a day-close checkpoint at the span's start). */
  | { at: 'start'; balance: number }
  /** The bucket's balance after the span's last posting (the balance now, the span reaching now). */
  | { at: 'end'; balance: number };

export interface BucketStatement {
  bucket: MerchantBucket;
  opening: number;
  closing: number;
  /** The range's entries of the bucket, OLDEST first, `balance_after` running from `opening`. */
  entries: StatementEntry[];
}

/**
 * The bucket's statement of [fromMs, toEndMs) from the postings of a span that covers the range
 * (it may start before it and end after it) and the span's anchor. By construction
 * `opening + sum(entries' amounts) = closing`, and each entry's `balance_after - amount` is the one
 * before it (the opening for the first).
 */
export function bucketStatement(
  merchantId: string,
  bucket: MerchantBucket,
  spanPostings: readonly StoredPosting[],
  anchor: StatementAnchor,
  range: { fromMs: number; toEndMs: number },
): BucketStatement {
  // Running sums from zero over the span, in the statement's one order (domain/statement.ts, legOrder).
  const fromZero = statementEntries(merchantId, spanPostings).filter((entry) => entry.bucket === bucket);
  const spanSum = fromZero.at(-1)?.balance_after ?? 0;
  const base = anchor.at === 'start' ? anchor.balance : anchor.balance - spanSum;
  let opening = base;
  const entries: StatementEntry[] = [];
  for (const entry of fromZero) {
    const balanceAfter = base + entry.balance_after;
    if (entry.at_ms < range.fromMs) opening = balanceAfter;
    else if (entry.at_ms < range.toEndMs) entries.push({ ...entry, balance_after: balanceAfter });
  }
  return { bucket, opening, closing: entries.at(-1)?.balance_after ?? opening, entries };
}
