import fc from 'fast-check';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { REQUEST_BODY_BYTES_MAX } from '../../shared/constants';
import { rateLimitCounterShards } from '../../shared/domain/ip-address';
import { ddb, tableName } from '../../shared/store/aws';
import { keys } from '../../shared/store/keys';
import { QRIS_AMOUNT_MAX_IDR, QRIS_AMOUNT_MIN_IDR } from '../../shared/channels/qris/limits';
import { adminPatchClient } from '../../shared/operations/admin-clients';
import { CreateClientBodySchema, PatchClientBodySchema } from '../../shared/schemas/admin';
import { CreateQrisBodySchema } from '../../shared/channels/qris/schemas';
import {
  createMerchantFixture,
  invoke,
  type InvokeOptions,
  type InvokeResult,
  type MerchantFixture,
  TestClock,
  useClock,
  valueOf,
} from '../support/harness';
import { useGatewaySimulator } from '../support/gateway';

/**
 * The shared middleware stack seen from outside: error envelope, rate limit, authentication and
 * client checks, permission, validation. The gateway simulator runs so that valid bodies succeed.
 */
useGatewaySimulator();
let merchant: MerchantFixture;
let ipRestricted: MerchantFixture;

beforeAll(async () => {
  merchant = await createMerchantFixture();
  ipRestricted = await createMerchantFixture({ allowedIps: ['192.0.2.1'] });
});

afterEach(() => useClock(undefined));

const ENVELOPE_KEYS = ['ok', 'error', 'message', 'errors', 'upstream_status'];

/** Every error is exactly the contract's envelope: ok false, a code, a message; errors only on 422 validation. */
function expectEnvelope(response: InvokeResult, status: number, code: string): void {
  expect({ status: response.status, error: response.body?.error }).toEqual({ status, error: code });
  expect(response.body.ok).toBe(false);
  expect(typeof response.body.message).toBe('string');
  expect(response.body.message.length).toBeGreaterThan(0);
  for (const key of Object.keys(response.body)) expect(ENVELOPE_KEYS).toContain(key);
  if (code === 'validation_failed') expect(response.body.errors).toEqual(expect.any(Object));
  else expect(response.body).not.toHaveProperty('errors');
  if (code !== 'upstream_error') expect(response.body).not.toHaveProperty('upstream_status');
  expect(response.headers['content-type']).toMatch(/^application\/json/);
}

const postQris = (body: unknown, options: InvokeOptions = {}) =>
  invoke('createQris', { auth: merchant.auth, body, ...options });

describe('authentication', () => {
  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['a bare token', 'Bearer abcdef'],
    ['the wrong scheme', 'Basic Y2xfYWJjOnNlY3JldA=='],
    ['a lowercase scheme', 'bearer cl_abc:secret'],
    ['characters outside the alphabet', 'Bearer cl_abc:sec.ret'],
    ['an oversize value', `Bearer cl_abc:${'s'.repeat(600)}`],
  ])('answers 401 invalid_authorization_header when the header is %s', async (_label, authorization) => {
    const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
    expectEnvelope(await invoke('listTransactions', { headers }), 401, 'invalid_authorization_header');
    expectEnvelope(
      await invoke('createQris', { headers, body: { amount: 10_000 } }),
      401,
      'invalid_authorization_header',
    );
  });

  it('answers 401 invalid_client for an unknown client id', async () => {
    expectEnvelope(
      await invoke('listTransactions', { auth: { clientId: 'cl_nobody', clientSecret: merchant.clientSecret } }),
      401,
      'invalid_client',
    );
  });

  it('answers 401 invalid_client for a wrong secret of a real client', async () => {
    expectEnvelope(
      await invoke('listTransactions', {
        auth: { clientId: merchant.clientId, clientSecret: `${merchant.clientSecret}x` },
      }),
      401,
      'invalid_client',
    );
    expectEnvelope(
      await postQris({ amount: 10_000 }, { auth: { clientId: merchant.clientId, clientSecret: 'wrong' } }),
      401,
      'invalid_client',
    );
  });

  it('checks credentials before the body: a bad body with bad credentials is 401, not 422', async () => {
    expectEnvelope(
      await invoke('createQris', { auth: { clientId: 'cl_nobody', clientSecret: 'x' }, body: { amount: 'lots' } }),
      401,
      'invalid_client',
    );
  });

  it('answers 403 client_not_active once the client is deactivated, and serves it again when reactivated', async () => {
    const own = await createMerchantFixture();
    expect((await invoke('listTransactions', { auth: own.auth })).status).toBe(200);
    await adminPatchClient(own.clientId, { active: false });
    expectEnvelope(await invoke('listTransactions', { auth: own.auth }), 403, 'client_not_active');
    expectEnvelope(await invoke('createQris', { auth: own.auth, body: { amount: 10_000 } }), 403, 'client_not_active');
    await adminPatchClient(own.clientId, { active: true });
    expect((await invoke('listTransactions', { auth: own.auth })).status).toBe(200);
  });

  it('answers 403 ip_not_allowed from an address outside the allow list and 200 from one inside', async () => {
    const own = await createMerchantFixture({ allowedIps: ['203.0.113.7', '2001:db8::7'] });
    expectEnvelope(
      await invoke('listTransactions', { auth: own.auth, sourceIp: '203.0.113.8' }),
      403,
      'ip_not_allowed',
    );
    expectEnvelope(
      await invoke('listTransactions', { auth: own.auth, sourceIp: '2001:db8::8' }),
      403,
      'ip_not_allowed',
    );
    expect((await invoke('listTransactions', { auth: own.auth, sourceIp: '203.0.113.7' })).status).toBe(200);
    expect((await invoke('listTransactions', { auth: own.auth, sourceIp: '2001:db8::7' })).status).toBe(200);
  });

  it('serves any address when the allow list is empty', async () => {
    expect((await invoke('listTransactions', { auth: merchant.auth, sourceIp: '192.0.2.200' })).status).toBe(200);
  });

  it('answers 403 permission_denied for a route whose permission the client lacks', async () => {
    const readOnly = await createMerchantFixture({ permissions: ['qris:read'] });
    expectEnvelope(
      await invoke('createQris', { auth: readOnly.auth, body: { amount: 10_000 } }),
      403,
      'permission_denied',
    );
    expect((await invoke('listTransactions', { auth: readOnly.auth })).status).toBe(200);

    const createOnly = await createMerchantFixture({ permissions: ['qris:create'] });
    expectEnvelope(await invoke('listTransactions', { auth: createOnly.auth }), 403, 'permission_denied');
    expectEnvelope(
      await invoke('getTransaction', { auth: createOnly.auth, params: { partner_reff: 'QR-20260101-AAAAAAAAAAAA' } }),
      403,
      'permission_denied',
    );
  });

  it('checks the permission before validating the body', async () => {
    const readOnly = await createMerchantFixture({ permissions: ['qris:read'] });
    expectEnvelope(
      await invoke('createQris', { auth: readOnly.auth, body: { amount: 'lots' } }),
      403,
      'permission_denied',
    );
  });
});

describe('validation of POST /qris', () => {
  it.each([
    ['amount below the minimum', { amount: QRIS_AMOUNT_MIN_IDR - 1 }, 'amount'],
    ['amount above the maximum', { amount: QRIS_AMOUNT_MAX_IDR + 1 }, 'amount'],
    ['amount as a string', { amount: '10000' }, 'amount'],
    ['amount as a float', { amount: 10_000.5 }, 'amount'],
    ['amount null', { amount: null }, 'amount'],
    ['amount negative', { amount: -10_000 }, 'amount'],
    ['amount missing', { description: 'x' }, 'amount'],
    ['a bad email', { amount: 10_000, customer_email: 'not-an-email' }, 'customer_email'],
    ['an email over 200 characters', { amount: 10_000, customer_email: `${'a'.repeat(195)}@x.com` }, 'customer_email'],
    ['a phone with +62', { amount: 10_000, customer_phone: '+6281234567890' }, 'customer_phone'],
    ['a phone starting 07', { amount: 10_000, customer_phone: '0712345678' }, 'customer_phone'],
    ['a phone too short', { amount: 10_000, customer_phone: '08123456' }, 'customer_phone'],
    ['a phone too long', { amount: 10_000, customer_phone: `08${'1'.repeat(13)}` }, 'customer_phone'],
    ['a phone with letters', { amount: 10_000, customer_phone: '08123abc456' }, 'customer_phone'],
    ['a description over 200 characters', { amount: 10_000, description: 'd'.repeat(201) }, 'description'],
    ['a customer name over 100 characters', { amount: 10_000, customer_name: 'n'.repeat(101) }, 'customer_name'],
    ['an empty customer name', { amount: 10_000, customer_name: '' }, 'customer_name'],
    ['a description of the wrong type', { amount: 10_000, description: 42 }, 'description'],
  ])('answers 422 validation_failed naming the field for %s', async (_label, body, field) => {
    const response = await postQris(body);
    expectEnvelope(response, 422, 'validation_failed');
    expect(Object.keys(response.body.errors)).toEqual([field]);
    expect(response.body.errors[field]).toEqual([expect.any(String)]);
  });

  it.each(['foo', 'toString', 'constructor', '__proto__', 'hasOwnProperty'])(
    'answers 422 with errors.%s = ["Unknown field"] for an unknown field of that name',
    async (field) => {
      const response = await postQris(undefined, { rawBody: `{"amount":10000,${JSON.stringify(field)}:true}` });
      expectEnvelope(response, 422, 'validation_failed');
      expect(JSON.stringify(response.body.errors)).toBe(JSON.stringify({ [field]: ['Unknown field'] }));
    },
  );

  it('names every failing field at once', async () => {
    const response = await postQris({ amount: 1, customer_email: 'x', customer_phone: 'y', extra: 1 });
    expectEnvelope(response, 422, 'validation_failed');
    expect(Object.keys(response.body.errors).sort()).toEqual(['amount', 'customer_email', 'customer_phone', 'extra']);
    expect(response.body.errors.extra).toEqual(['Unknown field']);
  });

  it.each([
    ['the minimum amount', { amount: QRIS_AMOUNT_MIN_IDR }],
    ['the maximum amount', { amount: QRIS_AMOUNT_MAX_IDR }],
    ['a 08 phone with 7 digits', { amount: 10_000, customer_phone: '081234567' }],
    ['a 628 phone with 12 digits', { amount: 10_000, customer_phone: `628${'1'.repeat(12)}` }],
    [
      'every optional field at its longest',
      {
        amount: 25_000,
        customer_name: 'n'.repeat(100),
        customer_email: 'buyer@example.com',
        customer_phone: '0812345678',
        description: 'd'.repeat(200),
      },
    ],
  ])('accepts %s with 201', async (_label, body) => {
    const response = await postQris(body);
    expect(response.status).toBe(201);
    expect(response.body.ok).toBe(true);
  });

  it.each([
    ['truncated JSON', '{"amount":10000'],
    ['a trailing comma', '{"amount":10000,}'],
    ['single quotes', "{'amount':10000}"],
    ['plain text', 'amount=10000'],
  ])('answers 422 validation_failed for malformed JSON (%s)', async (_label, rawBody) => {
    const response = await postQris(undefined, { rawBody });
    expectEnvelope(response, 422, 'validation_failed');
    expect(response.body.errors).toEqual({ body: ['Malformed JSON'] });
  });

  it.each([
    ['an array', [10_000]],
    ['a number', 10_000],
    ['null', null],
    ['a string', 'amount'],
  ])('answers 422 naming the body when the JSON is %s', async (_label, body) => {
    const response = await postQris(undefined, { rawBody: JSON.stringify(body) });
    expectEnvelope(response, 422, 'validation_failed');
    expect(Object.keys(response.body.errors)).toEqual(['body']);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/xml'])(
    'answers 415 unsupported_media_type for Content-Type %s',
    async (contentType) => {
      expectEnvelope(
        await postQris(undefined, { rawBody: '{"amount":10000}', headers: { 'content-type': contentType } }),
        415,
        'unsupported_media_type',
      );
    },
  );

  it('accepts application/json with a charset', async () => {
    const response = await postQris(undefined, {
      rawBody: '{"amount":10000}',
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(response.status).toBe(201);
  });

  it('answers 413 payload_too_large for a body over the limit', async () => {
    const rawBody = JSON.stringify({ amount: 10_000, description: 'd'.repeat(REQUEST_BODY_BYTES_MAX) });
    expectEnvelope(await postQris(undefined, { rawBody }), 413, 'payload_too_large');
  });

  it('measures the limit in bytes, not characters', async () => {
    const rawBody = JSON.stringify({ amount: 10_000, description: 'é'.repeat(REQUEST_BODY_BYTES_MAX / 2) });
    expect(rawBody.length).toBeLessThan(REQUEST_BODY_BYTES_MAX + 100);
    expectEnvelope(await postQris(undefined, { rawBody }), 413, 'payload_too_large');
  });
});

describe('bad input never produces a 5xx', () => {
  /** A valid body is answered 201, anything else a 4xx envelope, never a 5xx. */
  async function checkBody(options: InvokeOptions, valid: boolean): Promise<void> {
    const response = await postQris(undefined, options);
    expect(response.status).toBeLessThan(500);
    if (valid) {
      expect(response.status).toBe(201);
      expect(response.body.ok).toBe(true);
    } else {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.body.ok).toBe(false);
      for (const key of Object.keys(response.body)) expect(ENVELOPE_KEYS).toContain(key);
    }
  }

  it('answers any JSON value with 201 if it is a valid body and a 4xx envelope otherwise', async () => {
    await fc.assert(
      fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (body) => {
        await checkBody({ rawBody: JSON.stringify(body) }, CreateQrisBodySchema.safeParse(body).success);
      }),
      { numRuns: 60 },
    );
  });

  it('answers objects close to a valid body consistently with the schema', async () => {
    const nearlyValid = fc.record(
      {
        amount: fc.oneof(fc.integer({ min: 0, max: 20_000_000 }), fc.double(), fc.string(), fc.constant(null)),
        customer_name: fc.string({ maxLength: 120 }),
        customer_email: fc.oneof(fc.emailAddress(), fc.string()),
        customer_phone: fc.oneof(fc.stringMatching(/^(08|628)\d{5,14}$/), fc.string()),
        description: fc.string({ maxLength: 220 }),
        __proto__: fc.constant('x'),
        extra: fc.anything(),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(nearlyValid, async (body) => {
        const rawBody = JSON.stringify(body);
        await checkBody({ rawBody }, CreateQrisBodySchema.safeParse(JSON.parse(rawBody)).success);
      }),
      { numRuns: 80 },
    );
  });

  it('answers any string as the body with a 4xx envelope unless it is a valid JSON body', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary', maxLength: 300 }), async (rawBody) => {
        let valid: boolean;
        try {
          valid = CreateQrisBodySchema.safeParse(JSON.parse(rawBody)).success;
        } catch {
          valid = false;
        }
        await checkBody({ rawBody }, valid);
      }),
      { numRuns: 60 },
    );
  });

  it('answers any Authorization header with 401 or a success, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 100 }), async (authorization) => {
        const response = await invoke('listTransactions', { headers: { authorization } });
        expect(response.status).toBe(401);
        expect(response.body.ok).toBe(false);
      }),
      { numRuns: 40 },
    );
  });

  it('answers any query string on GET /transactions with 200 or a 422 envelope', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom('page', 'per_page', 'toString', 'x', '__proto__'), fc.string({ maxLength: 12 }), {
          maxKeys: 3,
        }),
        async (query) => {
          const response = await invoke('listTransactions', { auth: merchant.auth, query });
          expect([200, 422]).toContain(response.status);
          if (response.status === 422) expectEnvelope(response, 422, 'validation_failed');
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('rate limit: 60 requests per minute per source IP, fixed window', () => {
  /** A past minute nobody else uses, 1 s into its window, so the 61 requests share one window. */
  function windowClock(): TestClock {
    const minuteMs = 60_000;
    const start = Date.parse('2003-01-01T00:00:00Z') + Math.floor(Math.random() * 1_000_000) * minuteMs;
    return new TestClock(start + 1_000);
  }

  it('answers the 61st request 429 rate_limited with Retry-After, counting X-RateLimit-Remaining down', async () => {
    const clock = windowClock();
    useClock(clock);
    const sourceIp = '203.0.113.61';
    const resetSeconds = String(Math.floor(clock.nowMs() / 1000) - 1 + 60);
    for (let request = 1; request <= 60; request += 1) {
      const response = await invoke('listTransactions', { auth: merchant.auth, sourceIp });
      expect(response.status).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBe('60');
      expect(response.headers['x-ratelimit-remaining']).toBe(String(60 - request));
      expect(response.headers['x-ratelimit-reset']).toBe(resetSeconds);
    }
    const limited = await invoke('listTransactions', { auth: merchant.auth, sourceIp });
    expectEnvelope(limited, 429, 'rate_limited');
    expect(limited.headers['retry-after']).toBe('59');
    expect(limited.headers['x-ratelimit-limit']).toBe('60');
    expect(limited.headers['x-ratelimit-remaining']).toBe('0');
    expect(limited.headers['x-ratelimit-reset']).toBe(resetSeconds);

    // Any route, any credentials: the limit is per IP.
    expectEnvelope(
      await invoke('createQris', { auth: merchant.auth, sourceIp, body: { amount: 10_000 } }),
      429,
      'rate_limited',
    );
    expectEnvelope(await invoke('listTransactions', { sourceIp }), 429, 'rate_limited');

    const otherIp = await invoke('listTransactions', { auth: merchant.auth, sourceIp: '203.0.113.62' });
    expect(otherIp.status).toBe(200);
    expect(otherIp.headers['x-ratelimit-remaining']).toBe('59');

    clock.advanceSeconds(59);
    const nextWindow = await invoke('listTransactions', { auth: merchant.auth, sourceIp });
    expect(nextWindow.status).toBe(200);
    expect(nextWindow.headers['x-ratelimit-remaining']).toBe('59');
  });

  it('counts the IPv6 addresses of one /64 in one bucket, and an IPv4-mapped address as its IPv4 address', async () => {
    useClock(windowClock());
    const groups = Array.from({ length: 2 }, () => Math.floor(Math.random() * 0xffff));
    const prefix = `2001:db8:${groups.map((group) => group.toString(16)).join(':')}`;
    const fullPrefix = `2001:0DB8:${groups.map((group) => group.toString(16).padStart(4, '0').toUpperCase()).join(':')}`;
    const neighbourPrefix = `2001:db8:${groups[0]!.toString(16)}:${(groups[1]! ^ 1).toString(16)}`;
    const remainingFor = async (sourceIp: string) =>
      (await invoke('listTransactions', { auth: merchant.auth, sourceIp })).headers['x-ratelimit-remaining'];

    expect(await remainingFor(`${prefix}::1`)).toBe('59');
    expect(await remainingFor(`${prefix}:ffff:ffff:ffff:fffe`)).toBe('58');
    expect(await remainingFor(`${fullPrefix}:0000:0000:0000:0ABC`)).toBe('57');
    expect(await remainingFor(`${neighbourPrefix}::1`)).toBe('59');

    const lastOctet = 1 + Math.floor(Math.random() * 250);
    expect(await remainingFor(`203.0.113.${lastOctet}`)).toBe('59');
    expect(await remainingFor(`::ffff:203.0.113.${lastOctet}`)).toBe('58');
    expect(await remainingFor(`203.0.113.${(lastOctet % 250) + 1}`)).toBe('59');
  });

  it('counts parallel requests exactly: 70 at once give 60 successes and 10 rate_limited', async () => {
    useClock(windowClock());
    const sourceIp = '203.0.113.70';
    const responses = await Promise.all(
      Array.from({ length: 70 }, () => invoke('listTransactions', { auth: merchant.auth, sourceIp })),
    );
    expect(responses.filter((response) => response.status === 200)).toHaveLength(60);
    expect(responses.filter((response) => response.status === 429)).toHaveLength(10);
    const remaining = responses
      .filter((response) => response.status === 200)
      .map((response) => Number(response.headers['x-ratelimit-remaining']));
    expect(remaining.sort((a, b) => a - b)).toEqual(Array.from({ length: 60 }, (_, index) => index));
  });

  it.each<[string, () => Promise<InvokeResult>, number]>([
    ['a 200', () => invoke('listTransactions', { auth: merchant.auth }), 200],
    ['a 201', () => postQris({ amount: 10_000 }), 201],
    ['a 401', () => invoke('listTransactions', {}), 401],
    ['a 403', () => invoke('listTransactions', { auth: ipRestricted.auth, sourceIp: '192.0.2.2' }), 403],
    [
      'a 404',
      () => invoke('getTransaction', { auth: merchant.auth, params: { partner_reff: 'QR-20260101-NOSUCHREFF00' } }),
      404,
    ],
    ['a 413', () => postQris(undefined, { rawBody: 'x'.repeat(REQUEST_BODY_BYTES_MAX + 1) }), 413],
    ['a 415', () => postQris(undefined, { rawBody: '{}', headers: { 'content-type': 'text/plain' } }), 415],
    ['a 422', () => postQris({ amount: 1 }), 422],
  ])('puts X-RateLimit-Limit, -Remaining and -Reset on %s', async (_label, call, status) => {
    const response = await call();
    expect(response.status).toBe(status);
    expect(response.headers['x-ratelimit-limit']).toBe('60');
    expect(Number(response.headers['x-ratelimit-remaining'])).toBeGreaterThanOrEqual(0);
    expect(Number(response.headers['x-ratelimit-remaining'])).toBeLessThan(60);
    expect(response.headers['x-ratelimit-reset']).toMatch(/^\d+$/);
    expect(response.headers).not.toHaveProperty('retry-after');
  });
});
describe('rate limit raised for one API client (rate_limit_per_minute)', () => {
  /** A past minute nobody else uses, 1 s into its window. */
  function windowClock(): TestClock {
    const minuteMs = 60_000;
    const start = Date.parse('2004-01-01T00:00:00Z') + Math.floor(Math.random() * 1_000_000) * minuteMs;
    return new TestClock(start + 1_000);
  }

  it("judges the client's authenticated requests by its own limit; wrong secrets, other clients and no credentials keep the default", async () => {
    const clock = windowClock();
    useClock(clock);
    const raised = await createMerchantFixture();
    const other = await createMerchantFixture();
    const patched = valueOf(await adminPatchClient(raised.clientId, { rate_limit_per_minute: 65 }));
    expect(patched.client.rate_limit_per_minute).toBe(65);
    const sourceIp = `203.0.113.${100 + Math.floor(Math.random() * 100)}`;
    for (let request = 1; request <= 60; request += 1) {
      const response = await invoke('listTransactions', { auth: raised.auth, sourceIp });
      expect(response.status).toBe(200);
      expect(response.headers['x-ratelimit-limit']).toBe('65');
      expect(response.headers['x-ratelimit-remaining']).toBe(String(65 - request));
    }
    // Past the default on this address: another client, a wrong secret and no credentials are refused.
    const otherClient = await invoke('listTransactions', { auth: other.auth, sourceIp });
    expectEnvelope(otherClient, 429, 'rate_limited');
    expect(otherClient.headers['x-ratelimit-limit']).toBe('60');
    expectEnvelope(
      await invoke('listTransactions', {
        auth: { clientId: raised.clientId, clientSecret: `${raised.clientSecret}x` },
        sourceIp,
      }),
      429,
      'rate_limited',
    );
    expectEnvelope(await invoke('listTransactions', { sourceIp }), 429, 'rate_limited');
    // The refused ones counted too (the count is the address's): 63 so far, so two more pass.
    for (let request = 64; request <= 65; request += 1)
      expect((await invoke('listTransactions', { auth: raised.auth, sourceIp })).status).toBe(200);
    const limited = await invoke('listTransactions', { auth: raised.auth, sourceIp });
    expectEnvelope(limited, 429, 'rate_limited');
    expect(limited.headers['x-ratelimit-limit']).toBe('65');

    // null restores the default.
    clock.advanceSeconds(60);
    valueOf(await adminPatchClient(raised.clientId, { rate_limit_per_minute: null }));
    for (let request = 1; request <= 60; request += 1)
      expect((await invoke('listTransactions', { auth: raised.auth, sourceIp })).status).toBe(200);
    const restored = await invoke('listTransactions', { auth: raised.auth, sourceIp });
    expectEnvelope(restored, 429, 'rate_limited');
    expect(restored.headers['x-ratelimit-limit']).toBe('60');
  }, 60_000);

  it("spreads a large raise's count over counter items (no hot RATE# key) and still counts every hit once", async () => {
    const clock = windowClock();
    useClock(clock);
    const raised = await createMerchantFixture();
    valueOf(await adminPatchClient(raised.clientId, { rate_limit_per_minute: 100_000 }));
    const shards = rateLimitCounterShards(100_000);
    expect(shards).toBe(4);
    const sourceIp = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
    // The first request shows this instance the raise; it counts on the source's one item.
    const first = await invoke('listTransactions', { auth: raised.auth, sourceIp });
    expect(first.headers['x-ratelimit-remaining']).toBe(String(100_000 - 1));
    const answers = await Promise.all(
      Array.from({ length: 80 }, () => invoke('listTransactions', { auth: raised.auth, sourceIp })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    // Each answer reports its item's count times the shard count: an estimate, a multiple of 4.
    for (const answer of answers) {
      expect(answer.headers['x-ratelimit-limit']).toBe('100000');
      expect((100_000 - Number(answer.headers['x-ratelimit-remaining'])) % shards).toBe(0);
    }
    const windowStart = Math.floor(clock.nowMs() / 60_000) * 60;
    const hits = await Promise.all(
      Array.from({ length: shards }, async (_unused, shard) => {
        const item = await ddb().send(
          new GetCommand({ TableName: tableName(), Key: keys.rateLimit(sourceIp, windowStart, shard) }),
        );
        return Number(item.Item?.hits ?? 0);
      }),
    );
    expect(hits.reduce((sum, count) => sum + count, 0)).toBe(81);
    expect(hits.filter((count) => count > 0).length).toBeGreaterThan(1);
    // The default limit, and raises up to one item's share, stay on one exact counter.
    expect([60, 30_000, 30_001].map(rateLimitCounterShards)).toEqual([1, 1, 2]);
  }, 60_000);

  it('accepts 1 to 100,000 or null on the admin API, and nothing else', () => {
    for (const schema of [PatchClientBodySchema, CreateClientBodySchema]) {
      expect(schema.safeParse({ rate_limit_per_minute: 600 }).success).toBe(true);
      expect(schema.safeParse({ rate_limit_per_minute: null }).success).toBe(true);
      expect(schema.safeParse({ rate_limit_per_minute: 100_000 }).success).toBe(true);
      for (const bad of [0, -1, 1.5, 100_001, '600'])
        expect(schema.safeParse({ rate_limit_per_minute: bad }).success).toBe(false);
    }
  });
});
