/**
 * The partition-key prefixes a read-write function may write (PutItem, UpdateItem and, where
 * `deletes`, DeleteItem, each under a `dynamodb:LeadingKeys` condition; a TransactWriteItems call is
 * authorized item by item against the same statement). Keys come from shared/store/keys.ts; a
 * prefix is a key up to its first `#`, or the whole key where it has none (MERCHANT_INDEX,
 * SUSPENSE). test/infra/table-writes.test.ts bundles every function and fails, printing what to
 * write, unless the declaration names exactly the prefixes of the key builders its bundle calls.
 */
export interface TableWrites {
  prefixes: readonly string[];
  /** Sends DeleteItem (the idempotency record released after a 5xx). */
  deletes: boolean;
}

// The prefixes most rows share, by the modules that build their keys (module granularity: a module
// that reads a key and writes another lets its functions write both). A row spreads the ones its
// bundle carries and names the rest; infra/specs.ts sorts the list and drops repeats.

/**
 * Every read-write route's bundle: the request stack (the API client, its rate-limit count, the
 * idempotency record), the merchant with its balance and sequence counter, and transaction records.
 */
export const REQUEST_WRITES = [
  'BALANCE#',
  'CLIENT#',
  'IDEM#',
  'MERCHANT#',
  'MERCHANT_INDEX',
  'RATE#',
  'TX#',
  'TXSEQ#',
] as const;

/** The money engine: postings, the move journal, suspense, and the webhooks a move queues with their log. */
export const MONEY_MOVE_WRITES = ['LEDGER#', 'MOVE#', 'SUSPENSE', 'WEBHOOK#', 'WHLOG#'] as const;

/**
 * A payout's outcome that moves a payout batch's row with its money (shared/store/batch-rows.ts):
 * every function that records a payout outcome carries it.
 */
export const BATCH_ROW_WRITES = ['BATCHITEMS#'] as const;

/** The dashboard's user check: the signed-in user and the merchant's members. */
export const DASHBOARD_USER_WRITES = ['MEMBERS#', 'USER#'] as const;
