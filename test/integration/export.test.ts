import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { startHttpServer } from '../../local/server';
import type { TransactionStatus, TransactionType } from '../../shared/domain/transaction-state';
import { AppError } from '../../shared/errors';
import { attachment, attachmentApiResult, STREAMED_BODY } from '../../shared/http/response';
import { matchRoute } from '../../shared/http/route-match';
import { csvLine, exportTransactions, EXPORT_LIMITS, textCell } from '../../shared/operations/export';
import { createTransactionItems, type TransactionRecord } from '../../shared/store/transactions';
import { transactWrite } from '../../shared/store/transact';
import { toJakartaIso } from '../../shared/time';
import { useGatewaySimulator } from '../support/gateway';
import { closeServer } from '../support/http';
import { createMerchantFixture, invoke, type MerchantFixture, TestClock, useClock } from '../support/harness';

/** GET /transactions/export (docs/ARCHITECTURE.md, 14.2): the CSV file, its limits and who may read it. */
useGatewaySimulator();

const HEADER =
  'partner_reff,type,status,amount,total_fee,net_amount,created_at,paid_at,description,refunded_amount,refund_status';
/** Noon in Jakarta on 2026-11-21: "today" for every handler call of this file. */
const NOW_MS = Date.parse('2026-11-21T12:00:00+07:00');
const wib = (local: string): number => Date.parse(`${local}+07:00`);
const RUN = randomUUID().slice(0, 8);

/**
 * A strict RFC 4180 reader: every record ends with CRLF, a quote may only open a field, and a
 * quoted field must be followed by a comma or CRLF. Throws on anything else.
 */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let fields: string[] = [];
  let index = 0;
  while (index < text.length) {
    let value = '';
    if (text[index] === '"') {
      index += 1;
      for (;;) {
        const quote = text.indexOf('"', index);
        if (quote < 0) throw new Error('unterminated quoted field');
        value += text.slice(index, quote);
        if (text[quote + 1] !== '"') {
          index = quote + 1;
          break;
        }
        value += '"';
        index = quote + 2;
      }
    } else {
      const found = text.slice(index).search(/[,\r\n"]/);
      const stop = found < 0 ? text.length : index + found;
      if (text[stop] === '"') throw new Error(`quote inside an unquoted field at ${stop}`);
      value = text.slice(index, stop);
      index = stop;
    }
    fields.push(value);
    if (text[index] === ',') {
      index += 1;
    } else if (text.startsWith('\r\n', index)) {
      records.push(fields);
      fields = [];
      index += 2;
    } else {
      throw new Error(`expected a comma or CRLF at ${index}`);
    }
  }
  if (fields.length > 0) throw new Error('the last record does not end with CRLF');
  return records;
}

interface SeedRow {
  name: string;
  type: TransactionType;
  status: TransactionStatus;
  amount: number;
  /** Jakarta wall-clock time, `YYYY-MM-DDTHH:mm:ss(.sss)`. */
  createdAt: string;
  paidAt?: string;
  description?: string;
}

const reff = (name: string): string => `EXP-${name}-${RUN}`;

/** Writes the rows with the items the service writes on creation, in this order (sequence 1, 2, ...). */
async function seed(merchant: MerchantFixture, rows: readonly SeedRow[]): Promise<void> {
  for (const [index, row] of rows.entries()) {
    const createdAtMs = wib(row.createdAt);
    const totalFee = Math.ceil(row.amount / 100);
    const record: TransactionRecord = {
      partner_reff: reff(row.name),
      id: index + 1,
      merchant_id: merchant.merchantId,
      client_id: merchant.clientId,
      type: row.type,
      status: row.status,
      amount: row.amount,
      fees: { gateway_fee: totalFee, platform_fee: 0, total_fee: totalFee, net_amount: row.amount - totalFee },
      seq: index + 1,
      event_count: 1,
      created_at_ms: createdAtMs,
      updated_at_ms: createdAtMs,
      ...(row.paidAt ? { paid_at_ms: wib(row.paidAt) } : {}),
      ...(row.description === undefined ? {} : { description: row.description }),
    };
    const createdEvent = {
      event_type: 'created',
      from: null,
      to: row.status,
      source: 'api' as const,
      description: null,
      at_ms: createdAtMs,
    };
    expect(await transactWrite(createTransactionItems({ record, createdEvent }))).toEqual({ ok: true });
  }
}

const QUOTED_DESCRIPTION = 'Order 12, "large"\r\nsecond line\nthird';
const FORMULA_DESCRIPTIONS = {
  equals: '=HYPERLINK("http://evil.example","click")',
  plus: '+6281234567890',
  minus: '-1+1',
  at: '@SUM(A1:A9)',
  tab: '\tindented',
  cr: '\rreturn',
} as const;

/** Merchant A's history, in creation (sequence) order. */
const ROWS: SeedRow[] = [
  { name: 'OLD', type: 'qris', status: 'expired', amount: 10_000, createdAt: '2026-08-01T10:00:00' },
  {
    name: 'AT2359',
    type: 'qris',
    status: 'paid',
    amount: 11_000,
    createdAt: '2026-11-09T23:59:00',
    paidAt: '2026-11-10T00:01:00',
  },
  { name: 'AT0000', type: 'va', status: 'waiting_payment', amount: 12_000, createdAt: '2026-11-10T00:00:00' },
  { name: 'LASTMS', type: 'qris', status: 'waiting_payment', amount: 13_000, createdAt: '2026-11-10T23:59:59.999' },
  {
    name: 'QUOTED',
    type: 'qris',
    status: 'paid',
    amount: 14_000,
    createdAt: '2026-11-12T09:00:00',
    paidAt: '2026-11-12T09:05:00',
    description: QUOTED_DESCRIPTION,
  },
  {
    name: 'EQUALS',
    type: 'adjustment',
    status: 'paid',
    amount: 15_000,
    createdAt: '2026-11-13T09:00:00',
    paidAt: '2026-11-13T09:00:00',
    description: FORMULA_DESCRIPTIONS.equals,
  },
  {
    name: 'PLUS',
    type: 'transfer',
    status: 'failed',
    amount: 16_000,
    createdAt: '2026-11-14T09:00:00',
    description: FORMULA_DESCRIPTIONS.plus,
  },
  {
    name: 'MINUS',
    type: 'ewallet',
    status: 'pending',
    amount: 17_000,
    createdAt: '2026-11-14T10:00:00',
    description: FORMULA_DESCRIPTIONS.minus,
  },
  {
    name: 'AT',
    type: 'digital',
    status: 'paid',
    amount: 18_000,
    createdAt: '2026-11-14T11:00:00',
    paidAt: '2026-11-14T11:00:05',
    description: FORMULA_DESCRIPTIONS.at,
  },
  {
    name: 'TAB',
    type: 'ppob',
    status: 'paid',
    amount: 19_000,
    createdAt: '2026-11-14T12:00:00',
    paidAt: '2026-11-14T12:00:05',
    description: FORMULA_DESCRIPTIONS.tab,
  },
  {
    name: 'CR',
    type: 'qris',
    status: 'cancelled',
    amount: 20_000,
    createdAt: '2026-11-14T13:00:00',
    description: FORMULA_DESCRIPTIONS.cr,
  },
  // Sequence order is not exactly time order: SLOW read its clock before LATE but committed after it.
  {
    name: 'LATE',
    type: 'qris',
    status: 'paid',
    amount: 21_000,
    createdAt: '2026-11-16T00:02:00',
    paidAt: '2026-11-16T00:03:00',
  },
  {
    name: 'SLOW',
    type: 'qris',
    status: 'paid',
    amount: 22_000,
    createdAt: '2026-11-15T23:55:00',
    paidAt: '2026-11-16T00:04:00',
  },
  { name: 'TODAY', type: 'qris', status: 'waiting_payment', amount: 23_000, createdAt: '2026-11-21T08:00:00' },
];

let merchant: MerchantFixture;
let other: MerchantFixture;
let apiReff: string;

beforeAll(async () => {
  [merchant, other] = await Promise.all([createMerchantFixture(), createMerchantFixture()]);
  await seed(merchant, ROWS);
  await seed(other, [
    {
      name: `OTHER-${RUN}`,
      type: 'qris',
      status: 'paid',
      amount: 50_000,
      createdAt: '2026-11-12T10:00:00',
      description: 'other merchant',
    },
  ]);
  // One QR made by the API itself, so the file is checked against what the API answers for it.
  useClock(new TestClock(wib('2026-11-21T09:00:00')));
  const created = await invoke('createQris', {
    auth: merchant.auth,
    body: { amount: 25_000, description: 'Kopi, 2 "gelas"' },
  });
  expect(created.status).toBe(201);
  apiReff = created.body.transaction.partner_reff;
  useClock(new TestClock(NOW_MS));
});

afterAll(() => {
  useClock(undefined);
});

const exportCsv = (query: Record<string, string>, auth = merchant.auth) =>
  invoke('exportTransactions', { auth, query });

/** The records of an answer, header row first. */
async function records(query: Record<string, string>, auth = merchant.auth): Promise<string[][]> {
  const response = await exportCsv(query, auth);
  expect(response.status).toBe(200);
  return parseCsv(response.body);
}

const reffsOf = (rows: string[][]): string[] => rows.slice(1).map((row) => row[0]!);
const names = (...list: string[]): string[] => list.map(reff);

describe('GET /transactions/export: the file', () => {
  it('answers 200 text/csv as an attachment named after the range, header row exactly as specified', async () => {
    const response = await exportCsv({ from: '2026-11-01', to: '2026-11-21' });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="transactions-2026-11-01-2026-11-21.csv"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body.startsWith(`${HEADER}\r\n`)).toBe(true);
    expect(response.body.endsWith('\r\n')).toBe(true);
  });

  it('lists every transaction of the range newest first (by creation sequence)', async () => {
    const rows = await records({ from: '2026-11-01', to: '2026-11-21' });
    expect(reffsOf(rows)).toEqual([
      apiReff,
      ...names(
        'TODAY',
        'SLOW',
        'LATE',
        'CR',
        'TAB',
        'AT',
        'MINUS',
        'PLUS',
        'EQUALS',
        'QUOTED',
        'LASTMS',
        'AT0000',
        'AT2359',
      ),
    ]);
    expect(rows.every((row) => row.length === 11)).toBe(true);
  });

  it('writes a row with the values and timestamps the API answers for the same transaction', async () => {
    const rows = await records({ from: '2026-11-21', to: '2026-11-21' });
    const detail = (await invoke('getTransaction', { auth: merchant.auth, params: { partner_reff: apiReff } })).body
      .transaction;
    expect(rows[1]).toEqual([
      apiReff,
      'qris',
      detail.status,
      String(detail.amount),
      String(detail.fees.total_fee),
      String(detail.fees.net_amount),
      detail.created_at,
      '',
      'Kopi, 2 "gelas"',
      String(detail.refunded_amount),
      detail.refund_status,
    ]);
  });

  it('writes paid_at in Jakarta time and leaves it empty while unpaid', async () => {
    const rows = await records({ from: '2026-11-09', to: '2026-11-10' });
    expect(rows.slice(1).map((row) => [row[0], row[6], row[7]])).toEqual([
      [reff('LASTMS'), '2026-11-10T23:59:59+07:00', ''],
      [reff('AT0000'), '2026-11-10T00:00:00+07:00', ''],
      [reff('AT2359'), '2026-11-09T23:59:00+07:00', toJakartaIso(wib('2026-11-10T00:01:00'))],
    ]);
  });

  it('quotes a description holding commas, quotes and line breaks (RFC 4180), and it reads back unchanged', async () => {
    const response = await exportCsv({ from: '2026-11-12', to: '2026-11-12' });
    expect(response.body).toContain(`,"${QUOTED_DESCRIPTION.replaceAll('"', '""')}",0,none\r\n`);
    const rows = parseCsv(response.body);
    expect(rows[1]![0]).toBe(reff('QUOTED'));
    expect(rows[1]![8]).toBe(QUOTED_DESCRIPTION);
  });

  it.each(Object.entries(FORMULA_DESCRIPTIONS))(
    'prefixes a description starting with %s with an apostrophe',
    async (_name, description) => {
      const rows = await records({ from: '2026-11-13', to: '2026-11-14' });
      const row = rows.find((cells) => cells[8] === `'${description}`);
      expect(row).toBeDefined();
    },
  );

  it('leaves other text, numbers and timestamps as they are', async () => {
    const rows = await records({ from: '2026-11-12', to: '2026-11-12' });
    expect(rows[1]!.slice(0, 8)).toEqual([
      reff('QUOTED'),
      'qris',
      'paid',
      '14000',
      '140',
      '13860',
      '2026-11-12T09:00:00+07:00',
      '2026-11-12T09:05:00+07:00',
    ]);
  });
});

describe('GET /transactions/export: the range', () => {
  it('puts a transaction at 23:59 WIB on its own day and one at 00:00 WIB on the next', async () => {
    expect(reffsOf(await records({ from: '2026-11-09', to: '2026-11-09' }))).toEqual(names('AT2359'));
    expect(reffsOf(await records({ from: '2026-11-10', to: '2026-11-10' }))).toEqual(names('LASTMS', 'AT0000'));
    expect(reffsOf(await records({ from: '2026-11-11', to: '2026-11-11' }))).toEqual([]);
  });

  it('includes a transaction created inside the range whose sequence number came after one created past its end', async () => {
    expect(reffsOf(await records({ from: '2026-11-15', to: '2026-11-15' }))).toEqual(names('SLOW'));
    expect(reffsOf(await records({ from: '2026-11-16', to: '2026-11-16' }))).toEqual(names('LATE'));
  });

  it('covers the last 30 days, today included, without from and to', async () => {
    const response = await exportCsv({});
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="transactions-2026-10-23-2026-11-21.csv"',
    );
    const reffs = reffsOf(parseCsv(response.body));
    expect(reffs).toContain(reff('TODAY'));
    expect(reffs).not.toContain(reff('OLD'));
  });

  it('counts the 30 default days back from a given to', async () => {
    const response = await exportCsv({ to: '2026-08-30' });
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="transactions-2026-08-01-2026-08-30.csv"',
    );
    expect(reffsOf(parseCsv(response.body))).toEqual(names('OLD'));
  });

  it('ends at today when only from is given', async () => {
    const response = await exportCsv({ from: '2026-11-20' });
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="transactions-2026-11-20-2026-11-21.csv"',
    );
    expect(reffsOf(parseCsv(response.body))).toEqual([apiReff, reff('TODAY')]);
  });

  it('accepts a range of exactly 92 days', async () => {
    expect(reffsOf(await records({ from: '2026-08-01', to: '2026-10-31' }))).toEqual(names('OLD'));
  });

  it('refuses a range of 93 days with 422 validation_failed', async () => {
    const response = await exportCsv({ from: '2026-08-01', to: '2026-11-01' });
    expect(response.status).toBe(422);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toEqual({
      ok: false,
      error: 'validation_failed',
      message: 'The request is invalid',
      errors: { to: ['The range spans 93 days; at most 92 are allowed'] },
    });
  });

  it('refuses a default range that would exceed 92 days (from long ago, to defaulting to today)', async () => {
    const response = await exportCsv({ from: '2026-08-01' });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('validation_failed');
  });

  it('refuses to before from with 422 validation_failed', async () => {
    const response = await exportCsv({ from: '2026-11-10', to: '2026-11-09' });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({
      ok: false,
      error: 'validation_failed',
      errors: { to: ['Must not be before from'] },
    });
  });

  it.each([
    ['from', '2026-02-29'],
    ['from', '2026-04-31'],
    ['to', '2026-13-01'],
    ['to', '20261101'],
    ['from', '2026-11-1'],
    ['from', 'yesterday'],
    ['to', '2026-11-01T00:00:00+07:00'],
  ])('refuses %s=%s with 422 validation_failed naming the field', async (field, value) => {
    const response = await exportCsv({ [field]: value });
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('validation_failed');
    expect(Object.keys(response.body.errors)).toEqual([field]);
  });

  it('refuses an unknown parameter, type or status with 422 validation_failed', async () => {
    const queries: Array<Record<string, string>> = [{ format: 'xlsx' }, { type: 'cash' }, { status: 'done' }];
    for (const query of queries) {
      const response = await exportCsv(query);
      expect(response.status).toBe(422);
      expect(response.body.error).toBe('validation_failed');
    }
  });
});

describe('GET /transactions/export: filters and access', () => {
  const range = { from: '2026-11-01', to: '2026-11-21' };

  it.each([
    [{ type: 'qris' }, ['TODAY', 'SLOW', 'LATE', 'CR', 'QUOTED', 'LASTMS', 'AT2359'], true],
    [{ type: 'va' }, ['AT0000'], false],
    [{ status: 'paid' }, ['SLOW', 'LATE', 'TAB', 'AT', 'EQUALS', 'QUOTED', 'AT2359'], false],
    [{ type: 'qris', status: 'waiting_payment' }, ['TODAY', 'LASTMS'], true],
    [{ type: 'transfer', status: 'paid' }, [], false],
  ])('filters by %j', async (filter, expected, withApiQr) => {
    const rows = await records({ ...range, ...(filter as Record<string, string>) });
    expect(reffsOf(rows)).toEqual([...(withApiQr ? [apiReff] : []), ...names(...expected)]);
  });

  it('never shows another merchant its rows', async () => {
    const mine = reffsOf(await records(range));
    const theirs = reffsOf(await records(range, other.auth));
    expect(theirs).toEqual([reff(`OTHER-${RUN}`)]);
    expect(mine).not.toContain(reff(`OTHER-${RUN}`));
  });

  it('answers 403 permission_denied in the JSON envelope to a client without qris:read', async () => {
    const writer = await createMerchantFixture({ permissions: ['qris:create'] });
    const response = await exportCsv(range, writer.auth);
    expect(response.status).toBe(403);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.body).toMatchObject({ ok: false, error: 'permission_denied' });
  });

  it('answers 401 in the JSON envelope without credentials', async () => {
    const response = await invoke('exportTransactions', { query: range });
    expect(response.status).toBe(401);
    expect(response.body.ok).toBe(false);
  });
});

describe('the export operation: limits and paging', () => {
  const query = { from: '2026-11-01', to: '2026-11-21' } as const;
  const collect = async (chunks: AsyncIterable<string>): Promise<string[]> => {
    const all: string[] = [];
    for await (const chunk of chunks) all.push(chunk);
    return all;
  };

  it('refuses more matching rows than the cap with export_too_large, before producing anything', async () => {
    const outcome = await exportTransactions(merchant.merchantId, { ...query, type: 'qris' }, NOW_MS, {
      ...EXPORT_LIMITS,
      rowsMax: 7,
    });
    expect(outcome).toEqual({
      ok: false,
      code: 'export_too_large',
      message: 'More than 7 transactions match; narrow the range (from, to) or filter by type or status',
    });
  });

  it('exports exactly the cap', async () => {
    const outcome = await exportTransactions(merchant.merchantId, { ...query, type: 'qris' }, NOW_MS, {
      ...EXPORT_LIMITS,
      rowsMax: 8,
    });
    if (!outcome.ok) throw new Error(outcome.message);
    expect(parseCsv((await collect(outcome.value.chunks)).join(''))).toHaveLength(1 + 8);
  });

  it('renders export_too_large as 422 in the JSON envelope', async () => {
    const outcome = await exportTransactions(merchant.merchantId, query, NOW_MS, { ...EXPORT_LIMITS, rowsMax: 1 });
    const thrown = (() => {
      try {
        attachment(outcome, 'text/csv; charset=utf-8', () => new AppError('export_too_large', 'too large'));
      } catch (error) {
        return error;
      }
      return undefined;
    })();
    expect(thrown).toBeInstanceOf(AppError);
    expect((thrown as AppError).statusCode).toBe(422);
    expect((thrown as AppError).code).toBe('export_too_large');
  });

  it('produces the header, then one chunk per page of at most pageItemsMax rows, with the same content', async () => {
    const outcome = await exportTransactions(merchant.merchantId, query, NOW_MS, { ...EXPORT_LIMITS, pageItemsMax: 2 });
    if (!outcome.ok) throw new Error(outcome.message);
    const chunks = await collect(outcome.value.chunks);
    expect(chunks[0]).toBe(`${HEADER}\r\n`);
    for (const chunk of chunks.slice(1)) expect(parseCsv(chunk).length).toBeLessThanOrEqual(2);
    expect(chunks.join('')).toBe((await exportCsv(query)).body);
  });

  it('answers only the header for a merchant without transactions', async () => {
    const empty = await createMerchantFixture();
    expect((await exportCsv(query, empty.auth)).body).toBe(`${HEADER}\r\n`);
  });
});

describe('CSV encoding', () => {
  const cellText = fc
    .array(fc.constantFrom('a', 'Z', '9', ' ', ',', '"', '\r', '\n', '\t', '=', '+', '-', '@', "'", 'é', '漢'), {
      maxLength: 12,
    })
    .map((parts) => parts.join(''));

  it('reads back every line it writes (RFC 4180 round trip)', () => {
    fc.assert(
      fc.property(fc.array(cellText, { minLength: 1, maxLength: 9 }), (cells) => {
        expect(parseCsv(csvLine(cells))).toEqual([cells]);
      }),
    );
  });

  it.each(['=1+1', '+1', '-1', '@A1', '\tx', '\rx', ' =1+1', '  @A1'])(
    'neutralises a text cell starting like %j',
    (value) => {
      expect(textCell(value)).toBe(`'${value}`);
    },
  );

  it.each(['', 'plain', 'not =first', "'quoted", '1-2'])('keeps the text cell %j', (value) => {
    expect(textCell(value)).toBe(value);
  });
});

describe('how the body leaves', () => {
  async function* counted(chunks: string[], read: { count: number }): AsyncGenerator<string> {
    for (const chunk of chunks) {
      read.count += 1;
      yield chunk;
    }
  }
  const result = (chunks: AsyncIterable<string>) => ({
    statusCode: 200,
    headers: { 'content-type': 'text/csv; charset=utf-8' },
    chunks,
    tooLargeToBuffer: () => new AppError('export_too_large', 'too large to buffer'),
  });

  it('buffers the whole body for Lambda', async () => {
    const answered = await attachmentApiResult(result(counted(['a,b\r\n', 'c,d\r\n'], { count: 0 })), false);
    expect(answered.body).toBe('a,b\r\nc,d\r\n');
    expect(answered[STREAMED_BODY]).toBeUndefined();
  });

  it('refuses a buffered body over the limit, counted as JSON-escaped bytes, and stops reading there', async () => {
    const read = { count: 0 };
    // Four quotes are 4 bytes of CSV but 8 once escaped for the Lambda runtime.
    await expect(attachmentApiResult(result(counted(['""""', 'x', 'y'], read)), false, 7)).rejects.toMatchObject({
      code: 'export_too_large',
    });
    expect(read.count).toBe(1);
    expect((await attachmentApiResult(result(counted(['""""'], { count: 0 })), false, 8)).body).toBe('""""');
  });

  it('hands the chunks unread to an invoker that streams', async () => {
    const read = { count: 0 };
    const answered = await attachmentApiResult(result(counted(['a'], read)), true);
    expect(answered.body).toBe('');
    expect(read.count).toBe(0);
    expect(answered[STREAMED_BODY]).toBeDefined();
  });
});

describe('routing and the local server', () => {
  it('routes GET /api/v1/transactions/export to the export, not to a partner_reff named export', () => {
    const found = matchRoute('GET', '/api/v1/transactions/export');
    expect(found.kind === 'route' && found.route.id).toBe('exportTransactions');
    const other = matchRoute('GET', '/api/v1/transactions/QR20261121ABC');
    expect(other.kind === 'route' && other.route.id).toBe('getTransaction');
    expect(matchRoute('POST', '/api/v1/transactions/export')).toEqual({ kind: 'wrong_method', allowed: ['GET'] });
  });

  describe('over HTTP', () => {
    let server: Server;
    let base: string;

    beforeAll(async () => {
      server = await startHttpServer(0, async () => false);
      base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      await closeServer(server);
    });

    const authorization = () => ({ authorization: `Bearer ${merchant.clientId}:${merchant.clientSecret}` });

    it('streams the file (chunked, no Content-Length) with the same bytes the buffered handler answers', async () => {
      const query = { from: '2026-11-01', to: '2026-11-16' };
      const response = await fetch(`${base}/api/v1/transactions/export?${new URLSearchParams(query).toString()}`, {
        headers: authorization(),
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('transfer-encoding')).toBe('chunked');
      expect(response.headers.get('content-length')).toBeNull();
      expect(response.headers.get('content-disposition')).toBe(
        'attachment; filename="transactions-2026-11-01-2026-11-16.csv"',
      );
      expect(await response.text()).toBe((await exportCsv(query)).body);
    });

    it('answers a refusal in the JSON envelope over HTTP too', async () => {
      const response = await fetch(`${base}/api/v1/transactions/export?from=2026-11-10&to=2026-11-01`, {
        headers: authorization(),
      });
      expect(response.status).toBe(422);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toMatchObject({ ok: false, error: 'validation_failed' });
    });
  });
});
