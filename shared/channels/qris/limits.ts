/** QRIS's own limits (docs/ARCHITECTURE.md, section 9): the amounts a QR may ask, how long it is payable. */

export const QRIS_AMOUNT_MIN_IDR = 10_000;
export const QRIS_AMOUNT_MAX_IDR = 10_000_000;
export const QRIS_VALIDITY_SECONDS = 30 * 60;
