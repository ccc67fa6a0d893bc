import {
  EXPORT_CREATION_SKEW_MS,
  EXPORT_PAGE_ITEMS_MAX,
  EXPORT_RANGE_DAYS_DEFAULT,
  EXPORT_RANGE_DAYS_MAX,
  EXPORT_ROWS_MAX,
  JAKARTA_OFFSET_MINUTES,
} from '../constants';
import { done, refuse, type Outcome } from '../domain/outcome';
import type { ExportTransactionsQuery } from '../schemas/export';
import {
  countSelection,
  createdAtOfSeq,
  selectionPagesNewestFirst,
  type ExportSelection,
} from '../store/transaction-export';
import { seqOf } from '../domain/tx-seq';
import { readTransactionCounters, type TransactionRecord } from '../store/transactions';
import { toJakartaIso, toJakartaIsoOrNull } from '../time';
import { refundedAmountOf, refundStatusOf } from '../domain/refunds';

/**
 * GET /transactions/export (docs/ARCHITECTURE.md, 14.2): a merchant's transactions of a range of Jakarta days
 * as CSV. The rows are counted before anything is produced, so an export that is too large is
 * refused while a clean error can still be answered; then the file is produced page by page, so at
 * most one page of records is held at any time, whatever the size of the range.
 */

export interface ExportLimits {
  rowsMax: number;
  rangeDaysMax: number;
  /** Records one index query returns, so the most the export holds at once. */
  pageItemsMax: number;
}

/** The contract's limits; tests pass smaller ones to reach them with a few rows. */
export const EXPORT_LIMITS: ExportLimits = {
  rowsMax: EXPORT_ROWS_MAX,
  rangeDaysMax: EXPORT_RANGE_DAYS_MAX,
  pageItemsMax: EXPORT_PAGE_ITEMS_MAX,
};

export const CSV_COLUMNS = [
  'partner_reff',
  'type',
  'status',
  'amount',
  'total_fee',
  'net_amount',
  'created_at',
  'paid_at',
  'description',
  'refunded_amount',
  'refund_status',
] as const;

/** The header line in Bahasa Indonesia (the dashboard's `lang=id`): the same columns, the cells as the API writes them. */
export const CSV_HEADER_ID: Readonly<Record<(typeof CSV_COLUMNS)[number], string>> = {
  partner_reff: 'Referensi (partner_reff)',
  type: 'Jenis',
  status: 'Status',
  amount: 'Jumlah',
  total_fee: 'Total biaya',
  net_amount: 'Jumlah bersih',
  created_at: 'Dibuat (WIB)',
  paid_at: 'Dibayar (WIB)',
  description: 'Deskripsi',
  refunded_amount: 'Jumlah direfund',
  refund_status: 'Status refund',
};

/** The header line of a file: the API's column names, or their Indonesian names. */
export const csvHeader = (lang: 'en' | 'id' = 'en'): readonly string[] =>
  lang === 'id' ? CSV_COLUMNS.map((column) => CSV_HEADER_ID[column]) : CSV_COLUMNS;

export interface CsvExport {
  filename: string;
  /** The header line first, then the rows of one page per chunk. Iterate it once. */
  chunks: AsyncIterable<string>;
}

/** What narrows a selection besides its days: the API's type and status, the dashboard's reference prefix. */
export type ExportFilters = Pick<ExportTransactionsQuery, 'type' | 'status'> & { q?: string };

export interface ExportRange {
  from: string;
  to: string;
  /** Jakarta midnight starting `from`, and the one ending `to` (excluded). */
  fromMs: number;
  toEndMs: number;
}

const DAY_MS = 86_400_000;
const JAKARTA_OFFSET_MS = JAKARTA_OFFSET_MINUTES * 60_000;

/** The Jakarta midnight that starts a `YYYY-MM-DD` day. Jakarta keeps no daylight saving, so days are 24 hours. */
function jakartaDayStartMs(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) - JAKARTA_OFFSET_MS;
}

const jakartaDateOf = (epochMs: number): string => toJakartaIso(epochMs).slice(0, 10);

/**
 * The days an export covers: `to` defaults to today, `from` to the day that makes the default
 * range long. `to` before `from`, or a range longer than allowed, is a validation failure.
 */
export function resolveExportRange(
  query: Pick<ExportTransactionsQuery, 'from' | 'to'>,
  nowMs: number,
  rangeDaysMax: number,
): Outcome<ExportRange> {
  const to = query.to ?? jakartaDateOf(nowMs);
  const toStartMs = jakartaDayStartMs(to);
  const from = query.from ?? jakartaDateOf(toStartMs - (EXPORT_RANGE_DAYS_DEFAULT - 1) * DAY_MS);
  const fromMs = jakartaDayStartMs(from);
  if (toStartMs < fromMs)
    return refuse('validation_failed', 'The request is invalid', { to: ['Must not be before from'] });
  const days = (toStartMs - fromMs) / DAY_MS + 1;
  if (days > rangeDaysMax) {
    return refuse('validation_failed', 'The request is invalid', {
      to: [`The range spans ${days} days; at most ${rangeDaysMax} are allowed`],
    });
  }
  return done({ from, to, fromMs, toEndMs: toStartMs + DAY_MS });
}

/**
 * The first index (1..counter) of one counter shard whose transaction was created at or after
 * `thresholdMs`, by binary search on that shard's list partition; counter + 1 when there is none.
 * Within one shard, sequence numbers follow creation time to within EXPORT_CREATION_SKEW_MS (each
 * shard's counter moves in its creates' own transactions), so the callers widen their thresholds by
 * that much. A sequence number the index does not show yet was created a moment ago: it counts as
 * created now. Across shards there is no such order, hence one search per shard.
 */
async function firstIndexCreatedFrom(
  merchantId: string,
  shard: number,
  shards: number,
  counter: number,
  thresholdMs: number,
  nowMs: number,
): Promise<number> {
  let before = 0;
  let atOrAfter = counter + 1;
  while (atOrAfter - before > 1) {
    const middle = Math.floor((before + atOrAfter) / 2);
    const createdAtMs = (await createdAtOfSeq(merchantId, seqOf(shard, middle, shards), shard)) ?? nowMs;
    if (createdAtMs < thresholdMs) before = middle;
    else atOrAfter = middle;
  }
  return atOrAfter;
}

/**
 * The sequence ranges, one per counter shard that has any, that hold every transaction of the
 * range, read once at the start: rows created during the export come after the counters read and
 * stay out of both the count and the file. Empty when the range holds nothing.
 */
export async function selectionsOf(
  merchantId: string,
  range: ExportRange,
  query: ExportFilters,
  nowMs: number,
): Promise<ExportSelection[]> {
  const counters = await readTransactionCounters(merchantId);
  const shards = counters.length;
  const selections: ExportSelection[] = [];
  for (const [shard, counter] of counters.entries()) {
    // A range from the epoch (the dashboard's list without dates) starts at the first index without a search.
    const lowIndex =
      range.fromMs <= 0
        ? 1
        : await firstIndexCreatedFrom(
            merchantId,
            shard,
            shards,
            counter,
            range.fromMs - EXPORT_CREATION_SKEW_MS,
            nowMs,
          );
    // Everything so far was created before now, so a range reaching now ends at the counter without a search.
    const highThresholdMs = range.toEndMs + EXPORT_CREATION_SKEW_MS;
    const highIndex =
      highThresholdMs > nowMs
        ? counter
        : (await firstIndexCreatedFrom(merchantId, shard, shards, counter, highThresholdMs, nowMs)) - 1;
    if (lowIndex > highIndex) continue;
    selections.push({
      merchantId,
      shard,
      lowSeq: seqOf(shard, lowIndex, shards),
      highSeq: seqOf(shard, highIndex, shards),
      fromMs: range.fromMs,
      toEndMs: range.toEndMs,
      type: query.type,
      status: query.status,
      ...(query.q === undefined ? {} : { reffPrefix: query.q }),
    });
  }
  return selections;
}

/**
 * A text cell a spreadsheet would run as a formula gets a leading apostrophe (CSV injection). The
 * leading whitespace is skipped first: spreadsheets trim it before they look for a formula, so
 * ` =1+1` runs as `=1+1` would.
 */
const FORMULA_START = /^\s*[=+\-@\t\r]/;
export const textCell = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

/** RFC 4180: a field holding a comma, quote, CR or LF is quoted, and its quotes are doubled. */
export const csvField = (value: string): string =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/** One record of the file, CRLF-terminated. */
export const csvLine = (cells: readonly string[]): string => `${cells.map(csvField).join(',')}\r\n`;

/** A transaction as a row; text cells are neutralised, numbers and timestamps are written as the API writes them. */
function transactionLine(tx: TransactionRecord): string {
  return csvLine([
    textCell(tx.partner_reff),
    textCell(tx.type),
    textCell(tx.status),
    String(tx.amount),
    String(tx.fees.total_fee),
    String(tx.fees.net_amount),
    toJakartaIso(tx.created_at_ms),
    toJakartaIsoOrNull(tx.paid_at_ms) ?? '',
    textCell(tx.description ?? ''),
    String(refundedAmountOf(tx)),
    refundStatusOf(tx),
  ]);
}

/** The header line, then one chunk per page of records, newest first (by sequence number, across shards). */
async function* csvChunks(
  selections: ExportSelection[],
  pageItemsMax: number,
  header: readonly string[],
): AsyncGenerator<string> {
  yield csvLine(header);
  if (selections.length === 1) {
    for await (const page of selectionPagesNewestFirst(selections[0]!, pageItemsMax))
      yield page.map(transactionLine).join('');
    return;
  }
  for await (const page of mergedNewestFirst(selections, pageItemsMax)) yield page.map(transactionLine).join('');
}

/**
 * The shards' pages merged, highest sequence number first, in chunks of at most `pageItemsMax`:
 * it holds at most one page per shard. A record is emitted only once every shard still reading has
 * a page in hand, so nothing higher can come later.
 */
export async function* mergedNewestFirst(
  selections: ExportSelection[],
  pageItemsMax: number,
): AsyncGenerator<TransactionRecord[]> {
  const sources = selections.map((selection) => ({
    pages: selectionPagesNewestFirst(selection, pageItemsMax),
    buffer: [] as TransactionRecord[],
    done: false,
  }));
  let chunk: TransactionRecord[] = [];
  for (;;) {
    for (const source of sources) {
      if (source.buffer.length > 0 || source.done) continue;
      const next = await source.pages.next();
      if (next.done) source.done = true;
      else source.buffer = [...next.value];
    }
    const live = sources.filter((source) => source.buffer.length > 0);
    if (live.length === 0) break;
    const highest = live.reduce((best, source) => (source.buffer[0]!.seq > best.buffer[0]!.seq ? source : best));
    chunk.push(highest.buffer.shift()!);
    if (chunk.length >= pageItemsMax) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}

/**
 * The export of one merchant's transactions: refused (validation_failed, export_too_large) before
 * any row is read, else the file name and its chunks, which read the rows only as they are consumed.
 */
export async function exportTransactions(
  merchantId: string,
  query: ExportTransactionsQuery & ExportFilters,
  nowMs: number,
  limits: ExportLimits = EXPORT_LIMITS,
  header: readonly string[] = CSV_COLUMNS,
): Promise<Outcome<CsvExport>> {
  const range = resolveExportRange(query, nowMs, limits.rangeDaysMax);
  if (!range.ok) return range;
  const selections = await selectionsOf(merchantId, range.value, query, nowMs);
  let count = 0;
  for (const selection of selections) {
    if (count > limits.rowsMax) break;
    count += await countSelection(selection, limits.rowsMax - count);
  }
  if (count > limits.rowsMax) {
    return refuse(
      'export_too_large',
      `More than ${limits.rowsMax} transactions match; narrow the range (from, to) or filter by type or status`,
    );
  }
  return done({
    filename: `transactions-${range.value.from}-${range.value.to}.csv`,
    chunks: csvChunks(selections, limits.pageItemsMax, header),
  });
}
