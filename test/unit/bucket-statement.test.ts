import fc from 'fast-check';
import { bucketStatement } from '../../shared/domain/bucket-statement';
import { merchantAccount, MERCHANT_BUCKETS, type Account } from '../../shared/domain/ledger';
import type { StoredPosting } from '../../shared/domain/statement';

/**
 * One bucket's statement (shared/domain/bucket-statement.ts): for random postings, ranges and
 * anchors, opening + the entries' amounts = closing, each entry chains from the one before, and
 * either anchor gives the same statement when they describe the same ledger.
 */
const MERCHANT = 'm_prop';
const OTHER: Account = 'system:gateway_clearing';
const buckets = MERCHANT_BUCKETS.map((bucket) => merchantAccount(MERCHANT, bucket));

const postingArb = fc.record({
  atMs: fc.integer({ min: 0, max: 50 }),
  amount: fc.integer({ min: 1, max: 10_000 }),
  from: fc.constantFrom(OTHER, ...buckets),
  to: fc.constantFrom(OTHER, ...buckets),
});

const postingsArb = fc.array(postingArb, { maxLength: 40 }).map((raw) =>
  raw
    .filter((posting) => posting.from !== posting.to)
    .map((posting, index): StoredPosting => ({
      id: `p${index}#adjust`,
      from: posting.from,
      to: posting.to,
      amount: posting.amount,
      memo: 'm',
      at_ms: posting.atMs,
      reference: `TRX-${index}:adjust`,
    })),
);

const sumOf = (postings: readonly StoredPosting[], account: Account) =>
  postings.reduce((sum, p) => sum + (p.to === account ? p.amount : p.from === account ? -p.amount : 0), 0);

describe('bucketStatement (fast-check)', () => {
  it('opening + sum(amounts) = closing, chained, and the same from either anchor', () => {
    fc.assert(
      fc.property(
        postingsArb,
        fc.constantFrom(...MERCHANT_BUCKETS),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: -50_000, max: 50_000 }),
        (postings, bucket, a, b, startBalance) => {
          const range = { fromMs: Math.min(a, b), toEndMs: Math.max(a, b) };
          const account = merchantAccount(MERCHANT, bucket);
          const fromStart = bucketStatement(MERCHANT, bucket, postings, { at: 'start', balance: startBalance }, range);
          const sum = fromStart.entries.reduce((total, entry) => total + entry.amount, 0);
          expect(fromStart.opening + sum).toBe(fromStart.closing);
          let balance = fromStart.opening;
          for (const entry of fromStart.entries) {
            expect(entry.bucket).toBe(bucket);
            expect(entry.at_ms >= range.fromMs && entry.at_ms < range.toEndMs).toBe(true);
            expect(entry.balance_after - entry.amount).toBe(balance);
            balance = entry.balance_after;
          }
          const before = postings.filter((posting) => posting.at_ms < range.fromMs);
          expect(fromStart.opening).toBe(startBalance + sumOf(before, account));
          const endBalance = startBalance + sumOf(postings, account);
          const fromEnd = bucketStatement(MERCHANT, bucket, postings, { at: 'end', balance: endBalance }, range);
          expect(fromEnd).toEqual(fromStart);
        },
      ),
      { numRuns: 300 },
    );
  });
});
