/** The refunds' own limits (docs/ARCHITECTURE.md, sections 9 and 17). */

/** An `original` refund (back through the payment's own rail) may be asked for this long after `paid_at`. */
export const REFUND_ORIGINAL_WINDOW_DAYS = 30;
/** The merchant's reason, kept with the refund and sent to the gateway. */
export const REFUND_REASON_LENGTH_MAX = 200;
/** The most refunds one payment may have (failed ones included): its list is read whole. */
export const REFUNDS_PER_TRANSACTION_MAX = 50;
/** The prefix of every refund id (`RF-<Jakarta date>-<12 characters>`); a gateway callback naming one is a refund's. */
export const REFUND_ID_PREFIX = 'RF';
/** A reason containing this makes the sandbox gateway reject the refund (LOCAL.md). */
export const SIM_REFUND_FAIL_MARKER = '[fail]';
