import type { GatewayCallback } from '../../shared/gateway/port';
import { randomHex } from './clock';

/** What POST /control/callbacks describes: a late, duplicate, unknown or mismatched payment. */
export interface RawPaymentInput {
  partnerReff?: string | undefined;
  virtualAccountNumber?: string | undefined;
  amountIdr: number;
  gatewayReference?: string | undefined;
  bankCode?: string | undefined;
}

/** A raw payment with its gateway reference drawn. */
export type RawPayment = RawPaymentInput & { gatewayReference: string };

/** A channel's part that may take a raw payment: its callback, or undefined when the payment is not its own. */
export interface RawPaymentTaker {
  takeRawPayment(payment: RawPayment): GatewayCallback | undefined;
}

/**
 * One `payment.paid` callback exactly as the caller describes it (POST /sandbox/v1/callbacks): the
 * first channel part that takes it builds it, asked in the order the parts list gives
 * (./parts.ts), so the channel and bank follow what the gateway knows of the VA number or
 * partner_reff.
 */
export function rawPayment(takers: readonly RawPaymentTaker[], input: RawPaymentInput): GatewayCallback {
  const payment: RawPayment = { ...input, gatewayReference: input.gatewayReference ?? `GWR${randomHex(10)}` };
  for (const taker of takers) {
    const callback = taker.takeRawPayment(payment);
    if (callback !== undefined) return callback;
  }
  throw new Error('gateway simulator: no channel part takes this raw payment');
}
