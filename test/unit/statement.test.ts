import fc from 'fast-check';
import { merchantAccount, systemAccount, type Account, type MerchantBucket } from '../../shared/domain/ledger';
import {
  partnerReffOfMove,
  statementEntries,
  statementPage,
  statementTypeOf,
  type StoredPosting,
} from '../../shared/domain/statement';

/**
 * The statement's running balances (shared/domain/statement.ts): whatever the postings, their
 * partitions' order and ties in time, balance_after - amount is the previous balance_after of the
 * bucket, the last one is the ledger's sum, and no sum dips below zero when the moves never did.
 */
const M = 'm_test';
const BUCKETS: MerchantBucket[] = ['available', 'held', 'pending_settlement'];

/** A valid history: each move applied in order only when no bucket would go below zero. */
function history(steps: Array<{ from: number; to: number; amount: number; atMs: number }>): StoredPosting[] {
  const accounts: Account[] = [
    ...BUCKETS.map((bucket) => merchantAccount(M, bucket)),
    systemAccount('gateway_clearing'),
  ];
  const balance = new Map<Account, number>();
  const postings: StoredPosting[] = [];
  let atMs = 0;
  steps.forEach((step, index) => {
    const from = accounts[step.from]!;
    const to = accounts[step.to]!;
    if (from === to) return;
    if (from.startsWith('merchant:') && (balance.get(from) ?? 0) < step.amount) return;
    atMs += step.atMs;
    balance.set(from, (balance.get(from) ?? 0) - step.amount);
    balance.set(to, (balance.get(to) ?? 0) + step.amount);
    postings.push({
      id: `R${index}:x#adjust`,
      from,
      to,
      amount: step.amount,
      memo: 'm',
      reference: `R${index}:x`,
      at_ms: atMs,
    });
  });
  return postings;
}

const steps = fc.array(
  fc.record({
    from: fc.integer({ min: 0, max: 3 }),
    to: fc.integer({ min: 0, max: 3 }),
    amount: fc.integer({ min: 1, max: 1_000 }),
    // 0: the same millisecond as the move before (moves on different shards may share one).
    atMs: fc.integer({ min: 0, max: 2 }),
  }),
  { maxLength: 60 },
);

describe('statement entries', () => {
  it('keep the arithmetic per bucket, end at the ledger sums and never go negative, in any partition order', () => {
    fc.assert(
      fc.property(steps, fc.integer(), (moves, seed) => {
        const postings = history(moves);
        const shuffled = fc.sample(fc.shuffledSubarray(postings, { minLength: postings.length }), {
          seed,
          numRuns: 1,
        })[0]!;
        const entries = statementEntries(M, shuffled);
        const last: Record<string, number> = { available: 0, held: 0, pending_settlement: 0 };
        for (const entry of entries) {
          expect(entry.balance_after - entry.amount).toBe(last[entry.bucket]);
          expect(entry.balance_after).toBeGreaterThanOrEqual(0);
          last[entry.bucket] = entry.balance_after;
        }
        for (const bucket of BUCKETS) {
          const account = merchantAccount(M, bucket);
          const sum = postings.reduce(
            (total, p) => total + (p.to === account ? p.amount : 0) - (p.from === account ? p.amount : 0),
            0,
          );
          expect(last[bucket]).toBe(sum);
        }
        expect(statementEntries(M, postings)).toEqual(entries);
      }),
    );
  });

  it('pages newest first by cursor, and refuses an unknown cursor', () => {
    const postings = history(Array.from({ length: 7 }, () => ({ from: 3, to: 0, amount: 10, atMs: 1 })));
    const all = statementEntries(M, postings);
    const request = { fromMs: 0, toEndMs: Number.MAX_SAFE_INTEGER, limit: 3 };
    const first = statementPage(all, request);
    if (!first.ok) throw new Error('page refused');
    expect(first.entries.map((entry) => entry.balance_after)).toEqual([70, 60, 50]);
    const second = statementPage(all, { ...request, startingAfter: first.nextCursor! });
    expect(second.ok && second.entries.map((entry) => entry.balance_after)).toEqual([40, 30, 20]);
    const third = statementPage(all, { ...request, startingAfter: second.ok ? second.nextCursor! : '' });
    expect(third).toEqual({ ok: true, entries: [all[0]], nextCursor: null });
    expect(statementPage(all, { ...request, startingAfter: 'nope' })).toEqual({ ok: false, reason: 'unknown_cursor' });
    const ranged = statementPage(all, { ...request, fromMs: 3, toEndMs: 5 });
    expect(ranged.ok && ranged.entries.map((entry) => entry.at_ms)).toEqual([4, 3]);
  });

  it('names each posting kind and its transaction', () => {
    expect(
      ['R#paid#net', 'R#settled', 'R#hold', 'R#void', 'R#post#amount', 'R#post#gateway_fee'].map(statementTypeOf),
    ).toEqual(['payment', 'settlement', 'hold', 'hold_released', 'payout', 'fee']);
    expect(partnerReffOfMove('TF-1:confirmed')).toBe('TF-1');
    expect(partnerReffOfMove(undefined)).toBeNull();
  });
});
