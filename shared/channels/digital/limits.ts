/**
 * The limits of digital products and PPOB (docs/ARCHITECTURE.md, section 9): orders, the catalog,
 * destinations, the provider and its simulation.
 */

/** Identical digital orders (merchant, product, destination) within this window are refused (contract: 60 s). */
export const DUPLICATE_ORDER_WINDOW_SECONDS = 60;
/** An order the consumer has not finished by then is handed to the orders queue again by the order sweep. */
export const ORDER_REDRIVE_AFTER_SECONDS = 60;
/** Re-checks of an order the provider has not finished: 2 s, doubling, at most 5 minutes apart. */
export const ORDER_RECHECK_BASE_SECONDS = 2;
export const ORDER_RECHECK_CAP_SECONDS = 300;
/** A postpaid inquiry can be paid once, within 30 minutes. */
export const PPOB_INQUIRY_VALIDITY_SECONDS = 30 * 60;
export const REF_ID_LENGTH_MAX = 64;
/**
 * What the platform adds to the provider's price when a merchant has no markup of its own. 1000 IDR
 * is the platform fee of a transfer, and the margin Indonesian PPOB resellers usually keep per
 * top-up: it covers the per-order costs (provider clearing, webhooks, support) while a Telkomsel
 * 10.000 still sells for less than a retail counter asks (about 12.000).
 */
export const DIGITAL_MARKUP_DEFAULT_IDR = 1_000;
/** The highest per-merchant markup an operator may set (admin PATCH `digital_markup_idr`). */
export const DIGITAL_MARKUP_MAX_IDR = 1_000_000;
/** Longest `operator` and `search` text the product list accepts. */
export const DIGITAL_QUERY_TEXT_LENGTH_MAX = 64;
/** Indonesian mobile numbers, written 08...: 10 to 13 digits. */
export const MSISDN_DIGITS_MIN = 10;
export const MSISDN_DIGITS_MAX = 13;
/** Game user IDs (Mobile Legends, Free Fire, PUBG Mobile, Genshin Impact UIDs) are 4 to 20 digits. */
export const GAME_ACCOUNT_DIGITS_MIN = 4;
export const GAME_ACCOUNT_DIGITS_MAX = 20;
/** Game server (zone) IDs: 2 to 8 digits. */
export const GAME_SERVER_ID_DIGITS_MIN = 2;
export const GAME_SERVER_ID_DIGITS_MAX = 8;
/** PLN meter numbers are 11 digits, customer IDs (ID pelanggan) 12. */
export const PLN_METER_DIGIT_COUNTS = [11, 12] as const;
/** Postpaid customer numbers (BPJS, PDAM, Telkom): 6 to 20 digits. */
export const CUSTOMER_NUMBER_DIGITS_MIN = 6;
export const CUSTOMER_NUMBER_DIGITS_MAX = 20;
/** How long one call to the digital-product provider may take, unless PROVIDER_TIMEOUT_MS says otherwise. */
export const PROVIDER_TIMEOUT_MS = 10_000;
/** Upper bound on the references, destinations, server IDs and reasons exchanged with the provider. */
export const PROVIDER_TEXT_LENGTH_MAX = 100;
/** Serial numbers get more room: a PLN token's SN also carries the customer's name, tariff and kWh. */
export const PROVIDER_SN_LENGTH_MAX = 500;
/** A simulated order or bill payment to a destination ending 1111 stays pending this long, then fails. */
export const SIMULATOR_DIGITAL_FAIL_AFTER_MS = 1_000;
/** One to a destination ending 2222 stays pending this long, then succeeds. */
export const SIMULATOR_DIGITAL_SUCCESS_AFTER_MS = 2_000;
/** The simulator's postpaid bills: `tagihan` within these bounds, due on this day of the month. */
export const SIMULATOR_BILL_MIN_IDR = 50_000;
export const SIMULATOR_BILL_MAX_IDR = 500_000;
export const SIMULATOR_BILL_DUE_DAY = 20;
