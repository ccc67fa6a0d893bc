import { DASHBOARD_FILTER_SCAN_MAX, EXPORT_RANGE_DAYS_MAX } from '../constants';
import type { Membership } from '../domain/members';
import { done, refuse, type Outcome } from '../domain/outcome';
import { statementEntries, statementPage, type StatementEntry } from '../domain/statement';
import type { DashboardTransactionsQuery, StatementQuery } from '../schemas/dashboard-money';
import { merchantLedgerPostings } from '../store/ledger';
import { selectionPagesNewestFirst, countSelection, type ExportSelection } from '../store/transaction-export';
import type { MerchantReads } from '../store/request-reads';
import { counterShardsOfMerchant, type TransactionRecord } from '../store/transactions';
import { toJakartaIso } from '../time';
import { listItemView } from '../views/transaction';
import { bucketStatementPage, readBucketStatement, statementCsv } from './bucket-statement';
import { mergedNewestFirst, resolveExportRange, selectionsOf, type CsvExport, type ExportRange } from './export';
import { listTransactions } from './transactions';

/**
 * The dashboard's money views and the PIN (docs/ARCHITECTURE.md, section 15): the statement, the
 * API's transaction list with filters, and a user setting or changing the merchant's PIN.
 */

export interface StatementEntryView extends Omit<StatementEntry, 'at_ms'> {
  at: string;
}

const entryView = ({ at_ms: atMs, ...entry }: StatementEntry): StatementEntryView => ({
  ...entry,
  at: toJakartaIso(atMs),
});

type StatementView = {
  entries: StatementEntryView[];
  next_cursor: string | null;
  opening_balance?: number;
  closing_balance?: number;
};

/**
 * The statement as CSV (`format=csv`): one bucket's entries of the range, with its opening and
 * closing balance (operations/bucket-statement.ts).
 */
export async function balanceStatementCsv(
  membership: Membership,
  query: StatementQuery,
  nowMs: number,
): Promise<Outcome<CsvExport>> {
  if (query.bucket === undefined)
    return refuse('validation_failed', 'The request is invalid', { bucket: ['Required with format=csv'] });
  const range = resolveExportRange(query, nowMs, EXPORT_RANGE_DAYS_MAX);
  if (!range.ok) return range;
  const statement = await readBucketStatement(membership.merchant_id, query.bucket, range.value, nowMs);
  if (!statement.ok) return statement;
  return done(statementCsv(statement.value, range.value, query.lang));
}

/**
 * GET /dashboard/v1/balance/statement. With a bucket, that bucket's entries of the range from
 * bounded reads of the ledger by time (operations/bucket-statement.ts). Without one, the running balances need every posting from the first on,
 * so the whole ledger of the merchant (all its shards' partitions) is read per request, then the
 * page is cut in memory: the cost grows with the merchant's history, not with the page.
 */
export async function balanceStatement(
  membership: Membership,
  query: StatementQuery,
  nowMs: number,
): Promise<Outcome<StatementView>> {
  const range = resolveExportRange(query, nowMs, EXPORT_RANGE_DAYS_MAX);
  if (!range.ok) return range;
  if (query.bucket !== undefined) {
    const read = await bucketStatementPage(membership.merchant_id, query.bucket, range.value, query, nowMs);
    if (!read.ok) return read;
    return done({
      entries: read.value.page.map(entryView),
      next_cursor: read.value.nextCursor,
      opening_balance: read.value.statement.opening,
      closing_balance: read.value.statement.closing,
    });
  }
  const postings = await merchantLedgerPostings(membership.merchant_id);
  if (postings === undefined) return refuse('not_found', 'Merchant not found');
  const page = statementPage(statementEntries(membership.merchant_id, postings), {
    fromMs: range.value.fromMs,
    toEndMs: range.value.toEndMs,
    limit: query.limit,
    startingAfter: query.starting_after,
  });
  if (!page.ok)
    return refuse('invalid_cursor', 'starting_after names no entry of this statement; start again without it');
  return done({ entries: page.entries.map(entryView), next_cursor: page.nextCursor });
}

type TransactionPage = { data: unknown[]; meta: Record<string, number> };

const hasFilter = (query: DashboardTransactionsQuery): boolean =>
  [query.type, query.status, query.from, query.to, query.q].some((value) => value !== undefined);

/** The days a filtered list covers: the given ones (as the export resolves them), else the whole history. */
function filterRange(query: DashboardTransactionsQuery, nowMs: number): Outcome<ExportRange> {
  if (query.from === undefined && query.to === undefined)
    return done({ from: '', to: '', fromMs: 0, toEndMs: Number.MAX_SAFE_INTEGER });
  return resolveExportRange(query, nowMs, EXPORT_RANGE_DAYS_MAX);
}

/** How many transactions the selections' sequence ranges hold: what DynamoDB reads to filter them. */
const scannedBy = (selections: readonly ExportSelection[], shards: number): number =>
  selections.reduce((sum, selection) => sum + (selection.highSeq - selection.lowSeq) / shards + 1, 0);

/** The records of one page of the selections' matches, newest first: the first (page - 1) x perPage are skipped. */
async function pageOfMatches(selections: ExportSelection[], page: number, perPage: number) {
  const skip = (page - 1) * perPage;
  const records: TransactionRecord[] = [];
  const pages =
    selections.length === 1 ? selectionPagesNewestFirst(selections[0]!, 100) : mergedNewestFirst(selections, 100);
  let seen = 0;
  for await (const chunk of pages) {
    for (const record of chunk) {
      if (seen >= skip) records.push(record);
      seen += 1;
      if (records.length === perPage) return records;
    }
  }
  return records;
}

/**
 * GET /dashboard/v1/transactions. Without filters it is the API's list (page numbers over the
 * sequence numbers, no scan). With filters the sequence numbers no longer give the page, so the
 * selected days' sequence ranges (the export's, one per counter shard) are read with a DynamoDB
 * filter: counted for `meta.total`, then read up to the page. At most DASHBOARD_FILTER_SCAN_MAX
 * transactions are read per request, else 422 filter_too_broad.
 */
export async function memberTransactions(
  membership: Membership,
  query: DashboardTransactionsQuery,
  nowMs: number,
  reads?: MerchantReads,
): Promise<Outcome<TransactionPage>> {
  const merchantId = membership.merchant_id;
  if (!hasFilter(query)) return listTransactions(merchantId, query.page, query.per_page, reads);
  const range = filterRange(query, nowMs);
  if (!range.ok) return range;
  const selections = await selectionsOf(merchantId, range.value, query, nowMs);
  const shards = await counterShardsOfMerchant(merchantId);
  if (scannedBy(selections, shards) > DASHBOARD_FILTER_SCAN_MAX)
    return refuse(
      'filter_too_broad',
      `The filter would read more than ${DASHBOARD_FILTER_SCAN_MAX} transactions; narrow the days (from, to)`,
    );
  let total = 0;
  for (const selection of selections) total += await countSelection(selection, Number.MAX_SAFE_INTEGER);
  const records = await pageOfMatches(selections, query.page, query.per_page);
  return done({
    data: records.map(listItemView),
    meta: {
      current_page: query.page,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
      total,
      per_page: query.per_page,
    },
  });
}
