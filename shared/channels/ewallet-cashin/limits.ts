/**
 * E-wallet cash-in's own limits (docs/ARCHITECTURE.md, section 9): the amounts a customer may pay in
 * from an e-wallet, how long the request waits for the customer's approval, its reference number.
 */

export const EWALLET_CASHIN_AMOUNT_MIN_IDR = 10_000;
export const EWALLET_CASHIN_AMOUNT_MAX_IDR = 5_000_000;
/** The customer approves in the wallet app within 15 minutes, else the expiry sweep ends it. */
export const EWALLET_CASHIN_VALIDITY_SECONDS = 15 * 60;
/** The number the customer sees in the wallet app: 12 digits, drawn by the gateway. */
export const EWALLET_CASHIN_REFERENCE_PATTERN = /^\d{12}$/;
