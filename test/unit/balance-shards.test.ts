import fc from 'fast-check';
import {
  balanceShardsOf,
  consolidationPlan,
  moneyMovedBefore,
  spreadConsolidationPlan,
} from '../../shared/domain/balance-shards';
import { PatchMerchantBodySchema, CreateMerchantBodySchema } from '../../shared/schemas/admin';

describe('balance shards (pure)', () => {
  it('reads N and max from a merchant record: absent is 1, max never below N', () => {
    expect(balanceShardsOf({})).toEqual({ shards: 1, max: 1 });
    expect(balanceShardsOf({ balance_shards: 4, balance_shards_max: 4 })).toEqual({ shards: 4, max: 4 });
    expect(balanceShardsOf({ balance_shards: 2, balance_shards_max: 8 })).toEqual({ shards: 2, max: 8 });
    expect(balanceShardsOf({ balance_shards: 3 })).toEqual({ shards: 3, max: 3 });
  });

  it('tells a transaction that moved money from one whose first money move is still to come', () => {
    expect(moneyMovedBefore({ type: 'qris', status: 'waiting_payment' })).toBe(false);
    expect(moneyMovedBefore({ type: 'qris', status: 'expired' })).toBe(false);
    expect(moneyMovedBefore({ type: 'qris', status: 'paid' })).toBe(true);
    expect(moneyMovedBefore({ type: 'qris', status: 'settled' })).toBe(true);
    expect(moneyMovedBefore({ type: 'transfer', status: 'pending', stage: 'awaiting_confirmation' })).toBe(false);
    expect(moneyMovedBefore({ type: 'transfer', status: 'pending' })).toBe(false);
    expect(moneyMovedBefore({ type: 'transfer', status: 'pending', stage: 'held' })).toBe(true);
    expect(moneyMovedBefore({ type: 'transfer', status: 'paid' })).toBe(true);
    expect(moneyMovedBefore({ type: 'adjustment', status: 'paid' })).toBe(true);
  });

  it.each<[string, number[], number[], ReturnType<typeof spreadConsolidationPlan>]>([
    ['every shard covers its part', [10, 10, 10], [5, 10, 0], { kind: 'covered' }],
    ['all shards together fall short', [10, 0, 5], [5, 5, 6], { kind: 'short', total: 15 }],
    [
      "shard 1's part taken from the largest surplus",
      [30, 0, 10],
      [5, 20, 5],
      {
        kind: 'move',
        changes: [
          { shard: 0, delta: -20 },
          { shard: 1, delta: 20 },
        ],
      },
    ],
    [
      'two short shards filled from two sources',
      [0, 0, 12, 9],
      [4, 5, 2, 5],
      {
        kind: 'move',
        changes: [
          { shard: 2, delta: -9 },
          { shard: 0, delta: 4 },
          { shard: 1, delta: 5 },
        ],
      },
    ],
  ])('plans a spread consolidation (a batch approval): %s', (_case, available, need, plan) => {
    expect(spreadConsolidationPlan(available, need)).toEqual(plan);
  });

  it('spreads any covered need with each shard once, conserving the sum (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(1_000), fc.nat(1_000)), { minLength: 1, maxLength: 32 }), (shards) => {
        const available = shards.map(([have]) => have);
        const need = shards.map(([, wanted]) => wanted);
        const plan = spreadConsolidationPlan(available, need);
        const total = available.reduce((sum, value) => sum + value, 0);
        if (total < need.reduce((sum, value) => sum + value, 0)) return plan.kind === 'short';
        if (plan.kind === 'short') return false;
        const after = [...available];
        if (plan.kind === 'move') {
          if (new Set(plan.changes.map((change) => change.shard)).size !== plan.changes.length) return false;
          if (plan.changes.reduce((sum, change) => sum + change.delta, 0) !== 0) return false;
          for (const change of plan.changes) {
            if (change.delta < 0 && available[change.shard]! < -change.delta) return false;
            after[change.shard]! += change.delta;
          }
        }
        return after.every((value, shard) => value >= need[shard]!);
      }),
    );
  });

  it('plans a consolidation that covers the debit from the fewest shards, or says it cannot', () => {
    expect(consolidationPlan([0, 10, 10, 10], 0, 25)).toEqual({
      kind: 'move',
      amount: 25,
      sources: [
        { shard: 1, amount: 10 },
        { shard: 2, amount: 10 },
        { shard: 3, amount: 5 },
      ],
    });
    expect(consolidationPlan([5, 1, 30], 0, 20)).toEqual({
      kind: 'move',
      amount: 15,
      sources: [{ shard: 2, amount: 15 }],
    });
    expect(consolidationPlan([20, 0], 0, 20)).toEqual({ kind: 'covered' });
    expect(consolidationPlan([1, 2, 3], 1, 7)).toEqual({ kind: 'short', total: 6 });
  });

  it('moves exactly what the target lacks, never more than a source holds, whenever the sum covers it', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000 }), { minLength: 1, maxLength: 32 }),
        fc.nat(),
        fc.integer({ min: 1, max: 40_000 }),
        (available, pick, need) => {
          const target = pick % available.length;
          const plan = consolidationPlan(available, target, need);
          const sum = available.reduce((total, value) => total + value, 0);
          if (available[target]! >= need) return expect(plan.kind).toBe('covered');
          if (sum < need) return expect(plan).toEqual({ kind: 'short', total: sum });
          if (plan.kind !== 'move') throw new Error(`expected a move, got ${plan.kind}`);
          expect(plan.amount).toBe(need - available[target]!);
          expect(plan.sources.reduce((total, source) => total + source.amount, 0)).toBe(plan.amount);
          for (const source of plan.sources) {
            expect(source.shard).not.toBe(target);
            expect(source.amount).toBeGreaterThan(0);
            expect(source.amount).toBeLessThanOrEqual(available[source.shard]!);
          }
        },
      ),
    );
  });

  it('accepts balance_shards 1 to 32 (integers) on create and patch', () => {
    for (const value of [1, 8, 32]) {
      expect(PatchMerchantBodySchema.safeParse({ balance_shards: value }).success).toBe(true);
      expect(CreateMerchantBodySchema.safeParse({ name: 'a', balance_shards: value }).success).toBe(true);
    }
    for (const value of [0, 33, 1.5, -1, '2', null]) {
      expect(PatchMerchantBodySchema.safeParse({ balance_shards: value }).success).toBe(false);
      expect(CreateMerchantBodySchema.safeParse({ name: 'a', balance_shards: value }).success).toBe(false);
    }
  });
});
