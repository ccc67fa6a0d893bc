import fc from 'fast-check';
import {
  AUTH_HEADER_LENGTH_MAX,
  IDEMPOTENCY_KEY_LENGTH_MAX,
  WEBHOOK_RETRY_DELAYS_SECONDS,
} from '../../shared/constants';
import { nextWebhookStep, WEBHOOK_ATTEMPTS_MAX } from '../../shared/domain/webhook-schedule';
import { parseAuthorization } from '../../shared/middleware/authenticate';
import { idempotencyMiddleware, requestHash, sentIdempotencyKey } from '../../shared/middleware/idempotency';
import { AppError } from '../../shared/errors';
import { pageRange } from '../../shared/operations/transactions';
import { settlementDueMs, toJakartaIso, toJakartaIsoOrNull } from '../../shared/time';
import { CreateQrisBodySchema } from '../../shared/channels/qris/schemas';
import { PageQuerySchema } from '../../shared/schemas/common';
import { fieldErrors } from '../../shared/http/validation';

describe('parseAuthorization', () => {
  it.each([
    ['Bearer cl_abc:secret', { clientId: 'cl_abc', secret: 'secret' }],
    ['Bearer A-Z_az-09:AZaz09_-', { clientId: 'A-Z_az-09', secret: 'AZaz09_-' }],
    ['  Bearer cl_abc:secret  ', { clientId: 'cl_abc', secret: 'secret' }],
    [`Bearer ${'a'.repeat(64)}:${'b'.repeat(256)}`, { clientId: 'a'.repeat(64), secret: 'b'.repeat(256) }],
  ])('accepts %j', (header, expected) => {
    expect(parseAuthorization(header)).toEqual(expected);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['lowercase scheme', 'bearer cl_abc:secret'],
    ['upper-case scheme', 'BEARER cl_abc:secret'],
    ['Basic scheme', 'Basic Y2xfYWJjOnNlY3JldA=='],
    ['no scheme', 'cl_abc:secret'],
    ['missing colon', 'Bearer cl_abcsecret'],
    ['two colons', 'Bearer cl_abc:sec:ret'],
    ['empty client id', 'Bearer :secret'],
    ['empty secret', 'Bearer cl_abc:'],
    ['two spaces after Bearer', 'Bearer  cl_abc:secret'],
    ['a tab after Bearer', 'Bearer\tcl_abc:secret'],
    ['a dot in the id', 'Bearer cl.abc:secret'],
    ['a plus in the secret', 'Bearer cl_abc:sec+ret'],
    ['an equals sign in the secret', 'Bearer cl_abc:secret='],
    ['a slash in the secret', 'Bearer cl_abc:sec/ret'],
    ['a space inside', 'Bearer cl_abc:sec ret'],
    ['non-ASCII letters', 'Bearer clé:secret'],
    ['a newline inside', 'Bearer cl_abc:sec\nret'],
    ['a client id over 64 characters', `Bearer ${'a'.repeat(65)}:secret`],
    ['a secret over 256 characters', `Bearer cl_abc:${'b'.repeat(257)}`],
    ['a header over the length limit', `Bearer cl_abc:secret${' '.repeat(AUTH_HEADER_LENGTH_MAX)}`],
  ])('refuses a header that is %s', (_label, header) => {
    expect(parseAuthorization(header)).toBeUndefined();
  });

  it('never throws and only accepts the documented alphabet', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 600 }), (header) => {
        const parsed = parseAuthorization(header);
        if (parsed !== undefined) {
          expect(parsed.clientId).toMatch(/^[A-Za-z0-9_-]{1,64}$/);
          expect(parsed.secret).toMatch(/^[A-Za-z0-9_-]{1,256}$/);
        }
      }),
    );
  });

  it('round-trips every well-formed credential', () => {
    const part = (max: number) => fc.stringMatching(new RegExp(`^[A-Za-z0-9_-]{1,${max}}$`));
    fc.assert(
      fc.property(part(64), part(256), (clientId, secret) => {
        expect(parseAuthorization(`Bearer ${clientId}:${secret}`)).toEqual({ clientId, secret });
      }),
    );
  });
});

/** The parts of a middy request the idempotency middleware reads before it touches the store. */
function keyedRequest(key: string | undefined | Record<string, string>, mode: 'optional' | 'required') {
  const headers = key === undefined ? {} : typeof key === 'string' ? { 'x-idempotency-key': key } : key;
  return {
    event: { headers, rawPath: '/api/v1/qris', requestContext: { http: { method: 'POST' } } },
    context: {
      app: {
        route: { idempotency: mode },
        client: { client_id: 'cl_unit' },
        body: { amount: 10_000 },
        clock: { nowMs: () => 0 },
      },
    },
  } as unknown as Parameters<NonNullable<ReturnType<typeof idempotencyMiddleware>['before']>>[0];
}

async function keyRejection(
  key: string | undefined | Record<string, string>,
  mode: 'optional' | 'required',
): Promise<AppError> {
  const rejection = await Promise.resolve(idempotencyMiddleware().before!(keyedRequest(key, mode))).then(
    () => undefined,
    (error: unknown) => error,
  );
  expect(rejection).toBeInstanceOf(AppError);
  return rejection as AppError;
}

describe("Idempotency-Key (Stripe's name) as another name for X-Idempotency-Key", () => {
  const headersOf = (event: Record<string, string>) =>
    ({ headers: event }) as unknown as Parameters<typeof sentIdempotencyKey>[0];

  it.each([
    ['neither header', {}, { kind: 'none' }],
    [
      'X-Idempotency-Key only',
      { 'x-idempotency-key': 'k1' },
      { kind: 'key', key: 'k1', headerName: 'X-Idempotency-Key' },
    ],
    ['Idempotency-Key only', { 'idempotency-key': 'k1' }, { kind: 'key', key: 'k1', headerName: 'Idempotency-Key' }],
    [
      'both with the same key',
      { 'x-idempotency-key': 'k1', 'idempotency-key': 'k1' },
      { kind: 'key', key: 'k1', headerName: 'X-Idempotency-Key' },
    ],
    ['both with different keys', { 'x-idempotency-key': 'k1', 'idempotency-key': 'k2' }, { kind: 'different_keys' }],
    [
      'an empty X-Idempotency-Key beside Idempotency-Key',
      { 'x-idempotency-key': '', 'idempotency-key': 'k2' },
      { kind: 'key', key: 'k2', headerName: 'Idempotency-Key' },
    ],
  ])('reads %s', (_label, headers, expected) => {
    expect(sentIdempotencyKey(headersOf(headers))).toEqual(expected);
  });

  it('refuses two different keys as 422 validation_failed naming Idempotency-Key', async () => {
    const error = await keyRejection({ 'x-idempotency-key': 'k1', 'idempotency-key': 'k2' }, 'optional');
    expect({ code: error.code, status: error.statusCode }).toEqual({ code: 'validation_failed', status: 422 });
    expect(error.errors).toEqual({ 'Idempotency-Key': [expect.stringContaining('X-Idempotency-Key')] });
  });

  it('satisfies a route that requires a key, and names Idempotency-Key when its key is malformed', async () => {
    const error = await keyRejection({ 'idempotency-key': 'has space' }, 'required');
    expect(Object.keys(error.errors ?? {})).toEqual(['Idempotency-Key']);
  });
});

describe('X-Idempotency-Key format (at most 128 of A-Z a-z 0-9 : _ - .)', () => {
  it.each([
    ['129 characters', 'k'.repeat(IDEMPOTENCY_KEY_LENGTH_MAX + 1)],
    ['a space', 'has space'],
    ['a slash', 'order/1'],
    ['a non-ASCII letter', 'ordér-1'],
    ['a semicolon', 'a;b'],
    ['a plus', 'a+b'],
    ['a newline', 'a\nb'],
  ])('refuses a key with %s as 422 validation_failed naming the header', async (_label, key) => {
    const error = await keyRejection(key, 'optional');
    expect(error.code).toBe('validation_failed');
    expect(error.statusCode).toBe(422);
    expect(Object.keys(error.errors ?? {})).toEqual(['X-Idempotency-Key']);
  });

  it('requires the key where the route says so', async () => {
    const error = await keyRejection(undefined, 'required');
    expect(error.code).toBe('validation_failed');
    expect(error.errors).toEqual({
      'X-Idempotency-Key': ['Required for this endpoint (Idempotency-Key is accepted as well)'],
    });
  });

  it('refuses every key with a character outside the alphabet', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ minLength: 1, maxLength: 40 }).filter((key) => /[^A-Za-z0-9:_.-]/.test(key)),
        async (key) => {
          expect((await keyRejection(key, 'optional')).code).toBe('validation_failed');
        },
      ),
      { numRuns: 50 },
    );
  });
});

describe('requestHash', () => {
  const POST = 'POST';
  const PATH = '/api/v1/qris';

  it('ignores key order and whitespace of the body', () => {
    const compact = JSON.parse('{"amount":10000,"customer":{"name":"A","phone":"0812345678"}}');
    const spaced = JSON.parse('{ "customer" : { "phone" : "0812345678", "name" : "A" },\n  "amount" : 10000 }');
    expect(requestHash(POST, PATH, spaced)).toBe(requestHash(POST, PATH, compact));
  });

  it('is the same for any permutation of an object’s keys', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue(), { maxKeys: 8 }), (body) => {
        const reversed = Object.fromEntries(Object.entries(body).reverse());
        expect(requestHash(POST, PATH, reversed)).toBe(requestHash(POST, PATH, body));
      }),
    );
  });

  it.each([
    ['the method', { amount: 10_000 }, ['PUT', PATH, { amount: 10_000 }]],
    ['the path', { amount: 10_000 }, [POST, '/api/v1/payments/va', { amount: 10_000 }]],
    ['a value', { amount: 10_000 }, [POST, PATH, { amount: 10_001 }]],
    ['a value type', { amount: 10_000 }, [POST, PATH, { amount: '10000' }]],
    ['an extra key', { amount: 10_000 }, [POST, PATH, { amount: 10_000, description: 'x' }]],
    ['array order', { tags: [1, 2] }, [POST, PATH, { tags: [2, 1] }]],
    ['a nested value', { customer: { name: 'A' } }, [POST, PATH, { customer: { name: 'B' } }]],
  ] as const)('changes with %s', (_label, baseBody, [method, path, body]) => {
    expect(requestHash(method, path, body)).not.toBe(requestHash(POST, PATH, baseBody));
  });

  it('treats a missing body like null and is a hex SHA-256', () => {
    expect(requestHash(POST, PATH, undefined)).toBe(requestHash(POST, PATH, null));
    expect(requestHash(POST, PATH, undefined)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('distinguishes different JSON values', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (left, right) => {
        fc.pre(JSON.stringify(left) !== JSON.stringify(right));
        // Same canonical form only when they are the same value up to key order.
        const sameUpToKeyOrder = (a: unknown, b: unknown): boolean => {
          if (Array.isArray(a) || Array.isArray(b))
            return (
              Array.isArray(a) &&
              Array.isArray(b) &&
              a.length === b.length &&
              a.every((item, index) => sameUpToKeyOrder(item, b[index]))
            );
          if (a !== null && b !== null && typeof a === 'object' && typeof b === 'object') {
            const keysA = Object.keys(a).sort();
            const keysB = Object.keys(b).sort();
            return (
              JSON.stringify(keysA) === JSON.stringify(keysB) &&
              keysA.every((key) => sameUpToKeyOrder((a as any)[key], (b as any)[key]))
            );
          }
          return Object.is(a, b) || (a === 0 && b === 0);
        };
        expect(requestHash(POST, PATH, left) === requestHash(POST, PATH, right)).toBe(sameUpToKeyOrder(left, right));
      }),
    );
  });
});

describe('pageRange (newest first by sequence number)', () => {
  it.each([
    // total, page, perPage -> lowSeq, highSeq, lastPage
    [0, 1, 20, 1, 0, 1],
    [1, 1, 20, 1, 1, 1],
    [20, 1, 20, 1, 20, 1],
    [21, 1, 20, 2, 21, 2],
    [21, 2, 20, 1, 1, 2],
    [25, 1, 10, 16, 25, 3],
    [25, 2, 10, 6, 15, 3],
    [25, 3, 10, 1, 5, 3],
    [100, 1, 100, 1, 100, 1],
    [101, 2, 100, 1, 1, 2],
  ])('total %i, page %i, per_page %i covers %i..%i of %i pages', (total, page, perPage, lowSeq, highSeq, lastPage) => {
    expect(pageRange(total, page, perPage)).toEqual({ lowSeq, highSeq, lastPage });
  });

  it.each([
    [0, 2, 20],
    [25, 4, 10],
    [25, 1_000_000, 100],
    [5, 2, 5],
  ])('answers an empty range beyond the last page (total %i, page %i, per_page %i)', (total, page, perPage) => {
    const { lowSeq, highSeq } = pageRange(total, page, perPage);
    expect(highSeq).toBeLessThan(lowSeq);
  });

  it('tiles 1..total exactly once over the pages, each at most per_page long', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000 }), fc.integer({ min: 1, max: 100 }), (total, perPage) => {
        const { lastPage } = pageRange(total, 1, perPage);
        expect(lastPage).toBe(Math.max(1, Math.ceil(total / perPage)));
        const seen: number[] = [];
        for (let page = 1; page <= lastPage + 1; page += 1) {
          const { lowSeq, highSeq } = pageRange(total, page, perPage);
          if (highSeq < lowSeq) continue;
          expect(highSeq - lowSeq + 1).toBeLessThanOrEqual(perPage);
          for (let seq = highSeq; seq >= lowSeq; seq -= 1) seen.push(seq);
        }
        expect(seen).toEqual(Array.from({ length: total }, (_, index) => total - index));
      }),
    );
  });
});

describe('time helpers (Asia/Jakarta, +07:00)', () => {
  it.each([
    ['2026-11-21T10:04:05Z', '2026-11-21T17:04:05+07:00'],
    ['2026-11-21T16:59:59Z', '2026-11-21T23:59:59+07:00'],
    ['2026-11-21T17:00:00Z', '2026-11-22T00:00:00+07:00'],
    ['2026-12-31T17:00:00Z', '2027-01-01T00:00:00+07:00'],
    ['2028-02-28T17:30:00Z', '2028-02-29T00:30:00+07:00'],
    ['1970-01-01T00:00:00Z', '1970-01-01T07:00:00+07:00'],
  ])('writes %s as %s', (utc, jakarta) => {
    expect(toJakartaIso(Date.parse(utc))).toBe(jakarta);
  });

  it('drops milliseconds and always carries the +07:00 offset of the same instant', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (epochMs) => {
        const text = toJakartaIso(epochMs);
        expect(text).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/);
        expect(Date.parse(text)).toBe(Math.floor(epochMs / 1000) * 1000);
      }),
    );
  });

  it('answers null for a missing time', () => {
    expect(toJakartaIsoOrNull(undefined)).toBeNull();
    expect(toJakartaIsoOrNull(null)).toBeNull();
    expect(toJakartaIsoOrNull(0)).toBe('1970-01-01T07:00:00+07:00');
  });

  it.each([
    ['2026-11-21T23:59:59+07:00', '2026-11-22T00:05:00+07:00'],
    ['2026-11-22T00:00:01+07:00', '2026-11-23T00:05:00+07:00'],
    ['2026-11-22T00:00:00+07:00', '2026-11-23T00:05:00+07:00'],
    ['2026-11-22T00:04:59+07:00', '2026-11-23T00:05:00+07:00'],
    ['2026-11-22T00:05:00+07:00', '2026-11-23T00:05:00+07:00'],
    ['2026-11-22T12:00:00+07:00', '2026-11-23T00:05:00+07:00'],
    ['2026-12-31T20:00:00+07:00', '2027-01-01T00:05:00+07:00'],
  ])('settles money paid at %s at %s (H+1, 00:05 Jakarta)', (paidAt, dueAt) => {
    expect(toJakartaIso(settlementDueMs(Date.parse(paidAt)))).toBe(dueAt);
  });

  it('settles any payment at 00:05 Jakarta of the next Jakarta day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), (paidAtMs) => {
        const due = toJakartaIso(settlementDueMs(paidAtMs));
        expect(due.slice(10)).toBe('T00:05:00+07:00');
        const paidDay = Date.parse(`${toJakartaIso(paidAtMs).slice(0, 10)}T00:00:00+07:00`);
        expect(settlementDueMs(paidAtMs) - paidDay).toBe(86_400_000 + 5 * 60_000);
      }),
    );
  });
});

describe('nextWebhookStep (1m, 5m, 15m, 1h, 3h, 6h, 12h, 24h, then failed)', () => {
  const NOW_MS = Date.parse('2026-11-21T10:00:00Z');

  it.each([
    [1, 60],
    [2, 5 * 60],
    [3, 15 * 60],
    [4, 3_600],
    [5, 3 * 3_600],
    [6, 6 * 3_600],
    [7, 12 * 3_600],
    [8, 24 * 3_600],
  ])('retries a failed attempt %i after %i seconds', (attempt, delaySeconds) => {
    expect(nextWebhookStep(false, attempt, NOW_MS)).toEqual({
      state: 'pending',
      retryAtMs: NOW_MS + delaySeconds * 1000,
    });
  });

  it('marks the delivery failed after the 9th failed attempt', () => {
    expect(WEBHOOK_ATTEMPTS_MAX).toBe(9);
    expect(nextWebhookStep(false, 9, NOW_MS)).toEqual({ state: 'failed' });
    expect(nextWebhookStep(false, 10, NOW_MS)).toEqual({ state: 'failed' });
  });

  it.each([1, 5, 9])('marks a successful attempt %i delivered', (attempt) => {
    expect(nextWebhookStep(true, attempt, NOW_MS)).toEqual({ state: 'delivered' });
  });

  it('grows strictly and sums to about 2 days of retrying', () => {
    const delays = [...WEBHOOK_RETRY_DELAYS_SECONDS];
    for (let index = 1; index < delays.length; index += 1) expect(delays[index]!).toBeGreaterThan(delays[index - 1]!);
    expect(delays.reduce((sum, delay) => sum + delay, 0)).toBe(
      60 + 300 + 900 + 3_600 + 10_800 + 21_600 + 43_200 + 86_400,
    );
  });
});

describe('validation errors as the contract’s errors map', () => {
  it.each(['toString', 'constructor', '__proto__', 'hasOwnProperty', 'valueOf'])(
    'names an unknown body field called %s instead of failing',
    (field) => {
      const parsed = CreateQrisBodySchema.safeParse(JSON.parse(`{"amount":10000,${JSON.stringify(field)}:1}`));
      expect(parsed.success).toBe(false);
      const errors = fieldErrors(parsed.error!, 'body');
      expect(JSON.parse(JSON.stringify(errors))).toEqual(JSON.parse(`{${JSON.stringify(field)}:["Unknown field"]}`));
    },
  );

  it('maps a whole-body problem to the scope name', () => {
    const parsed = CreateQrisBodySchema.safeParse([1, 2]);
    expect(Object.keys(fieldErrors(parsed.error!, 'body'))).toEqual(['body']);
  });

  it('never throws for any JSON body and always names at least one field', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (body) => {
        const parsed = CreateQrisBodySchema.safeParse(body);
        if (parsed.success) return;
        const errors = fieldErrors(parsed.error, 'body');
        expect(Object.keys(errors).length).toBeGreaterThan(0);
        for (const messages of Object.values(errors)) expect(messages.length).toBeGreaterThan(0);
      }),
    );
  });

  it('names unknown query parameters too', () => {
    const parsed = PageQuerySchema.safeParse({ page: '1', toString: 'x' });
    expect(JSON.parse(JSON.stringify(fieldErrors(parsed.error!, 'query')))).toEqual({ toString: ['Unknown field'] });
  });
});
