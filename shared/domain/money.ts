/** Money is a safe integer number of IDR; anything else is a bug, not a business outcome. */
export function assertIdr(value: number, what = 'amount'): number {
  if (!Number.isSafeInteger(value)) throw new Error(`${what} must be a safe integer of IDR, got ${value}`);
  return value;
}

/** ceil(amount * bps / 10000) in integer arithmetic: fees are always rounded up. */
export function basisPointsCeil(amountIdr: number, bps: number): number {
  assertIdr(amountIdr);
  assertIdr(bps, 'bps');
  const product = amountIdr * bps;
  assertIdr(product, 'amount x bps');
  return Math.floor((product + 9_999) / 10_000);
}
