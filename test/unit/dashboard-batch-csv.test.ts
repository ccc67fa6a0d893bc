import fc from 'fast-check';
import {
  BATCH_REFERENCE_LENGTH_MAX,
  BATCH_ROWS_MAX,
  CSV_TEMPLATE,
  FILE_REFERENCE_LENGTH_MAX,
  FILE_ROWS_MAX,
  ITEM_REFERENCE_LENGTH_MAX,
  NOTE_LENGTH_MAX,
  csvField,
  csvRecords,
  lineOfField,
  parseBatchCsv,
  resultsCsv,
  splitBatches,
  type BatchItem,
  type BatchRow,
} from '../../dashboard/src/batch-csv';
import * as limits from '../../shared/channels/batches/limits';

const HEADER = 'type,item_reference,bank_code,account_number,product_code,phone_number,amount,note';
const transferLine = (n: number, amount = 10_000) =>
  `transfer,row-${n},014,87300${String(n).padStart(5, '0')},,,${amount},`;

describe("the dashboard's batch CSV", () => {
  it('keeps copies of the service limits', () => {
    expect(BATCH_ROWS_MAX).toBe(limits.BATCH_ITEMS_MAX);
    expect(BATCH_REFERENCE_LENGTH_MAX).toBe(limits.BATCH_REFERENCE_LENGTH_MAX);
    expect(ITEM_REFERENCE_LENGTH_MAX).toBe(limits.BATCH_ITEM_REFERENCE_LENGTH_MAX);
    expect(NOTE_LENGTH_MAX).toBe(limits.BATCH_NOTE_LENGTH_MAX);
    // The last part of the largest file still has a reference the service takes.
    expect(`${'r'.repeat(FILE_REFERENCE_LENGTH_MAX)}-${FILE_ROWS_MAX / BATCH_ROWS_MAX}`.length).toBeLessThanOrEqual(
      limits.BATCH_REFERENCE_LENGTH_MAX,
    );
  });

  it('reads its own template as one transfer and one e-wallet row', () => {
    const parsed = parseBatchCsv(CSV_TEMPLATE);
    expect(parsed).toEqual({
      ok: true,
      lines: [2, 3],
      rows: [
        {
          type: 'transfer',
          item_reference: 'gaji-001',
          bank_code: '014',
          account_number: '8730012345',
          amount: 250_000,
          note: 'Gaji November',
        },
        {
          type: 'ewallet',
          item_reference: 'gaji-002',
          product_code: 'OVO',
          phone_number: '081234567890',
          amount: 50_000,
        },
      ],
    });
  });

  it('takes a byte order mark, semicolons, quoted fields, CRLF, blank lines, grouped thousands and a missing note', () => {
    const text =
      '\uFEFFtype;item_reference;bank_code;account_number;product_code;phone_number;amount;note\r\n\r\n' +
      'transfer;"a;1";014;8730012345;;;250.000;"Gaji ""November""\r\nbaris dua"\r\n' +
      'ewallet;b;;;ovo;081234567890;50000\r\n';
    const parsed = parseBatchCsv(text);
    expect(parsed).toEqual({
      ok: true,
      lines: [3, 5],
      rows: [
        expect.objectContaining({ item_reference: 'a;1', amount: 250_000, note: 'Gaji "November"\r\nbaris dua' }),
        expect.objectContaining({ type: 'ewallet', product_code: 'OVO', amount: 50_000 }),
      ],
    });
  });

  it('names the line and the column of every problem', () => {
    const text = [
      HEADER,
      transferLine(1),
      'transfer,row-2,014,,,,10000,',
      'ewallet,row-3,014,,OVO,0812345678,10000,',
      'cheque,row-4,,,,,1,',
      'transfer,row-5,014,8730012345,,,12.5,',
      'transfer,row-1,014,8730012345,,,0,',
      'transfer,row-7,014,8730012345,,,1,,extra',
    ].join('\n');
    const parsed = parseBatchCsv(text);
    expect(parsed).toEqual({
      ok: false,
      problems: [
        { code: 'required', line: 3, column: 'account_number' },
        { code: 'not_empty', line: 4, column: 'bank_code' },
        { code: 'bad_type', line: 5, column: 'type' },
        { code: 'bad_amount', line: 6, column: 'amount' },
        { code: 'bad_amount', line: 7, column: 'amount' },
        { code: 'field_count', line: 8, other: 8 },
      ],
    });
    expect(parseBatchCsv(`${HEADER}\n${transferLine(1)}\n${transferLine(1)}`)).toEqual({
      ok: false,
      problems: [{ code: 'duplicate_reference', line: 3, column: 'item_reference', other: 2 }],
    });
  });

  it('refuses a file without rows, with an unknown or missing column, an unclosed quote, or too many rows', () => {
    expect(parseBatchCsv('')).toEqual({ ok: false, problems: [{ code: 'empty_file', line: 1 }] });
    expect(parseBatchCsv(`${HEADER}\n`)).toEqual({ ok: false, problems: [{ code: 'no_rows', line: 2 }] });
    expect(parseBatchCsv('type,item_reference,amount,bank,account_number,product_code,phone_number\n')).toEqual({
      ok: false,
      problems: [
        { code: 'unknown_column', line: 1, column: 'bank' },
        { code: 'missing_column', line: 1, column: 'bank_code' },
      ],
    });
    expect(parseBatchCsv(`${HEADER}\n${transferLine(1)}\ntransfer,"row-2,014`)).toEqual({
      ok: false,
      problems: [{ code: 'unclosed_quote', line: 3 }],
    });
    const lines = Array.from({ length: FILE_ROWS_MAX + 1 }, (_, n) => transferLine(n));
    expect(parseBatchCsv([HEADER, ...lines].join('\n'))).toEqual({
      ok: false,
      problems: [{ code: 'too_many_rows', line: FILE_ROWS_MAX + 2, other: FILE_ROWS_MAX }],
    });
  });

  it('splits 10,000 rows into ten batches of 1,000, each named after the file, lines kept', () => {
    const lines = Array.from({ length: FILE_ROWS_MAX }, (_, n) => transferLine(n + 1));
    const parsed = parseBatchCsv([HEADER, ...lines].join('\n'));
    if (!parsed.ok) throw new Error('the file was refused');
    const parts = splitBatches('gaji-nov', parsed.rows, parsed.lines);
    expect(parts.map((part) => [part.reference, part.rows.length])).toEqual(
      Array.from({ length: 10 }, (_, n) => [`gaji-nov-${n + 1}`, 1_000]),
    );
    const second = parts[1] ?? { lines: [] };
    expect(lineOfField('items.3.amount', second)).toEqual({ line: 1_000 + 3 + 2, column: 'amount' });
    expect(lineOfField('reference', second)).toBeNull();
    expect(splitBatches('one', parsed.rows.slice(0, 5), parsed.lines.slice(0, 5))[0]?.reference).toBe('one');
  });

  it('property: a split keeps every row once, in order, in parts of at most the size', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3_500 }), fc.integer({ min: 1, max: 1_000 }), (count, size) => {
        const rows = Array.from({ length: count }, (_, n) => ({ item_reference: `r${n}` }) as BatchRow);
        const parts = splitBatches(
          'f',
          rows,
          rows.map((_, n) => n + 2),
          size,
        );
        expect(parts.every((part) => part.rows.length >= 1 && part.rows.length <= size)).toBe(true);
        expect(parts.flatMap((part) => part.rows)).toEqual(rows);
        expect(new Set(parts.map((part) => part.reference)).size).toBe(parts.length);
      }),
    );
  });

  it('property: any text in a field survives the CSV round trip (results file and parser agree)', () => {
    fc.assert(
      fc.property(fc.array(fc.string({ unit: 'grapheme' }), { minLength: 1, maxLength: 6 }), (fields) => {
        const safe = fields.map((field) => (/^[=+\-@\t\r]/.test(field) ? `x${field}` : field));
        const line = safe.map(csvField).join(',');
        const { records, unclosedAt } = csvRecords(`h\n${line}\n`);
        expect(unclosedAt).toBeUndefined();
        const expected = safe.length === 1 && safe[0] === '' ? [] : [safe];
        expect(records.slice(1).map((record) => record.fields)).toEqual(expected);
      }),
    );
  });

  it('writes the results with the destination, the holder, the outcome, and a formula made plain', () => {
    const item = (overrides: Partial<BatchItem>): BatchItem => ({
      item_reference: 'row-1',
      type: 'transfer',
      amount: 10_000,
      destination: { bank_code: '014', account_number: '8730012345' },
      fee: 3_500,
      status: 'paid',
      account_holder_name: 'Budi Santoso',
      failure_reason: null,
      partner_reff: 'TRF123',
      ...overrides,
    });
    const csv = resultsCsv([
      item({}),
      item({
        item_reference: 'row-2',
        type: 'ewallet',
        destination: { product_code: 'OVO', phone_number: '081234567890' },
        status: 'invalid',
        account_holder_name: '=HYPERLINK("x")',
        failure_reason: 'No account, "closed"',
        partner_reff: null,
      }),
    ]);
    expect(csv.split('\r\n')).toEqual([
      'row,reference,destination,amount,status,account_holder_name,failure_reason,partner_reff',
      '1,row-1,014 8730012345,10000,paid,Budi Santoso,,TRF123',
      `2,row-2,OVO 081234567890,10000,invalid,"'=HYPERLINK(""x"")","No account, ""closed""",`,
      '',
    ]);
  });
});
