import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { CHANNELS, INBOUND_TYPES, type InboundType } from '../../shared/channels/registry';
import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import {
  accountSums,
  adjustmentPostings,
  holdPostings,
  inboundPaymentPostings,
  MERCHANT_BUCKETS,
  merchantAccount,
  postPostings,
  voidPostings,
  type Posting,
} from '../../shared/domain/ledger';
import { commitMove, type MoveKind } from '../../shared/engine/move';
import { getBalance } from '../../shared/store/merchants';
import { createMerchantFixture, postingsOf } from '../support/harness';

/**
 * Property: whatever sequence of credits, holds, posts, voids and debits the engine is asked to
 * apply (each debit guarded, each replayed once more), every balance stays >= 0, each balance item
 * equals the sum of its postings, the postings of every move sum to zero over all accounts, and a
 * replayed move writes nothing.
 */
type Step =
  | { op: 'credit'; amount: number; type: InboundType }
  | { op: 'payout'; amount: number; end: 'post' | 'void' | 'keep' }
  | { op: 'debit'; amount: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  // A payment of any inbound type the registry lists, charged by its fee key, landing where its settlement says.
  fc.record({
    op: fc.constant('credit' as const),
    amount: fc.integer({ min: 10_000, max: 2_000_000 }),
    type: fc.constantFrom(...INBOUND_TYPES),
  }),
  fc.record({
    op: fc.constant('payout' as const),
    amount: fc.integer({ min: 10_000, max: 1_500_000 }),
    end: fc.constantFrom('post' as const, 'void' as const, 'keep' as const),
  }),
  fc.record({ op: fc.constant('debit' as const), amount: fc.integer({ min: 1, max: 1_000_000 }) }),
);

function movesOf(
  merchantId: string,
  index: number,
  action: Step,
): Array<{ id: string; kind: MoveKind; postings: Posting[] }> {
  const reff = `PROP-${index}-${randomUUID().slice(0, 8)}`;
  if (action.op === 'credit')
    return [
      {
        id: `${reff}:paid`,
        kind: 'credit',
        postings: inboundPaymentPostings(
          merchantId,
          reff,
          computeFees(action.amount, resolveFeeRule(CHANNELS[action.type].fees)),
          CHANNELS[action.type].settlement === 'next_day' ? 'pending_settlement' : 'available',
        ),
      },
    ];
  if (action.op === 'debit')
    return [
      {
        id: `${reff}:adjust`,
        kind: 'adjust',
        postings: adjustmentPostings(merchantId, reff, -action.amount, 'property debit'),
      },
    ];
  const fees = computeFees(action.amount, resolveFeeRule('transfer'));
  const debit = action.amount + fees.total_fee;
  const hold = { id: `${reff}:confirmed`, kind: 'hold' as const, postings: holdPostings(merchantId, reff, debit) };
  if (action.end === 'keep') return [hold];
  const end =
    action.end === 'post' ? postPostings(merchantId, reff, action.amount, fees) : voidPostings(merchantId, reff, debit);
  return [hold, { id: `${reff}:${action.end}`, kind: action.end, postings: end }];
}

describe('money engine invariants (fast-check against DynamoDB Local)', () => {
  it('keeps every balance >= 0 and equal to its ledger, with every move conserving money, for any sequence of moves', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 300_000 }),
        fc.array(step, { minLength: 1, maxLength: 8 }),
        async (opening, steps) => {
          const merchant = await createMerchantFixture({ balanceIdr: opening });
          for (const [index, action] of steps.entries()) {
            for (const move of movesOf(merchant.merchantId, index, action)) {
              expect([...accountSums(move.postings).values()].reduce((sum, value) => sum + value, 0)).toBe(0);
              const first = await commitMove({ ...move, merchantId: merchant.merchantId, atMs: Date.now() });
              expect(['applied', 'insufficient_balance']).toContain(first.kind);
              if (first.kind === 'insufficient_balance') break; // the rest of a refused payout never happens
              expect((await commitMove({ ...move, merchantId: merchant.merchantId, atMs: Date.now() })).kind).toBe(
                'already_applied',
              );
            }
          }
          const balance = (await getBalance(merchant.merchantId))!;
          const sums = accountSums((await postingsOf(merchant.merchantId)) as Posting[]);
          for (const bucket of MERCHANT_BUCKETS) {
            expect(balance[bucket]).toBeGreaterThanOrEqual(0);
            expect(balance[bucket]).toBe(sums.get(merchantAccount(merchant.merchantId, bucket)) ?? 0);
          }
          expect([...sums.values()].reduce((sum, value) => sum + value, 0)).toBe(0);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('refuses to write a posting that is not positive or goes from an account to itself', async () => {
    const merchant = await createMerchantFixture();
    const account = merchantAccount(merchant.merchantId, 'available');
    const bad = (amount: number, to = 'system:gateway_clearing'): Posting => ({
      id: `bad-${randomUUID()}`,
      from: account,
      to: to as Posting['to'],
      amount,
      memo: 'bad',
    });
    for (const posting of [bad(0), bad(-5), bad(1.5), bad(10, account)]) {
      await expect(
        commitMove({
          id: posting.id,
          kind: 'adjust',
          merchantId: merchant.merchantId,
          atMs: Date.now(),
          postings: [posting],
        }),
      ).rejects.toThrow();
    }
    expect(await postingsOf(merchant.merchantId)).toEqual([]);
  });
});
