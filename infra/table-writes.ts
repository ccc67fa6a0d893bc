/**
 * The partition-key prefixes each read-write function may write (PutItem, UpdateItem and, where
 * `deletes`, DeleteItem, each under a `dynamodb:LeadingKeys` condition; a TransactWriteItems call is
 * authorized item by item against the same statement). Keys come from shared/store/keys.ts; a
 * prefix is a key up to its first `#`, or the whole key where it has none (MERCHANT_INDEX,
 * SUSPENSE).
 *
 * Read from the code, module by module: test/infra/table-writes.test.ts bundles every function and
 * fails, printing the row to write here, unless this table names exactly the prefixes of the key
 * builders its bundled modules call, and DeleteItem exactly where a bundled module sends a
 * DeleteCommand. Module granularity over-approximates (a module that reads CLIENT# and writes IDEM#
 * lets its functions write both), which never denies a write the code makes; test/infra/
 * table-use.test.ts checks the writes the handlers really send against the same rows. No function's
 * code sends BatchWriteItem or Scan, so no role is granted either.
 */
export interface TableWrites {
  prefixes: readonly string[];
  /** Sends DeleteItem (the idempotency record released after a 5xx). */
  deletes: boolean;
}

/** Read-write functions by spec id (infra/specs.ts): routes `Route-<id>`, consumers `Consumer-<queue>`, jobs `Job-<schedule>`. */
export const TABLE_WRITES: Readonly<Record<string, TableWrites>> = {
  'Route-createQris': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'RATE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Route-createVaPayment': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'RATE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'VANUM#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Route-createDedicatedVa': { prefixes: ['CLIENT#', 'IDEM#', 'MERCHANT#', 'MERCHANT_INDEX', 'RATE#', 'TX#', 'TXSEQ#', 'VANUM#'], deletes: true },
  'Route-transferInquiry': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'RATE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Route-transferConfirm': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'RATE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Route-ewalletInquiry': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'RATE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Route-ewalletConfirm': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'RATE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Route-registerDevice': { prefixes: ['CLIENT#', 'DEVICE#', 'IDEM#', 'MERCHANT#', 'MERCHANT_INDEX', 'RATE#', 'TX#', 'TXSEQ#'], deletes: true },
  'Route-disableDevice': { prefixes: ['CLIENT#', 'DEVICE#', 'IDEM#', 'MERCHANT#', 'MERCHANT_INDEX', 'RATE#', 'TX#', 'TXSEQ#'], deletes: true },
  'Route-createDigitalOrder': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'PPOBINQ#', 'RATE#', 'RECENTORDER#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Route-ppobInquiry': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'PPOBINQ#', 'RATE#', 'RECENTORDER#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Route-ppobOrder': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'PPOBINQ#', 'RATE#', 'RECENTORDER#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Route-resendWebhookDelivery': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'RATE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Route-pingWebhook': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'RATE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Route-adminCreateMerchant': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'RATE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Route-adminPatchMerchant': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'RATE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Route-adminCreateClient': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'RATE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Route-adminPatchClient': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'RATE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Route-rotateClientSecret': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'RATE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Route-adminBalanceAdjustment': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'RATE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Route-adminResendWebhook': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'RATE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Route-adminWebhookPing': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'RATE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Route-adminResolveSuspense': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'RATE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Consumer-callbacks': { prefixes: ['CLIENT#', 'IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'VANUM#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Consumer-webhooks': { prefixes: ['CLIENT#', 'DEVICE#', 'PUSHLOG#', 'WEBHOOK#', 'WHLOG#'], deletes: false },
  'Consumer-orders': { prefixes: ['IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'PPOBINQ#', 'RECENTORDER#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Job-expiry-sweep': { prefixes: ['IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Job-webhook-retry-sweep': { prefixes: ['IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Job-payout-reconciliation': { prefixes: ['IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Job-order-redrive': { prefixes: ['IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Job-settlement': { prefixes: ['IDEM#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'MOVE#', 'SUSPENSE', 'TX#', 'TXSEQ#', 'WEBHOOK#', 'WHLOG#'], deletes: true },
  'Job-ledger-audit': { prefixes: ['LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'SUSPENSE'], deletes: false },
};
