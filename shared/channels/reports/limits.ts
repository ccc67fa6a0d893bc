/** The settlement report's own limits (docs/ARCHITECTURE.md, section 19). */

/** Postings one ledger read returns: the most the report holds at once, whatever the ledger's size. */
export const REPORT_PAGE_ITEMS_MAX = 500;
/** Moves whose transaction type is remembered while a report reads postings written before `tx_type`. */
export const REPORT_TYPE_CACHE_MAX = 1_000;
/** The longest range of Jakarta days one asynchronous report covers, both ends included. */
export const REPORT_RANGE_DAYS_MAX = 92;
/** How long a ready report's download link works. */
export const REPORT_LINK_EXPIRES_SECONDS = 900;
/**
 * How long a report may stay pending before the report sweep fails it (`timed_out`, with
 * `report.failed`): far past what its production takes (3 receives of at most 5 minutes each).
 */
export const REPORT_DEADLINE_SECONDS = 3_600;
/**
 * How long after a Jakarta day ends it counts as finished, so its closing may be stored as a
 * checkpoint: a posting carries its move's time, read when the work started, and commits later by
 * at most the longest run that writes moves (the settlement job's 15-minute timeout; a request's
 * retries end within seconds). An hour covers that with room to spare.
 */
export const REPORT_CHECKPOINT_MARGIN_MS = 3_600_000;
