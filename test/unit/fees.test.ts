import fc from 'fast-check';
import { computeFees, DEFAULT_FEES, type FeeChannel, type FeeRule, resolveFeeRule } from '../../shared/domain/fees';
import { basisPointsCeil } from '../../shared/domain/money';
import { type AmountRange, FEE_CHANNEL_AMOUNTS, smallestAmountFeesReach } from '../../shared/domain/fee-bound';
import { QRIS_AMOUNT_MAX_IDR, QRIS_AMOUNT_MIN_IDR } from '../../shared/channels/qris/limits';
import { DEDICATED_VA_PAYMENT_MIN_IDR } from '../../shared/channels/dedicated-va/limits';
import { CHANNELS, type ChannelEntry } from '../../shared/channels/registry';
import { GATEWAY_VA_AMOUNT_MAX_IDR, VA_AMOUNT_MIN_IDR } from '../../shared/constants';

/** ceil(a * b / 10000) computed with BigInt, independent of the code under test. */
const ceilBps = (amountIdr: number, bps: number): number => {
  const product = BigInt(amountIdr) * BigInt(bps);
  return Number((product + 9_999n) / 10_000n);
};

describe('computeFees with the default schedule (docs/ARCHITECTURE.md, 14.1)', () => {
  it.each([
    // amount, gateway 0.7 %, platform 0.3 %, each rounded up on its own
    [10_000, 70, 30],
    [10_001, 71, 31],
    [10_100, 71, 31],
    [10_143, 72, 31],
    [14_286, 101, 43],
    [99_999, 700, 300],
    [100_000, 700, 300],
    [123_456, 865, 371],
    [QRIS_AMOUNT_MAX_IDR, 70_000, 30_000],
  ])('QR %i pays gateway %i and platform %i', (amount, gateway, platform) => {
    expect(computeFees(amount, resolveFeeRule('qris'))).toEqual({
      gateway_fee: gateway,
      platform_fee: platform,
      total_fee: gateway + platform,
      net_amount: amount - gateway - platform,
    });
  });

  it.each([10_000, 150_000, 2_000_000_000])('VA %i pays the fixed 4000 + 1000 whatever the amount', (amount) => {
    expect(computeFees(amount, resolveFeeRule('va'))).toEqual({
      gateway_fee: 4_000,
      platform_fee: 1_000,
      total_fee: 5_000,
      net_amount: amount - 5_000,
    });
  });

  it.each([10_000, 1_000_000, 50_000_000])('transfer %i pays the fixed 2500 + 1000', (amount) => {
    const fees = computeFees(amount, resolveFeeRule('transfer'));
    expect([fees.gateway_fee, fees.platform_fee, fees.total_fee]).toEqual([2_500, 1_000, 3_500]);
  });

  it.each([
    // amount, gateway: 1 % rounded up but at least 1000, platform 500
    [10_000, 1_000],
    [50_000, 1_000],
    [99_999, 1_000],
    [100_000, 1_000],
    [100_001, 1_001],
    [150_000, 1_500],
    [5_000_000, 50_000],
  ])('e-wallet %i pays gateway %i (1 %%, minimum 1000) and platform 500', (amount, gateway) => {
    const fees = computeFees(amount, resolveFeeRule('ewallet'));
    expect([fees.gateway_fee, fees.platform_fee, fees.total_fee]).toEqual([gateway, 500, gateway + 500]);
  });

  it('refuses an amount that is not a safe integer', () => {
    expect(() => computeFees(10_000.5, resolveFeeRule('qris'))).toThrow(/safe integer/);
    expect(() => computeFees(Number.MAX_SAFE_INTEGER + 1, resolveFeeRule('qris'))).toThrow(/safe integer/);
  });
});

describe('resolveFeeRule', () => {
  it.each(Object.keys(DEFAULT_FEES) as FeeChannel[])('answers the default %s rule without overrides', (channel) => {
    expect(resolveFeeRule(channel)).toEqual(DEFAULT_FEES[channel]);
    expect(resolveFeeRule(channel, {})).toEqual(DEFAULT_FEES[channel]);
  });

  it('lets a merchant override one part of a channel and keeps the other parts', () => {
    const rule = resolveFeeRule('qris', { qris: { platform_fee_bps: 50 } });
    expect(rule).toEqual({ gateway_fee_bps: 70, platform_fee_bps: 50 });
    expect(computeFees(10_000, rule)).toEqual({ gateway_fee: 70, platform_fee: 50, total_fee: 120, net_amount: 9_880 });
  });

  it('applies an override only to its own channel', () => {
    const overrides = { va: { platform_fee_fixed: 0 } };
    expect(resolveFeeRule('va', overrides)).toEqual({ gateway_fee_fixed: 4_000, platform_fee_fixed: 0 });
    expect(resolveFeeRule('qris', overrides)).toEqual(DEFAULT_FEES.qris);
  });

  it('adds a fixed part to a percentage channel when the override sets one', () => {
    expect(computeFees(10_000, resolveFeeRule('qris', { qris: { gateway_fee_fixed: 1_000 } }))).toEqual({
      gateway_fee: 1_070,
      platform_fee: 30,
      total_fee: 1_100,
      net_amount: 8_900,
    });
  });

  it('does not modify the default schedule', () => {
    resolveFeeRule('qris', { qris: { gateway_fee_bps: 999 } });
    expect(DEFAULT_FEES.qris).toEqual({ gateway_fee_bps: 70, platform_fee_bps: 30 });
  });
});

const bps = fc.integer({ min: 0, max: 10_000 });
const fixed = fc.integer({ min: 0, max: 1_000_000 });
const ruleArb: fc.Arbitrary<FeeRule> = fc.record(
  {
    gateway_fee_bps: bps,
    gateway_fee_fixed: fixed,
    gateway_fee_min: fixed,
    platform_fee_bps: bps,
    platform_fee_fixed: fixed,
  },
  { requiredKeys: [] },
);
// amount x 10000 bps must stay a safe integer; larger amounts are refused (see below).
const amountArb = fc.integer({ min: 0, max: 900_000_000_000 });

describe('fee arithmetic properties', () => {
  it('total_fee = gateway_fee + platform_fee and net_amount = amount - total_fee', () => {
    fc.assert(
      fc.property(amountArb, ruleArb, (amount, rule) => {
        const fees = computeFees(amount, rule);
        expect(fees.total_fee).toBe(fees.gateway_fee + fees.platform_fee);
        expect(fees.net_amount).toBe(amount - fees.total_fee);
      }),
    );
  });

  it('every fee is a non-negative safe integer and every field is an integer', () => {
    fc.assert(
      fc.property(amountArb, ruleArb, (amount, rule) => {
        const fees = computeFees(amount, rule);
        for (const value of Object.values(fees)) expect(Number.isSafeInteger(value)).toBe(true);
        expect(fees.gateway_fee).toBeGreaterThanOrEqual(0);
        expect(fees.platform_fee).toBeGreaterThanOrEqual(0);
        expect(fees.gateway_fee).toBeGreaterThanOrEqual(rule.gateway_fee_min ?? 0);
      }),
    );
  });

  it('each percentage fee is the exact percentage rounded up: never less, and less than one rupiah more', () => {
    fc.assert(
      fc.property(amountArb, bps, bps, (amount, gatewayBps, platformBps) => {
        const fees = computeFees(amount, { gateway_fee_bps: gatewayBps, platform_fee_bps: platformBps });
        for (const [fee, rate] of [
          [fees.gateway_fee, gatewayBps],
          [fees.platform_fee, platformBps],
        ] as const) {
          const exact = BigInt(amount) * BigInt(rate);
          expect(BigInt(fee) * 10_000n >= exact).toBe(true);
          expect(BigInt(fee - 1) * 10_000n < exact || fee === 0).toBe(true);
        }
      }),
    );
  });

  it('QR fees stay within the amount for every allowed QR amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: QRIS_AMOUNT_MIN_IDR, max: QRIS_AMOUNT_MAX_IDR }), (amount) => {
        const fees = computeFees(amount, resolveFeeRule('qris'));
        expect(fees.gateway_fee).toBe(ceilBps(amount, 70));
        expect(fees.platform_fee).toBe(ceilBps(amount, 30));
        expect(fees.net_amount).toBeGreaterThan(0);
        expect(fees.net_amount).toBeLessThan(amount);
      }),
    );
  });

  it('the e-wallet gateway fee is never below its minimum', () => {
    fc.assert(
      fc.property(amountArb, (amount) => {
        expect(computeFees(amount, resolveFeeRule('ewallet')).gateway_fee).toBe(Math.max(1_000, ceilBps(amount, 100)));
      }),
    );
  });

  it('basisPointsCeil(a, b) == ceil(a * b / 10000)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 900_000_000_000 }), bps, (amount, rate) => {
        expect(basisPointsCeil(amount, rate)).toBe(ceilBps(amount, rate));
      }),
    );
  });

  it.each([
    [0, 70, 0],
    [1, 1, 1],
    [10_000, 1, 1],
    [10_001, 1, 2],
    [9_999, 10_000, 9_999],
  ])('basisPointsCeil(%i, %i) is %i', (amount, rate, expected) => {
    expect(basisPointsCeil(amount, rate)).toBe(expected);
  });

  it('refuses a product beyond the safe integer range rather than rounding it', () => {
    expect(() => basisPointsCeil(Number.MAX_SAFE_INTEGER, 2)).toThrow(/safe integer/);
  });
});

/** Whether the fees of `amount` under `rule` reach the amount itself. */
const reachesAt = (rule: FeeRule, amount: number): boolean => computeFees(amount, rule).total_fee >= amount;

/** The first amount of [min, max] whose fees reach it, by walking every amount: the oracle for small ranges. */
function bruteSmallestReach(rule: FeeRule, range: AmountRange): number | undefined {
  for (let amount = range.minIdr; amount <= range.maxIdr; amount += 1) {
    if (computeFees(amount, rule).total_fee >= amount) return amount;
  }
  return undefined;
}

describe("FEE_CHANNEL_AMOUNTS: each fee key's amounts, from the registry", () => {
  it.each(Object.entries(CHANNELS) as [string, ChannelEntry][])(
    '%s: a type charged by a rule has amounts, all inside its key range',
    (_type, entry) => {
      if (entry.fees === null) return expect(entry.feeAmounts).toBeNull();
      const range = FEE_CHANNEL_AMOUNTS[entry.fees];
      expect(entry.feeAmounts).not.toBeNull();
      expect(range.minIdr).toBeLessThanOrEqual(entry.feeAmounts!.minIdr);
      expect(range.maxIdr).toBeGreaterThanOrEqual(entry.feeAmounts!.maxIdr);
    },
  );

  it('the VA rule covers a one-time VA and any payment a dedicated VA takes', () => {
    expect(FEE_CHANNEL_AMOUNTS.va).toEqual({
      minIdr: Math.min(VA_AMOUNT_MIN_IDR, DEDICATED_VA_PAYMENT_MIN_IDR),
      maxIdr: GATEWAY_VA_AMOUNT_MAX_IDR,
    });
  });

  it('has a range for every fee key and no other', () => {
    expect(Object.keys(FEE_CHANNEL_AMOUNTS).sort()).toEqual(Object.keys(DEFAULT_FEES).sort());
  });
});

describe('smallestAmountFeesReach: the real bound of a fee rule over a range', () => {
  const qris = FEE_CHANNEL_AMOUNTS.qris;
  const ewallet = FEE_CHANNEL_AMOUNTS.ewallet;

  it.each<[string, FeeRule, AmountRange, number | undefined]>([
    ['the default QR rule', resolveFeeRule('qris'), qris, undefined],
    ['the default VA rule', resolveFeeRule('va'), FEE_CHANNEL_AMOUNTS.va, undefined],
    ['the default transfer rule', resolveFeeRule('transfer'), FEE_CHANNEL_AMOUNTS.transfer, undefined],
    ['the default e-wallet rule', resolveFeeRule('ewallet'), ewallet, undefined],
    // 50 % + 49.99 %: 9999 of 10000 leaves 1 IDR, but 10001 pays 5001 + 5000 (each rounded up).
    [
      'QR 50 % + 49.99 %, fine at the smallest amount only',
      { gateway_fee_bps: 5_000, platform_fee_bps: 4_999 },
      qris,
      10_001,
    ],
    // The e-wallet shape: 50 % (minimum 1000) + 44.99 % + 500 fixed is 9999 at 10000, 10001 at 10001.
    [
      'e-wallet 50 % (min 1000) + 44.99 % + 500, fine at the smallest amount only',
      resolveFeeRule('ewallet', { ewallet: { gateway_fee_bps: 5_000, platform_fee_bps: 4_499 } }),
      ewallet,
      10_001,
    ],
    ['a rate of 100 % reaches every amount', { gateway_fee_bps: 9_000, platform_fee_bps: 1_000 }, qris, 10_000],
    [
      'fixed parts that reach the smallest amount',
      { gateway_fee_fixed: 9_000, platform_fee_fixed: 1_000 },
      FEE_CHANNEL_AMOUNTS.va,
      10_000,
    ],
    [
      'fixed parts one below the smallest amount',
      { gateway_fee_fixed: 8_000, platform_fee_fixed: 1_999 },
      FEE_CHANNEL_AMOUNTS.va,
      undefined,
    ],
    ['a gateway minimum above the smallest amount', { gateway_fee_bps: 100, gateway_fee_min: 10_000 }, ewallet, 10_000],
    ['a gateway minimum that binds over the whole range', { gateway_fee_min: 9_999 }, ewallet, undefined],
    ['one percentage part of 99.99 %: fee - amount never grows', { platform_fee_bps: 9_999 }, qris, undefined],
  ])('%s', (_name, rule, range, expected) => {
    expect(smallestAmountFeesReach(rule, range)).toBe(expected);
    if (expected !== undefined) expect(computeFees(expected, rule).net_amount).toBeLessThan(1);
  });

  it.each<[FeeRule, AmountRange, number]>([
    [
      { gateway_fee_bps: 5_000, platform_fee_bps: 4_499, platform_fee_fixed: 500, gateway_fee_min: 1_000 },
      { minIdr: 10_000, maxIdr: 12_000 },
      10_001,
    ],
    // 99.29 % + 0.23 % + 15: fine from 3424 to 3478; 3479 pays 3455 + 9 + 15 = 3479, 55 amounts into the run.
    [{ gateway_fee_bps: 9_929, platform_fee_bps: 23, platform_fee_fixed: 15 }, { minIdr: 3_424, maxIdr: 5_000 }, 3_479],
  ])('finds the smallest reaching amount of %j over %j, as a walk over every amount does', (rule, range, expected) => {
    expect(bruteSmallestReach(rule, range)).toBe(expected);
    expect(smallestAmountFeesReach(rule, range)).toBe(expected);
  });

  // A walk over the millions of amounts of the range, a thousand times, would not end within the
  // test's time limit (the bound, not an assertion on time).
  it('judges the largest range without walking it, for a thousand rules', () => {
    for (let bps = 9_000; bps < 10_000; bps += 1) {
      const rule = { gateway_fee_bps: bps, platform_fee_bps: 9_999 - bps };
      const { minIdr, maxIdr } = FEE_CHANNEL_AMOUNTS.va;
      const reach = smallestAmountFeesReach(rule, FEE_CHANNEL_AMOUNTS.va);
      // Spot checks of the answer (the small ranges above compare it with the walk).
      if (reach === undefined) expect(reachesAt(rule, maxIdr)).toBe(false);
      else {
        expect(reachesAt(rule, reach)).toBe(true);
        if (reach > minIdr) expect(reachesAt(rule, reach - 1)).toBe(false);
      }
    }
  });

  it('refuses a rule with a negative or fractional part as a bug', () => {
    expect(() => smallestAmountFeesReach({ platform_fee_fixed: -1 }, qris)).toThrow(/non-negative/);
    expect(() => smallestAmountFeesReach({ gateway_fee_bps: 1.5 }, qris)).toThrow(/non-negative/);
  });
});

// Rules near the edge: g + p = 10000 - d with fixed parts around d - 1, where rounding up decides.
const edgeRuleArb: fc.Arbitrary<FeeRule> = fc
  .record({
    slack: fc.integer({ min: 1, max: 2_000 }),
    split: fc.double({ min: 0, max: 1, noNaN: true }),
    fixedDelta: fc.integer({ min: -3, max: 2 }),
    gatewayShare: fc.double({ min: 0, max: 1, noNaN: true }),
    min: fc.integer({ min: 0, max: 20_000 }),
  })
  .map(({ slack, split, fixedDelta, gatewayShare, min }) => {
    const rateBps = 10_000 - slack;
    const gatewayBps = Math.floor(rateBps * split);
    const fixedIdr = Math.max(0, slack + fixedDelta);
    const gatewayFixed = Math.floor(fixedIdr * gatewayShare);
    return {
      gateway_fee_bps: gatewayBps,
      platform_fee_bps: rateBps - gatewayBps,
      gateway_fee_fixed: gatewayFixed,
      platform_fee_fixed: fixedIdr - gatewayFixed,
      gateway_fee_min: min,
    };
  });
const anyRuleArb = fc.oneof(
  edgeRuleArb,
  ruleArb.filter((rule) => (rule.gateway_fee_bps ?? 0) + (rule.platform_fee_bps ?? 0) <= 10_000),
);
const channelArb = fc.constantFrom(...(Object.keys(FEE_CHANNEL_AMOUNTS) as FeeChannel[]));

describe('smallestAmountFeesReach properties', () => {
  it('a rule it accepts never charges fees that reach an amount of the range', () => {
    fc.assert(
      fc.property(
        anyRuleArb,
        channelArb,
        fc.nat(),
        fc.nat({ max: 30_000 }),
        (rule, channel, anywhere, nearSmallest) => {
          const range = FEE_CHANNEL_AMOUNTS[channel];
          fc.pre(smallestAmountFeesReach(rule, range) === undefined);
          // Anywhere in the range, and close to its smallest amount where rounding decides.
          for (const amount of [
            range.minIdr + (anywhere % (range.maxIdr - range.minIdr + 1)),
            Math.min(range.maxIdr, range.minIdr + nearSmallest),
          ]) {
            expect(computeFees(amount, rule).total_fee).toBeLessThan(amount);
          }
        },
      ),
      { numRuns: 1_000 },
    );
  });

  it('the amount it names is in the range and its fees reach it', () => {
    fc.assert(
      fc.property(anyRuleArb, channelArb, (rule, channel) => {
        const range = FEE_CHANNEL_AMOUNTS[channel];
        const reached = smallestAmountFeesReach(rule, range);
        fc.pre(reached !== undefined);
        expect(reached).toBeGreaterThanOrEqual(range.minIdr);
        expect(reached).toBeLessThanOrEqual(range.maxIdr);
        expect(computeFees(reached, rule).total_fee).toBeGreaterThanOrEqual(reached);
      }),
      { numRuns: 1_000 },
    );
  });

  // The fixed parts are chosen around floor(min * slack / 10000) - 1, where the answer depends on
  // rounding, not on the sizes alone; some rules also get a gateway minimum or plain random parts.
  const smallCaseArb = fc
    .record({
      minIdr: fc.integer({ min: 0, max: 4_000 }),
      length: fc.nat(4_000),
      // Small slacks make long runs, where the first reaching amount can lie deep inside one.
      slack: fc.oneof(fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 10_000 })),
      split: fc.double({ min: 0, max: 1, noNaN: true }),
      fixedDelta: fc.oneof(fc.constant(0), fc.integer({ min: -2, max: 2 })),
      gatewayShare: fc.double({ min: 0, max: 1, noNaN: true }),
      min: fc.oneof(fc.constant(0), fc.nat(400)),
    })
    .map(({ minIdr, length, slack, split, fixedDelta, gatewayShare, min }) => {
      const rateBps = 10_000 - slack;
      const gatewayBps = Math.floor(rateBps * split);
      const fixedIdr = Math.max(0, Math.floor((minIdr * slack) / 10_000) - 1 + fixedDelta);
      const gatewayFixed = Math.floor(fixedIdr * gatewayShare);
      const rule = {
        gateway_fee_bps: gatewayBps,
        platform_fee_bps: rateBps - gatewayBps,
        gateway_fee_fixed: gatewayFixed,
        platform_fee_fixed: fixedIdr - gatewayFixed,
        gateway_fee_min: min,
      };
      return { rule, range: { minIdr, maxIdr: minIdr + length } };
    });
  const randomSmallCaseArb = fc.record({
    rule: fc.record(
      {
        gateway_fee_bps: bps,
        platform_fee_bps: bps,
        gateway_fee_fixed: fc.nat(60),
        platform_fee_fixed: fc.nat(60),
        gateway_fee_min: fc.nat(400),
      },
      { requiredKeys: [] },
    ),
    range: fc
      .record({ minIdr: fc.integer({ min: 0, max: 4_000 }), length: fc.nat(4_000) })
      .map(({ minIdr, length }) => ({ minIdr, maxIdr: minIdr + length })),
  });

  it('agrees with a walk over every amount of a small range, for small rates and parts', () => {
    fc.assert(
      fc.property(fc.oneof(smallCaseArb, randomSmallCaseArb), ({ rule, range }) => {
        expect(smallestAmountFeesReach(rule, range)).toBe(bruteSmallestReach(rule, range));
      }),
      { numRuns: 2_000 },
    );
  });
});
