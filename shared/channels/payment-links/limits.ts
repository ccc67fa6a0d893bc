/** Payment links' own limits (docs/ARCHITECTURE.md, "Where limits live" and "Payment links"): amounts, sizes, lifetimes, rates. */

/** The amounts a link may ask, or an open-amount link's customer may enter: both rails take them. */
export const LINK_AMOUNT_MIN_IDR = 10_000;
export const LINK_AMOUNT_MAX_IDR = 10_000_000;
export const LINK_DESCRIPTION_LENGTH_MAX = 200;
/** The most payments a reusable link may be given as its `max_uses`. */
export const LINK_USES_MAX = 1_000_000;
/** Random characters of a link id and of a payment token (base32: 5 bits each, so 130 bits). */
export const LINK_ID_RANDOM_CHARS = 26;
/** How long a one-time VA made from a link stays payable. */
export const LINK_VA_VALIDITY_HOURS = 24;
/** Requests a minute the public API takes for one link, from every source together (per source: the API's default). */
export const LINK_REQUESTS_PER_MINUTE = 120;
/** A page of a link's payments in the dashboard: its default and largest size. */
export const LINK_PAYMENTS_LIMIT_DEFAULT = 20;
export const LINK_PAYMENTS_LIMIT_MAX = 100;
