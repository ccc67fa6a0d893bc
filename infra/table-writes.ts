import type { TableWrites } from '../shared/http/table-writes';

/**
 * What the read-write queue consumers and scheduled jobs write (shared/http/route.ts, TableWrites,
 * says how a row grants it); a route declares its own in its row (`tableWrites`, shared/route-rows/).
 *
 * Read from the code, module by module: test/infra/table-writes.test.ts bundles every function and
 * fails, printing the row to write here, unless this table names exactly the prefixes of the key
 * builders its bundled modules call, and DeleteItem exactly where a bundled module sends a
 * DeleteCommand. Module granularity over-approximates (a module that reads CLIENT# and writes IDEM#
 * lets its functions write both), which never denies a write the code makes; test/infra/
 * table-use.test.ts checks the writes the handlers really send against the same rows. No function's
 * code sends BatchWriteItem or Scan, so no role is granted either.
 */
/** Read-write consumers and jobs by spec id (infra/specs.ts): `Consumer-<queue>`, `Job-<schedule>`. */
export const TABLE_WRITES: Readonly<Record<string, TableWrites>> = {
  'Consumer-callbacks': {
    prefixes: [
      'BALANCE#',
      'CLIENT#',
      'IDEM#',
      'LEDGER#',
      'MERCHANT#',
      'MERCHANT_INDEX',
      'MOVE#',
      'REFUND#',
      'SUSPENSE',
      'TX#',
      'TXSEQ#',
      'VANUM#',
      'WEBHOOK#',
      'WHLOG#',
    ],
    deletes: true,
  },
  'Consumer-webhooks': { prefixes: ['CLIENT#', 'DEVICE#', 'PUSHLOG#', 'WEBHOOK#', 'WHLOG#'], deletes: false },
  'Consumer-orders': {
    prefixes: [
      'BALANCE#',
      'IDEM#',
      'LEDGER#',
      'MERCHANT#',
      'MERCHANT_INDEX',
      'MOVE#',
      'PPOBINQ#',
      'RECENTORDER#',
      'SUSPENSE',
      'TX#',
      'TXSEQ#',
      'WEBHOOK#',
      'WHLOG#',
    ],
    deletes: true,
  },
  'Job-expiry-sweep': {
    prefixes: [
      'BALANCE#',
      'IDEM#',
      'LEDGER#',
      'MERCHANT#',
      'MERCHANT_INDEX',
      'MOVE#',
      'SUSPENSE',
      'TX#',
      'TXSEQ#',
      'WEBHOOK#',
      'WHLOG#',
    ],
    deletes: true,
  },
  'Job-webhook-retry-sweep': {
    prefixes: [
      'BALANCE#',
      'IDEM#',
      'LEDGER#',
      'MERCHANT#',
      'MERCHANT_INDEX',
      'MOVE#',
      'SUSPENSE',
      'TX#',
      'TXSEQ#',
      'WEBHOOK#',
      'WHLOG#',
    ],
    deletes: true,
  },
  'Job-payout-reconciliation': {
    prefixes: [
      'BALANCE#',
      'IDEM#',
      'LEDGER#',
      'MERCHANT#',
      'MERCHANT_INDEX',
      'MOVE#',
      'SUSPENSE',
      'TX#',
      'TXSEQ#',
      'WEBHOOK#',
      'WHLOG#',
    ],
    deletes: true,
  },
  'Job-refund-reconciliation': {
    prefixes: [
      'BALANCE#',
      'IDEM#',
      'LEDGER#',
      'MERCHANT#',
      'MERCHANT_INDEX',
      'MOVE#',
      'REFUND#',
      'SUSPENSE',
      'TX#',
      'TXSEQ#',
      'WEBHOOK#',
      'WHLOG#',
    ],
    deletes: true,
  },
  'Job-order-redrive': {
    prefixes: [
      'BALANCE#',
      'IDEM#',
      'LEDGER#',
      'MERCHANT#',
      'MERCHANT_INDEX',
      'MOVE#',
      'SUSPENSE',
      'TX#',
      'TXSEQ#',
      'WEBHOOK#',
      'WHLOG#',
    ],
    deletes: true,
  },
  'Job-settlement': {
    prefixes: [
      'BALANCE#',
      'IDEM#',
      'LEDGER#',
      'MERCHANT#',
      'MERCHANT_INDEX',
      'MOVE#',
      'SUSPENSE',
      'TX#',
      'TXSEQ#',
      'WEBHOOK#',
      'WHLOG#',
    ],
    deletes: true,
  },
  'Job-ledger-audit': { prefixes: ['BALANCE#', 'LEDGER#', 'MERCHANT#', 'MERCHANT_INDEX', 'SUSPENSE'], deletes: false },
  'Job-kyc-document-sweep': { prefixes: ['KYC#', 'MERCHANT#'], deletes: true },
};
