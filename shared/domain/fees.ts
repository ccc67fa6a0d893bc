import { FEE_DEFAULTS, type FeeChannel } from '../channels/registry';
import { assertIdr, basisPointsCeil } from './money';
import { done, feesBelowAmount, type Outcome } from './outcome';

/** The keys of the fee defaults; the channel registry names the key each transaction type is charged by. */
export type { FeeChannel };

/** A fee rule: a percentage part (basis points, rounded up), a fixed part, and a floor for the gateway part. */
export interface FeeRule {
  gateway_fee_bps?: number;
  gateway_fee_fixed?: number;
  gateway_fee_min?: number;
  platform_fee_bps?: number;
  platform_fee_fixed?: number;
}

export type FeeSchedule = Record<FeeChannel, FeeRule>;

/** The defaults of docs/ARCHITECTURE.md, 14.1, from the channel registry; a merchant record may override any part per channel. */
export const DEFAULT_FEES: FeeSchedule = FEE_DEFAULTS;

export interface Fees {
  gateway_fee: number;
  platform_fee: number;
  total_fee: number;
  net_amount: number;
}

export function resolveFeeRule(channel: FeeChannel, overrides?: Partial<Record<FeeChannel, FeeRule>>): FeeRule {
  return { ...DEFAULT_FEES[channel], ...(overrides?.[channel] ?? {}) };
}

function part(amountIdr: number, bps = 0, fixed = 0): number {
  return basisPointsCeil(amountIdr, bps) + fixed;
}

/** Fees of an inbound payment: the merchant receives amount - total_fee. */
export function computeFees(amountIdr: number, rule: FeeRule): Fees {
  assertIdr(amountIdr);
  const gatewayFee = Math.max(part(amountIdr, rule.gateway_fee_bps, rule.gateway_fee_fixed), rule.gateway_fee_min ?? 0);
  const platformFee = part(amountIdr, rule.platform_fee_bps, rule.platform_fee_fixed);
  const totalFee = gatewayFee + platformFee;
  return { gateway_fee: gatewayFee, platform_fee: platformFee, total_fee: totalFee, net_amount: amountIdr - totalFee };
}

/**
 * The fees of a payment or payout about to be created, or 422 fees_exceed_amount when they would
 * reach its amount (docs/ARCHITECTURE.md, 14.2): refused before anything moves, never asserted after.
 */
export function feesBelowAmountOf(amountIdr: number, rule: FeeRule): Outcome<Fees> {
  const fees = computeFees(amountIdr, rule);
  return feesBelowAmount(amountIdr, fees.total_fee) ?? done(fees);
}
