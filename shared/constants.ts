/**
 * Every limit of the service, named once. Units go last in names.
 */
export const API_PREFIX = '/api/v1';

export const QRIS_AMOUNT_MIN_IDR = 10_000;
export const QRIS_AMOUNT_MAX_IDR = 10_000_000;
export const QRIS_VALIDITY_SECONDS = 30 * 60;

export const PER_PAGE_DEFAULT = 20;
export const PER_PAGE_MAX = 100;
export const PAGE_MAX = 1_000_000;

export const RATE_LIMIT_PER_MINUTE_DEFAULT = 60;
export const RATE_LIMIT_WINDOW_SECONDS = 60;

export const IDEMPOTENCY_KEY_LENGTH_MAX = 128;
export const IDEMPOTENCY_TTL_SECONDS = 24 * 60 * 60;
/** Longer than any function's timeout, so a key is only taken over from a request that is surely dead. */
export const IDEMPOTENCY_LOCK_SECONDS = 60;

export const REQUEST_BODY_BYTES_MAX = 64 * 1024;
export const AUTH_HEADER_LENGTH_MAX = 512;

export const GATEWAY_TIMEOUT_MS = 10_000;

export const WEBHOOK_TIMEOUT_MS = 30_000;
/** Delays before attempts 2..9; after the last one fails the delivery is marked failed. */
export const WEBHOOK_RETRY_DELAYS_SECONDS = [60, 300, 900, 3600, 10_800, 21_600, 43_200, 86_400] as const;
export const WEBHOOK_LOG_SIZE = 15;
/** The sweep leaves a fresh delivery to the immediate dispatch for this long before it re-sends it. */
export const WEBHOOK_DISPATCH_GRACE_SECONDS = 60;
/** A dispatcher holds a delivery this long while it sends it, so two dispatchers never send it at once. */
export const WEBHOOK_LEASE_SECONDS = 45;
export const WEBHOOK_LOG_TTL_SECONDS = 30 * 24 * 60 * 60;
export const WEBHOOK_RESPONSE_SNIPPET_CHARS_MAX = 200;

export const SWEEP_BATCH_SIZE_MAX = 100;
export const SQS_BATCH_SIZE = 10;
export const SQS_MAX_RECEIVE_COUNT = 5;

/** Optimistic writes on a hot item (balance, counters) are retried this many times with jittered backoff. */
export const TRANSACTION_RETRY_COUNT_MAX = 12;
export const TRANSACTION_RETRY_BASE_MS = 10;
export const TRANSACTION_RETRY_CAP_MS = 400;

export const SETTLEMENT_HOUR_JAKARTA = 0;
export const SETTLEMENT_MINUTE_JAKARTA = 5;
export const JAKARTA_OFFSET_MINUTES = 7 * 60;

export const CLIENT_SECRET_BYTES = 24;
export const PIN_LENGTH = 6;
