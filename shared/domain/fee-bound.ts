import { CHANNELS, type AmountRange, type ChannelEntry } from '../channels/registry';
import { computeFees, type FeeChannel, type FeeRule } from './fees';
import { assertIdr } from './money';

export type { AmountRange };

/**
 * Every amount a fee key's rule is ever computed for: the union of the `feeAmounts` of the registry's
 * rows charged by it, so a key that prices several types (the VA rule) covers each type's amounts.
 */
export const FEE_CHANNEL_AMOUNTS = /* @__PURE__ */ (() => {
  const ranges: Partial<Record<FeeChannel, AmountRange>> = {};
  for (const [type, entry] of Object.entries(CHANNELS) as [string, ChannelEntry][]) {
    if (entry.fees === null) continue;
    if (entry.feeAmounts === null) throw new Error(`channel ${type} has a fee rule but no feeAmounts`);
    const known = ranges[entry.fees];
    ranges[entry.fees] =
      known === undefined
        ? { ...entry.feeAmounts }
        : {
            minIdr: Math.min(known.minIdr, entry.feeAmounts.minIdr),
            maxIdr: Math.max(known.maxIdr, entry.feeAmounts.maxIdr),
          };
  }
  return ranges as Record<FeeChannel, AmountRange>;
})();

const BPS_WHOLE = 10_000;

/** floor(a / b) of safe integers (b > 0) without a float division, which can round up near an integer. */
function floorDiv(numerator: number, divisor: number): number {
  assertIdr(numerator, 'dividend');
  const remainder = ((numerator % divisor) + divisor) % divisor;
  return (numerator - remainder) / divisor;
}

const reaches = (amountIdr: number, rule: FeeRule): boolean => computeFees(amountIdr, rule).net_amount < 1;

function assertRule(rule: FeeRule): void {
  for (const [part, value] of Object.entries(rule)) {
    if (value !== undefined && (!Number.isSafeInteger(value) || value < 0))
      throw new Error(`fee rule part ${part} must be a non-negative safe integer, got ${value}`);
  }
}

/**
 * The last amount at which the gateway minimum binds (the percentage part plus the fixed part is
 * below it): ceil(a*g/N) + fixed < min  <=>  ceil(a*g/N) <= gap - 1  <=>  a <= floor((gap-1)*N/g).
 * -1 when it never binds; MAX_SAFE_INTEGER when it always does (no gateway percentage).
 */
function lastAmountOfMinimum(rule: FeeRule): number {
  const gapIdr = (rule.gateway_fee_min ?? 0) - (rule.gateway_fee_fixed ?? 0);
  if (gapIdr <= 0) return -1;
  const gatewayBps = rule.gateway_fee_bps ?? 0;
  if (gatewayBps === 0) return Number.MAX_SAFE_INTEGER;
  return floorDiv((gapIdr - 1) * BPS_WHOLE, gatewayBps);
}

/**
 * Above the minimum, fee(a) = ceil(a*g/N) + ceil(a*p/N) + F with F the two fixed parts. Let
 * d = N - g - p and k(a) = floor(a*d/N), nondecreasing in a. Two facts about ceilings,
 * ceil(x) + ceil(y) >= ceil(x + y) and ceil(x) + ceil(y) <= ceil(x + y) + 1, with
 * ceil(a*(g+p)/N) - a = -k(a), give for every a:
 *
 *     F - k(a)  <=  fee(a) - a  <=  F + 1 - k(a)
 *
 * So: k(from) <= F means the fees reach `from` already (and d <= 0, a rate of 100 % or more, always
 * lands here). k(from) >= F + 2 means fee(a) - a <= -1 at `from` and, k being nondecreasing, at
 * every larger amount. Left is k(from) = F + 1: only the amounts with k(a) = F + 1 can fail, one
 * run of consecutive amounts of length at most ceil(N/d) <= N, which is checked one by one (at most
 * 10,000 fee computations, however large the range).
 */
function smallestAboveMinimum(rule: FeeRule, fromIdr: number, toIdr: number): number | undefined {
  const fixedIdr = (rule.gateway_fee_fixed ?? 0) + (rule.platform_fee_fixed ?? 0);
  const slackBps = BPS_WHOLE - (rule.gateway_fee_bps ?? 0) - (rule.platform_fee_bps ?? 0);
  const steps = floorDiv(fromIdr * slackBps, BPS_WHOLE);
  if (steps <= fixedIdr) return fromIdr;
  if (steps >= fixedIdr + 2) return undefined;
  const runEndIdr = Math.min(toIdr, floorDiv((fixedIdr + 2) * BPS_WHOLE - 1, slackBps));
  for (let amountIdr = fromIdr; amountIdr <= runEndIdr; amountIdr += 1) {
    if (reaches(amountIdr, rule)) return amountIdr;
  }
  return undefined;
}

/**
 * The smallest amount of the range whose fees reach it (net_amount < 1), or undefined when every
 * amount of the range keeps the merchant at least 1 IDR. Exact, without walking the range:
 *
 * - While the gateway minimum binds (amounts up to lastAmountOfMinimum), the fee is
 *   min + ceil(a*p/N) + platform fixed, and fee(a) - a = const - floor(a*(N-p)/N) never grows with a
 *   (p <= N; with p > N the fees already reach the first amount). Its first amount is the worst.
 * - Past it the minimum no longer binds and smallestAboveMinimum bounds the rest.
 */
export function smallestAmountFeesReach(rule: FeeRule, range: AmountRange): number | undefined {
  assertRule(rule);
  assertIdr(range.minIdr, 'range minimum');
  assertIdr(range.maxIdr, 'range maximum');
  if (range.minIdr < 0 || range.minIdr > range.maxIdr)
    throw new Error(`amount range ${range.minIdr}..${range.maxIdr} is empty or negative`);
  const minimumUntilIdr = lastAmountOfMinimum(rule);
  if (range.minIdr <= minimumUntilIdr && reaches(range.minIdr, rule)) return range.minIdr;
  if (minimumUntilIdr >= range.maxIdr) return undefined;
  return smallestAboveMinimum(rule, Math.max(range.minIdr, minimumUntilIdr + 1), range.maxIdr);
}
