/** The e-wallet payout's own limits (docs/ARCHITECTURE.md, section 9): amounts, phone numbers. */

export const EWALLET_AMOUNT_MIN_IDR = 10_000;
export const EWALLET_AMOUNT_MAX_IDR = 5_000_000;
/** Optional +62, 62 or 0, then 8, then 8 to 11 digits (docs/ARCHITECTURE.md, 14.1). */
export const EWALLET_PHONE_PATTERN = /^(?:\+62|62|0)?8\d{8,11}$/;
