/** The bank transfer payout's own limits (docs/ARCHITECTURE.md, section 9): amounts, account numbers. */

export const TRANSFER_AMOUNT_MIN_IDR = 10_000;
export const TRANSFER_AMOUNT_MAX_IDR = 50_000_000;
export const ACCOUNT_NUMBER_LENGTH_MIN = 4;
export const ACCOUNT_NUMBER_LENGTH_MAX = 64;
