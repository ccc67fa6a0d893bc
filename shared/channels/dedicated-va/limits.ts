/** Dedicated VA's own limits (docs/ARCHITECTURE.md, section 9). */

/** The only banks the gateway offers permanent (dedicated) VAs for. */
export const GATEWAY_DEDICATED_VA_BANK_CODES = ['002', '013'] as const;
/** The smallest payment a dedicated VA accepts; smaller ones would not cover the VA fees. */
export const DEDICATED_VA_PAYMENT_MIN_IDR = 10_000;
