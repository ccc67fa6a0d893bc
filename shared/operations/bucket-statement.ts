import { STATEMENT_POSTINGS_READ_MAX } from '../constants';
import { latestCheckpointBefore } from '../store/day-checkpoints';
import { bucketStatement, type BucketStatement, type StatementAnchor } from '../domain/bucket-statement';
import type { MerchantBucket } from '../domain/ledger';
import { done, refuse, type Outcome } from '../domain/outcome';
import { statementPage, type StatementEntry } from '../domain/statement';
import { readBalanceShards, sumOfShards } from '../store/balances';
import { LEDGER_TIME_END_MS, postingsBetween } from '../store/ledger-time';
import { toJakartaIso } from '../time';
import { csvLine, textCell, type CsvExport, type ExportRange } from './export';

/**
 * One bucket's statement of a range of Jakarta days (docs/ARCHITECTURE.md, section 15): opening
 * and closing balance and the entries between, read with bounded queries of the ledger by time.
 * The span read is tied to a balance known at one of its ends, whichever is nearer the range:
 *
 * - the latest day-close checkpoint before `from` (store/day-checkpoints.ts; written by the
 *   settlement reports): the postings from its end to the range's end, the checkpoint's closing
 *   being the balance before them; or
 * - the merchant's balance now (the sum of its shards): the postings from the range's start on,
 *   the balance being the one after them.
 *
 * Either way the read is the range's activity plus the stretch to the anchor, never the history
 * before it, and at most `readMax` postings, else 422 filter_too_broad. Like the report of today,
 * the index is eventually consistent (a posting committed in the last instant may be missing),
 * and the "now" anchor counts on every posting since `from` carrying the index key (all written
 * since the ledger by time exists).
 */
export async function readBucketStatement(
  merchantId: string,
  bucket: MerchantBucket,
  range: ExportRange,
  nowMs: number,
  readMax = STATEMENT_POSTINGS_READ_MAX,
): Promise<Outcome<BucketStatement>> {
  const shards = await readBalanceShards(merchantId);
  if (shards === undefined) return refuse('not_found', 'Merchant not found');
  const checkpoint = await latestCheckpointBefore(merchantId, range.from);
  const fromCheckpoint =
    checkpoint !== undefined && range.fromMs - checkpoint.end_ms <= Math.max(0, nowMs - range.toEndMs);
  const span = fromCheckpoint
    ? { fromMs: checkpoint.end_ms, toMs: range.toEndMs }
    : { fromMs: range.fromMs, toMs: LEDGER_TIME_END_MS };
  const postings = await postingsBetween(merchantId, shards.max, span, readMax);
  if (postings === 'too_many') {
    return refuse(
      'filter_too_broad',
      `The statement would read more than ${readMax} ledger postings; narrow the days (from, to)`,
    );
  }
  const anchor: StatementAnchor = fromCheckpoint
    ? { at: 'start', balance: checkpoint.closing[bucket] ?? 0 }
    : { at: 'end', balance: sumOfShards(shards.shards)[bucket] };
  return done(bucketStatement(merchantId, bucket, postings, anchor, range));
}

/** The statement CSV's columns, in the order of its cells. */
export const STATEMENT_CSV_COLUMNS = [
  'at',
  'type',
  'bucket',
  'amount',
  'balance_after',
  'partner_reff',
  'description',
] as const;

/** The header line in Bahasa Indonesia (`lang=id`); the cells stay the API's codes and numbers. */
const STATEMENT_CSV_HEADER_ID: Readonly<Record<(typeof STATEMENT_CSV_COLUMNS)[number], string>> = {
  at: 'Waktu (WIB)',
  type: 'Jenis',
  bucket: 'Saldo',
  amount: 'Jumlah',
  balance_after: 'Saldo setelahnya',
  partner_reff: 'Referensi (partner_reff)',
  description: 'Keterangan',
};

const entryLine = (entry: StatementEntry): string =>
  csvLine([
    toJakartaIso(entry.at_ms),
    entry.type,
    entry.bucket,
    String(entry.amount),
    String(entry.balance_after),
    textCell(entry.partner_reff ?? ''),
    textCell(entry.description),
  ]);

/** A balance line: `opening_balance` at the range's start, `closing_balance` at its end, no amount. */
const balanceLine = (type: 'opening_balance' | 'closing_balance', atMs: number, bucket: string, balance: number) =>
  csvLine([toJakartaIso(atMs), type, bucket, '', String(balance), '', '']);

/**
 * The statement as CSV, oldest first as a bank statement reads: the header (en: the column codes;
 * id: Bahasa Indonesia), the opening balance line, one line per entry, the closing balance line.
 */
export function statementCsv(statement: BucketStatement, range: ExportRange, lang: 'en' | 'id'): CsvExport {
  const header =
    lang === 'id' ? STATEMENT_CSV_COLUMNS.map((column) => STATEMENT_CSV_HEADER_ID[column]) : STATEMENT_CSV_COLUMNS;
  async function* chunks(): AsyncGenerator<string> {
    yield csvLine(header);
    yield balanceLine('opening_balance', range.fromMs, statement.bucket, statement.opening);
    yield statement.entries.map(entryLine).join('');
    yield balanceLine('closing_balance', range.toEndMs, statement.bucket, statement.closing);
  }
  return { filename: `statement-${statement.bucket}-${range.from}-${range.to}.csv`, chunks: chunks() };
}

export interface BucketStatementQuery {
  limit: number;
  starting_after?: string;
}

/** A page, newest first, of one bucket's statement, with the range's opening and closing balance. */
export async function bucketStatementPage(
  merchantId: string,
  bucket: MerchantBucket,
  range: ExportRange,
  query: BucketStatementQuery,
  nowMs: number,
): Promise<Outcome<{ statement: BucketStatement; page: StatementEntry[]; nextCursor: string | null }>> {
  const statement = await readBucketStatement(merchantId, bucket, range, nowMs);
  if (!statement.ok) return statement;
  const page = statementPage(statement.value.entries, {
    fromMs: range.fromMs,
    toEndMs: range.toEndMs,
    limit: query.limit,
    startingAfter: query.starting_after,
  });
  if (!page.ok)
    return refuse('invalid_cursor', 'starting_after names no entry of this statement; start again without it');
  return done({ statement: statement.value, page: page.entries, nextCursor: page.nextCursor });
}
