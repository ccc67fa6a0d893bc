import type { components } from '../../client/schema';

/**
 * The batch payouts' CSV in the browser (DESIGN 16, docs/ARCHITECTURE.md section 16): the template,
 * the parse of an uploaded file into rows (a problem named by its line and column), the split into
 * batches of at most BATCH_ROWS_MAX rows, and the results file. Pure: no DOM, no API. The limits are
 * copies of the service's (the app may not import it); test/unit/dashboard-batch-csv.test.ts fails
 * when they drift. The service checks every row again: these checks only name a problem early.
 */
export type BatchRow = components['schemas']['CreatePayoutBatchRequest']['items'][number];
export type BatchItem = components['schemas']['PayoutBatchItem'];

/** The rows one create takes, and the rows one file may hold. */
export const BATCH_ROWS_MAX = 1_000;
export const FILE_ROWS_MAX = 10_000;
export const BATCH_REFERENCE_LENGTH_MAX = 64;
export const ITEM_REFERENCE_LENGTH_MAX = 64;
export const NOTE_LENGTH_MAX = 200;
/** The longest suffix a part's reference gets (`-10`, for 10,000 rows in parts of 1,000). */
const PART_SUFFIX_MAX = `-${FILE_ROWS_MAX / BATCH_ROWS_MAX}`.length;
/** The longest reference of a file: its parts' references (`<reference>-<n>`) must fit the service's limit. */
export const FILE_REFERENCE_LENGTH_MAX = BATCH_REFERENCE_LENGTH_MAX - PART_SUFFIX_MAX;

export const CSV_COLUMNS = [
  'type',
  'item_reference',
  'bank_code',
  'account_number',
  'product_code',
  'phone_number',
  'amount',
  'note',
] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];
/** The columns each row's type must fill (the others stay empty). */
const DESTINATION_COLUMNS = { transfer: ['bank_code', 'account_number'], ewallet: ['product_code', 'phone_number'] };

/** The file to download and fill in: the header and one example row of each type. */
export const CSV_TEMPLATE =
  `${CSV_COLUMNS.join(',')}\r\n` +
  'transfer,gaji-001,014,8730012345,,,250000,Gaji November\r\n' +
  'ewallet,gaji-002,,,OVO,081234567890,50000,\r\n';

/** What is wrong, at which line of the file (1 is the header) and which column (by its name), if any. */
export type CsvProblemCode =
  | 'empty_file'
  | 'no_rows'
  | 'too_many_rows'
  | 'unclosed_quote'
  | 'missing_column'
  | 'unknown_column'
  | 'field_count'
  | 'required'
  | 'bad_type'
  | 'not_empty'
  | 'bad_amount'
  | 'too_long'
  | 'duplicate_reference';
export interface CsvProblem {
  code: CsvProblemCode;
  line: number;
  column?: string;
  /** The line of the row it repeats (duplicate_reference), or the most allowed (too_many_rows, too_long). */
  other?: number;
}

/** The rows of a file, each with the line it was on; or the problems found (at most PROBLEMS_MAX). */
export type CsvParse = { ok: true; rows: BatchRow[]; lines: number[] } | { ok: false; problems: CsvProblem[] };
const PROBLEMS_MAX = 20;

interface Record_ {
  line: number;
  fields: string[];
}

/**
 * The records of an RFC 4180 file: fields split by `delimiter`, quoted fields may hold the delimiter,
 * line breaks and doubled quotes; CRLF or LF; a blank line is skipped. `line` is where a record starts.
 */
export function csvRecords(text: string, delimiter = ','): { records: Record_[]; unclosedAt?: number } {
  const records: Record_[] = [];
  let fields: string[] = [];
  let field = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  const end = () => {
    fields.push(field);
    if (fields.length > 1 || fields[0] !== '') records.push({ line: start, fields });
    fields = [];
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text.charAt(i);
    if (char === '\n') line++;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') i++;
      else if (char === '"') {
        quoted = false;
        continue;
      }
      field += char === '"' ? '"' : char;
    } else if (char === '"' && field === '') quoted = true;
    else if (char === delimiter) {
      fields.push(field);
      field = '';
    } else if (char === '\n') {
      end();
      start = line;
    } else if (char !== '\r') field += char;
  }
  if (quoted) return { records, unclosedAt: start };
  end();
  return { records };
}

/** A semicolon for a file whose header has semicolons and no commas (a spreadsheet in an Indonesian locale saves so). */
const delimiterOf = (header: string): string => (header.includes(';') && !header.includes(',') ? ';' : ',');

/** The header's problems, or each column's position. */
function headerColumns(record: Record_): { at: Record<CsvColumn, number> } | { problems: CsvProblem[] } {
  const names = record.fields.map((name) => name.trim().toLowerCase());
  const problems: CsvProblem[] = names
    .filter((name) => !(CSV_COLUMNS as readonly string[]).includes(name))
    .map((name) => ({ code: 'unknown_column', line: record.line, column: name }));
  const at = {} as Record<CsvColumn, number>;
  for (const column of CSV_COLUMNS) {
    at[column] = names.indexOf(column);
    if (at[column] < 0 && column !== 'note') problems.push({ code: 'missing_column', line: record.line, column });
  }
  return problems.length > 0 ? { problems } : { at };
}

/** One record as a row of its type, or its problems. */
function rowOf(record: Record_, at: Record<CsvColumn, number>, width: number): BatchRow | CsvProblem[] {
  const line = record.line;
  // Fewer fields than the header is a row whose last ones are empty (some spreadsheets save it so).
  if (record.fields.length > width) return [{ code: 'field_count', line, other: width }];
  const value = (column: CsvColumn) => (at[column] < 0 ? '' : (record.fields[at[column]] ?? '').trim());
  const type = value('type').toLowerCase();
  if (type === '') return [{ code: 'required', line, column: 'type' }];
  if (type !== 'transfer' && type !== 'ewallet') return [{ code: 'bad_type', line, column: 'type' }];
  const problems: CsvProblem[] = [];
  const required = ['item_reference', 'amount', ...DESTINATION_COLUMNS[type]] as CsvColumn[];
  for (const column of required) if (value(column) === '') problems.push({ code: 'required', line, column });
  const unused = DESTINATION_COLUMNS[type === 'transfer' ? 'ewallet' : 'transfer'] as CsvColumn[];
  for (const column of unused) if (value(column) !== '') problems.push({ code: 'not_empty', line, column });
  // Whole rupiah; thousands may be grouped with dots (250.000), never a decimal part.
  const written = value('amount');
  const amount = /^\d{1,3}(\.\d{3})+$/.test(written) ? written.replace(/\./g, '') : written;
  if (amount !== '' && !/^[1-9]\d{0,11}$/.test(amount)) problems.push({ code: 'bad_amount', line, column: 'amount' });
  if (value('item_reference').length > ITEM_REFERENCE_LENGTH_MAX)
    problems.push({ code: 'too_long', line, column: 'item_reference', other: ITEM_REFERENCE_LENGTH_MAX });
  if (value('note').length > NOTE_LENGTH_MAX)
    problems.push({ code: 'too_long', line, column: 'note', other: NOTE_LENGTH_MAX });
  if (problems.length > 0) return problems;
  const note = value('note') === '' ? {} : { note: value('note') };
  const common = { item_reference: value('item_reference'), amount: Number(amount), ...note };
  return type === 'transfer'
    ? { type, ...common, bank_code: value('bank_code'), account_number: value('account_number') }
    : { type, ...common, product_code: value('product_code').toUpperCase(), phone_number: value('phone_number') };
}

/** The rows of an uploaded file (its text), or every problem found (the first PROBLEMS_MAX). */
export function parseBatchCsv(text: string): CsvParse {
  const clean = text.replace(/^\uFEFF/, '');
  const firstLine = clean.split('\n', 1)[0] ?? '';
  const { records, unclosedAt } = csvRecords(clean, delimiterOf(firstLine));
  if (unclosedAt !== undefined) return { ok: false, problems: [{ code: 'unclosed_quote', line: unclosedAt }] };
  const [header, ...body] = records;
  if (!header) return { ok: false, problems: [{ code: 'empty_file', line: 1 }] };
  const columns = headerColumns(header);
  if ('problems' in columns) return { ok: false, problems: columns.problems.slice(0, PROBLEMS_MAX) };
  if (body.length === 0) return { ok: false, problems: [{ code: 'no_rows', line: 2 }] };
  if (body.length > FILE_ROWS_MAX)
    return {
      ok: false,
      problems: [{ code: 'too_many_rows', line: body[FILE_ROWS_MAX]?.line ?? 0, other: FILE_ROWS_MAX }],
    };
  const rows: BatchRow[] = [];
  const problems: CsvProblem[] = [];
  const seen = new Map<string, number>();
  for (const record of body) {
    const row = rowOf(record, columns.at, header.fields.length);
    if (Array.isArray(row)) problems.push(...row);
    else {
      const earlier = seen.get(row.item_reference);
      if (earlier === undefined) seen.set(row.item_reference, record.line);
      else problems.push({ code: 'duplicate_reference', line: record.line, column: 'item_reference', other: earlier });
      rows.push(row);
    }
    if (problems.length >= PROBLEMS_MAX) break;
  }
  if (problems.length > 0) return { ok: false, problems: problems.slice(0, PROBLEMS_MAX) };
  return { ok: true, rows, lines: body.map((record) => record.line) };
}

export interface BatchPart {
  /** The file's reference alone for a file of one part, else `<reference>-<n>` from 1. */
  reference: string;
  rows: BatchRow[];
  /** The file's line of each row (a refusal of `items.<index>` names the line). */
  lines: number[];
}

/** The file's rows in batches of at most `size` rows, in order, each with its own reference. */
export function splitBatches(reference: string, rows: BatchRow[], lines: number[], size = BATCH_ROWS_MAX): BatchPart[] {
  const count = Math.ceil(rows.length / size);
  return Array.from({ length: count }, (_, n) => ({
    reference: count === 1 ? reference : `${reference}-${n + 1}`,
    rows: rows.slice(n * size, (n + 1) * size),
    lines: lines.slice(n * size, (n + 1) * size),
  }));
}

export const RESULT_COLUMNS = [
  'row',
  'reference',
  'destination',
  'amount',
  'status',
  'account_holder_name',
  'failure_reason',
  'partner_reff',
] as const;

/** A field as a spreadsheet reads it: quoted when needed, and a text that would start a formula made plain. */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n;]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** `014 8730012345` or `OVO 081234567890`. */
export const destinationText = (item: Pick<BatchItem, 'destination'>): string =>
  [
    item.destination.bank_code ?? item.destination.product_code,
    item.destination.account_number ?? item.destination.phone_number,
  ]
    .filter((part) => part !== undefined && part !== '')
    .join(' ');

/** The results file of a batch: one line per row, in the batch's order (row 1 is its first). */
export function resultsCsv(items: readonly BatchItem[]): string {
  const lines = items.map((item, index) =>
    [
      index + 1,
      item.item_reference,
      destinationText(item),
      item.amount,
      item.status,
      item.account_holder_name,
      item.failure_reason,
      item.partner_reff,
    ]
      .map(csvField)
      .join(','),
  );
  return [RESULT_COLUMNS.join(','), ...lines].map((line) => `${line}\r\n`).join('');
}

/** The file's line of a service's refusal of one row (`items.<index>.<field>`), for a part. */
export function lineOfField(field: string, part: Pick<BatchPart, 'lines'>): { line: number; column: string } | null {
  const match = /^items\.(\d+)(?:\.(.+))?$/.exec(field);
  const line = match ? part.lines[Number(match[1])] : undefined;
  return line === undefined ? null : { line, column: match?.[2] ?? '' };
}
