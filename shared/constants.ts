/**
 * Every limit of the service, named once. Units go last in names. A limit of one channel only lives
 * in its folder (`shared/channels/<channel>/limits.ts`, docs/ARCHITECTURE.md, section 9).
 */
export const API_PREFIX = '/api/v1';

export const PER_PAGE_DEFAULT = 20;
export const PER_PAGE_MAX = 100;
export const PAGE_MAX = 1_000_000;

export const RATE_LIMIT_PER_MINUTE_DEFAULT = 60;
export const RATE_LIMIT_WINDOW_SECONDS = 60;
/** The most an operator may set for one API client (`rate_limit_per_minute`, docs/ARCHITECTURE.md, section 9). */
export const RATE_LIMIT_PER_MINUTE_CLIENT_MAX = 100_000;
/**
 * Hits a minute one rate-limit counter item takes before a raised client's count is spread over
 * more: 30,000 a minute is 500 writes a second, half of what one partition key value takes
 * (docs/ARCHITECTURE.md, section 9). The default limit and raises up to this count on one item.
 */
export const RATE_LIMIT_SHARD_HITS_PER_MINUTE = 30_000;

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
/**
 * Shards of every due-index partition (docs/ARCHITECTURE.md, section 7): `DUE#<KIND>#<0..N-1>` by a hash of the item id,
 * so no partition key is written in proportion to the whole platform's traffic.
 */
export const DUE_SHARDS_DEFAULT = 16;
export const SQS_BATCH_SIZE = 10;
export const SQS_MAX_RECEIVE_COUNT = 5;

/**
 * The retry policy (shared/store/retry.ts): attempts of one optimistic loop (a write on a hot item,
 * contention, throttling, a lost answer), retries of one unit of work (a request, a queued message,
 * a swept item) across all its loops, and the full-jitter backoff's base and cap.
 */
export const RETRY_LOOP_ATTEMPTS_MAX = 20;
export const RETRY_UNIT_RETRIES_MAX = 40;
export const RETRY_BASE_MS = 10;
export const RETRY_CAP_MS = 400;
/**
 * An API request retries for at most this long after it started, and stops this long before its
 * function's timeout, whichever comes first: then it answers 503 with Retry-After and releases its
 * idempotency key, so the merchant's retry can run, instead of timing out with the key still held.
 */
export const RETRY_REQUEST_TIME_MAX_MS = 20_000;
export const RETRY_TIMEOUT_MARGIN_MS = 5_000;

export const SETTLEMENT_HOUR_JAKARTA = 0;
export const SETTLEMENT_MINUTE_JAKARTA = 5;
export const JAKARTA_OFFSET_MINUTES = 7 * 60;

export const CLIENT_SECRET_BYTES = 24;
export const PIN_LENGTH = 6;

// ---------------------------------------------------------------------------
// Gateway and simulator
// ---------------------------------------------------------------------------
/** Hex HMAC-SHA256 of the raw callback body, keyed with the gateway callback secret. */
export const GATEWAY_SIGNATURE_HEADER = 'X-Gateway-Signature';
/** Upper bound on the references (partner_reff, a VA's reference) and account names sent to the gateway. */
export const GATEWAY_TEXT_LENGTH_MAX = 100;
/** The gateway's own VA amount limits; the simulator enforces them like the real one. */
export const GATEWAY_VA_AMOUNT_MIN_IDR = 10_000;
export const GATEWAY_VA_AMOUNT_MAX_IDR = 2_000_000_000;

export const SIMULATOR_BODY_BYTES_MAX = 64 * 1024;
export const SIMULATOR_CALLBACK_TIMEOUT_MS = 5_000;
/** Delays before retries 1..3 of a failed callback delivery; short because tests wait for the outcome. */
export const SIMULATOR_CALLBACK_RETRY_DELAYS_MS = [100, 300, 900] as const;
export const SIMULATOR_CALLBACK_COPIES_MAX = 20;
export const SIMULATOR_FAULT_COUNT_MAX = 1_000;
export const SIMULATOR_FAULT_DELAY_MS_MAX = 120_000;
export const SIMULATOR_CLOCK_ADVANCE_SECONDS_MAX = 400 * 24 * 60 * 60;
/** Random VA numbers are redrawn on collision; this many draws in a row colliding means the space is exhausted. */
export const SIMULATOR_VA_NUMBER_DRAWS_MAX = 100;

// ---------------------------------------------------------------------------
// Virtual accounts
// ---------------------------------------------------------------------------
export const VA_AMOUNT_MIN_IDR = 10_000;
export const VA_AMOUNT_MAX_IDR = 2_000_000_000;
export const VA_EXPIRES_IN_HOURS_MIN = 1;
export const VA_EXPIRES_IN_HOURS_MAX = 720;
export const VA_EXPIRES_IN_HOURS_DEFAULT = 24;
export const BANK_CODE_LENGTH_MAX = 10;
/** The one-time VA bank list is cached per Lambda container this long; the gateway changes it rarely. */
export const VA_BANKS_CACHE_SECONDS = 5 * 60;

// ---------------------------------------------------------------------------
// Devices and push notifications
// ---------------------------------------------------------------------------
export const DEVICE_PLATFORMS = ['android', 'ios', 'web'] as const;
export const DEVICE_TOKEN_LENGTH_MAX = 255;
export const DEVICE_APP_VERSION_LENGTH_MAX = 32;
export const DEVICE_NAME_LENGTH_MAX = 128;
/** Logs and the push outbox show only this many trailing characters of a push token. */
export const DEVICE_TOKEN_SUFFIX_CHARS = 6;
/** One notification goes to at most this many active devices of a merchant. */
export const PUSH_DEVICES_PER_MERCHANT_MAX = 100;
export const PUSH_OUTBOX_LIST_SIZE = 50;
export const PUSH_OUTBOX_TTL_SECONDS = 30 * 24 * 60 * 60;

// ---------------------------------------------------------------------------
// Payouts
// ---------------------------------------------------------------------------
export const PRODUCT_CODE_LENGTH_MAX = 32;
/** An inquiry not confirmed within this time is expired (422 inquiry_expired, and the sweep marks it). */
export const PAYOUT_INQUIRY_VALIDITY_SECONDS = 30 * 60;
/** Wrong PINs in a row that lock confirms, and for how long. */
export const PIN_ATTEMPTS_MAX = 5;
export const PIN_LOCK_SECONDS = 15 * 60;
/**
 * Longer than any PIN check can take (API functions time out at 25 s, API Gateway at 30 s): a
 * reservation older than this whose attempt is still counted as being judged belongs to a request
 * that died, and its slot may be taken back (store/pin-attempts.ts).
 */
export const PIN_JUDGING_SECONDS_MAX = 60;
/**
 * A confirm that finds every PIN slot it may take held by attempts being judged looks at the PIN
 * item again after a wait doubling from the first to the second (jittered), until its request's
 * deadline (shared/channels/payouts/pin.ts). A judgement takes about 60 ms (scrypt), so a burst of
 * right PINs gives its slots back every round of 5 judgements.
 */
export const PIN_WAIT_STEP_MS = 25;
export const PIN_WAIT_STEP_MAX_MS = 100;
/** A held payout without a final outcome for this long is asked of the gateway by reconciliation. */
export const PAYOUT_RECONCILE_AFTER_SECONDS = 2 * 60;
/** Reconciliation of a payout whose outcome stays unknown backs off: 2 min, 4 min, ... capped here. */
export const PAYOUT_RECONCILE_BACKOFF_CAP_SECONDS = 60 * 60;

// ---------------------------------------------------------------------------
// Sweeps (scheduled jobs) and dead-letter redrive
// ---------------------------------------------------------------------------
/** Merchants a sweep works on at once; one merchant's items always run one after another. */
export const SWEEP_CONCURRENCY_MAX = 16;
/** A scheduled run stops starting items this long before its Lambda times out, so items in flight can finish. */
export const SWEEP_SAFETY_MARGIN_MS = 10_000;
/** Reconciliation's items each wait on up to two gateway calls (status, then execute), so it stops earlier. */
export const RECONCILE_SAFETY_MARGIN_MS = 2 * GATEWAY_TIMEOUT_MS + 5_000;
/** The budget of a run started outside a scheduled Lambda (tests, scripts) that names none. */
export const SWEEP_BUDGET_DEFAULT_MS = 30_000;
/** The worker functions' Lambda timeout; the local stack gives each scheduled run the same time. */
export const WORKER_TIMEOUT_SECONDS = 60;
/** How long a queue keeps a message, and its dead-letter queue a dead letter (long enough for an operator). */
export const QUEUE_RETENTION_DAYS = 4;
export const DEAD_LETTER_RETENTION_DAYS = 14;
/** One redrive call moves messages for at most this long (under the API's 25 s), then answers; call again for the rest. */
export const REDRIVE_BUDGET_MS = 15_000;
/** One redrive call moves at most this many messages. */
export const REDRIVE_MESSAGES_MAX = 10_000;
/** The dead-letter queue is drained when a receive that waited this long finds nothing. */
export const REDRIVE_RECEIVE_WAIT_SECONDS = 1;
/** A dead letter being copied back stays invisible this long, so no other redrive copies it too. */
export const REDRIVE_VISIBILITY_SECONDS = 60;

/** The settlement job's Lambda timeout (the maximum): it works until nothing is due or this runs out. */
export const SETTLEMENT_TIMEOUT_SECONDS = 900;

/** How long the secret before a rotation keeps working, so the merchant can roll the new one out. */
export const CLIENT_SECRET_GRACE_SECONDS = 24 * 60 * 60;
/**
 * API clients a merchant may create in the dashboard (409 client_limit_reached beyond): enough for
 * every server and environment, few enough to list in one read. Deactivated clients count; an
 * operator may create more through the admin API.
 */
export const DASHBOARD_CLIENTS_PER_MERCHANT_MAX = 20;
/**
 * How deep the logger follows nested values: deeper content is replaced with `[too deep]`, never
 * passed through unredacted (a log line this deep is a bug or an attack, and unbounded recursion
 * could overflow the stack).
 */
export const LOG_DEPTH_MAX = 100;

// ---------------------------------------------------------------------------
// Merchant webhook self-service: the event feed and timestamped signatures
// ---------------------------------------------------------------------------
/** GET /events: page size bounds and default. */
export const EVENTS_PAGE_SIZE_DEFAULT = 20;
export const EVENTS_PAGE_SIZE_MAX = 100;
/** GET /events lists the events created within this window before now. */
export const EVENTS_WINDOW_SECONDS = 30 * 24 * 60 * 60;
/** Unix seconds at which a webhook was signed (the `t` of the V2 signature). */
export const WEBHOOK_TIMESTAMP_HEADER = 'X-Webhook-Timestamp';
/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the client secret>`. */
export const WEBHOOK_SIGNATURE_V2_HEADER = 'X-Webhook-Signature-V2';
/** A receiver refuses a V2 signature whose timestamp is further than this from its own clock (replays). */
export const WEBHOOK_SIGNATURE_TOLERANCE_SECONDS = 5 * 60;

// ---------------------------------------------------------------------------
// CSV export of transactions (release 1.4.0, docs/ARCHITECTURE.md, 14.2)
// ---------------------------------------------------------------------------
/** The longest range one export may span, in Jakarta calendar days, both ends included. */
export const EXPORT_RANGE_DAYS_MAX = 92;
/** What an export without `from` covers: the last 30 Jakarta days, `to` included. */
export const EXPORT_RANGE_DAYS_DEFAULT = 30;
/** An export matching more rows answers 422 export_too_large, so the merchant narrows the range. */
export const EXPORT_ROWS_MAX = 50_000;
/** Items one index query of the export evaluates: the most transaction records it holds at once. */
export const EXPORT_PAGE_ITEMS_MAX = 500;
/**
 * How much earlier than its sequence number suggests a transaction's created_at may lie: the time
 * is read before the per-merchant sequence number is taken, and the two are at most one function
 * run apart (Lambda's longest run, 15 minutes). The export widens its sequence bounds by this much.
 */
export const EXPORT_CREATION_SKEW_MS = 15 * 60 * 1000;
/**
 * The most body bytes, counted as the JSON-escaped text the Lambda runtime sends, that a buffered
 * response carries: HTTP API integrations cannot stream and a Lambda response is at most 6 MB, so
 * 1 MB is left for the headers and the JSON around the body.
 */
export const BUFFERED_BODY_BYTES_MAX = 5 * 1024 * 1024;

/** The scheduled ledger audit's period, in AWS (its rule) and on the local stack alike (docs/ARCHITECTURE.md, section 11). */
export const LEDGER_AUDIT_INTERVAL_MS = 15 * 60 * 1000;

/**
 * How long a process trusts the balance shards (N) it learned from a merchant record it read, on
 * paths that do not read the merchant (callbacks, sweeps). A cached N only picks the shard of a
 * credit or of a transaction's first move: every shard below any N ever set exists, so a stale N is
 * safe; it only delays a change of N by at most this long on those paths.
 */
export const BALANCE_SHARDS_CACHE_SECONDS = 60;

/**
 * The largest KYC document (a scan of a KTP, NPWP, NIB or deed): the presigned POST's policy caps
 * the upload at it (content-length-range), and the submission checks the size of the copy it pins.
 */
export const KYC_DOCUMENT_BYTES_MAX = 10 * 1024 * 1024;
/** How long a presigned KYC upload (POST policy) is valid: long enough for a slow phone upload, short enough to leak little. */
export const KYC_UPLOAD_URL_SECONDS = 15 * 60;
/** How long an operator's presigned download URL of a KYC document is valid. */
export const KYC_DOWNLOAD_URL_SECONDS = 5 * 60;
/** The key prefix of every KYC document object in the bucket (the functions' grants are on `kyc/*`). */
export const KYC_OBJECT_PREFIX = 'kyc/';
/**
 * Where uploads land: `kyc/uploads/<merchant_id>/<document_id>`, the only keys a presigned POST
 * names. The bucket's lifecycle rule deletes every object here 7 days after its upload.
 */
export const KYC_UPLOAD_PREFIX = `${KYC_OBJECT_PREFIX}uploads/`;
/**
 * Where a submission pins what it checked: `kyc/submitted/<merchant_id>/<document_id>/<etag>`, a
 * copy no upload URL points at, kept (no lifecycle rule) for the operator's review.
 */
export const KYC_SUBMITTED_PREFIX = `${KYC_OBJECT_PREFIX}submitted/`;
/** The most KYC documents a merchant holds at once (409 kyc_document_limit_reached beyond); never-submitted ones leave after KYC_UNSUBMITTED_DOCUMENT_DAYS. */
export const KYC_DOCUMENTS_PER_MERCHANT_MAX = 20;
/** A document never submitted is deleted this many days after it was created (its record by the sweep, its upload by the bucket's lifecycle rule). */
export const KYC_UNSUBMITTED_DOCUMENT_DAYS = 7;

/**
 * What a function may do with the KYC documents bucket (objects under `kyc/` only; infra/grants.ts):
 * `upload` signs presigned POSTs of uploads (s3:PutObject on `kyc/uploads/*`, which a presigned
 * POST is authorized as); `submit` checks uploads and pins copies of them (s3:GetObject on `kyc/*`,
 * which also authorizes HeadObject and a copy's source, s3:PutObject and s3:GetObjectVersion on
 * `kyc/submitted/*`); `read` signs an operator's download of a pinned version (s3:GetObject and
 * s3:GetObjectVersion on `kyc/*`); `sweep` deletes uploads (s3:DeleteObject on `kyc/uploads/*`).
 */
/**
 * Where the asynchronous reports' files are written in the documents bucket:
 * `reports/<merchant_id>/<report_id>.<csv|xlsx>` (shared/channels/reports/files-store.ts).
 */
export const REPORT_OBJECT_PREFIX = 'reports/';
/**
 * How long a produced report file is kept (the bucket's lifecycle rule on REPORT_OBJECT_PREFIX):
 * its download link expires in minutes and a new report can be asked for at any time.
 */
export const REPORT_FILE_RETENTION_DAYS = 30;
/** `reportWrite`: the report worker writes the files; `reportRead`: the report's GET signs their download links. */
export type KycDocumentsAccess = 'upload' | 'submit' | 'read' | 'sweep' | 'reportWrite' | 'reportRead';

/**
 * The dashboard's filtered transaction list reads every transaction of the selected days (or of the
 * whole history without dates) on the merchant index, filtered by DynamoDB: at most this many per
 * request, else 422 filter_too_broad (narrow the days).
 */
export const DASHBOARD_FILTER_SCAN_MAX = 10_000;

/**
 * The most ledger postings one bucket statement (GET /dashboard/v1/balance/statement with
 * `bucket`, a page or its CSV) reads from the ledger by time, else 422 filter_too_broad (narrow
 * the days): the span read is the range plus the stretch to its anchor (a day-close checkpoint
 * before it, or now). Its CSV (at most this many rows, about 150 bytes each) fits one buffered response.
 */
export const STATEMENT_POSTINGS_READ_MAX = 20_000;
