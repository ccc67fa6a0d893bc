/** Batch payouts' own limits (docs/ARCHITECTURE.md, section 9; DESIGN 16). */

/** Rows of one batch; the dashboard splits a larger upload into batches of at most this many. */
export const BATCH_ITEMS_MAX = 1_000;
/** The merchant's own reference of a batch (unique per merchant), and a row's (unique in its batch). */
export const BATCH_REFERENCE_LENGTH_MAX = 64;
export const BATCH_ITEM_REFERENCE_LENGTH_MAX = 64;
export const BATCH_DESCRIPTION_LENGTH_MAX = 200;
export const BATCH_NOTE_LENGTH_MAX = 200;
export const BATCH_REJECT_REASON_LENGTH_MAX = 200;
/**
 * The create's body: 1,000 rows of up to about 300 bytes each (a 64-character account number, item
 * reference and a note), above the 64 KiB every other route takes.
 */
export const BATCH_BODY_BYTES_MAX = 512 * 1024;
/** A batch not approved this long after its creation is expired. */
export const BATCH_APPROVAL_WINDOW_SECONDS = 24 * 60 * 60;
/**
 * Gateway calls one worker message makes at once (the inquiries of validation, the payouts of the
 * pay-out). With the batches consumer's reserved concurrency (infra/specs.ts) it bounds the calls
 * all batches make at once.
 */
export const BATCH_GATEWAY_CONCURRENCY = 8;
/** Table writes one request or message makes at once (the rows of a create). */
export const BATCH_WRITE_CONCURRENCY = 16;
/**
 * A batch's rows are kept in this many parts (row i in part i mod parts; a batch of fewer rows has
 * a part per row), each its own partition key and its own worker message. A row writes its part's
 * key about 8.5 write units over its life (stored, validated, paid out, its outcome, its part's
 * count and flags), so a batch paid out at 1,000 rows a second puts 8,500 / 16 = 530 write units a
 * second on each part, about half of what a key takes (docs/benchmarks.md, "Scale").
 */
export const BATCH_PARTS_MAX = 16;
/** A part still not validated (or paid out) this long after its message was sent is sent again by the batch sweep. */
export const BATCH_PART_REDRIVE_SECONDS = 120;
/** How often the batch sweep looks at a batch being paid out (its rows finished by callbacks or reconciliation). */
export const BATCH_PROCESSING_CHECK_SECONDS = 60;
