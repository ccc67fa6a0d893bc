import fc from 'fast-check';
import { computeFees, DEFAULT_FEES, type FeeChannel, type FeeRule, resolveFeeRule } from '../../shared/domain/fees';
import { basisPointsCeil } from '../../shared/domain/money';
import { QRIS_AMOUNT_MAX_IDR, QRIS_AMOUNT_MIN_IDR } from '../../shared/constants';

/** ceil(a * b / 10000) computed with BigInt, independent of the code under test. */
const ceilBps = (amountIdr: number, bps: number): number => {
  const product = BigInt(amountIdr) * BigInt(bps);
  return Number((product + 9_999n) / 10_000n);
};

describe('computeFees with the default schedule (DESIGN.md)', () => {
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
    expect(computeFees(amount, resolveFeeRule('va'))).toEqual({ gateway_fee: 4_000, platform_fee: 1_000, total_fee: 5_000, net_amount: amount - 5_000 });
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
  { gateway_fee_bps: bps, gateway_fee_fixed: fixed, gateway_fee_min: fixed, platform_fee_bps: bps, platform_fee_fixed: fixed },
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
        for (const [fee, rate] of [[fees.gateway_fee, gatewayBps], [fees.platform_fee, platformBps]] as const) {
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
