/** The merchant's own money's limits (docs/ARCHITECTURE.md, section 9; DESIGN 17). */

/** A merchant keeps at most this many settlement accounts. */
export const SETTLEMENT_ACCOUNTS_MAX = 3;
/** A new settlement account takes withdrawals this long after it was added (a stolen session cannot empty the balance at once). */
export const SETTLEMENT_ACCOUNT_WAIT_HOURS = 24;
/** A withdrawal pays a bank account out: the bank payout's amounts. */
export const WITHDRAWAL_AMOUNT_MIN_IDR = 10_000;
export const WITHDRAWAL_AMOUNT_MAX_IDR = 50_000_000;
/** The amount a settlement account's inquiry names (the gateway checks the account, not the amount). */
export const SETTLEMENT_ACCOUNT_INQUIRY_AMOUNT_IDR = WITHDRAWAL_AMOUNT_MIN_IDR;
