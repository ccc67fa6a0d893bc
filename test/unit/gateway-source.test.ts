import { inAnyCidr, parseCidr, parseCidrList } from '../../shared/domain/ip-address';
import { signBody } from '../../shared/gateway/signature';
import type { ApiMiddleware } from '../../shared/http/context';
import { gatewayAuthOptionsFromEnv, gatewaySignatureMiddleware } from '../../shared/middleware/gateway-signature';

/**
 * docs/ARCHITECTURE.md, 14.3: the gateway callback route's optional source allow list (context
 * gatewayCallbackCidrs, env GATEWAY_CALLBACK_CIDRS) refuses other addresses with 403 ip_not_allowed
 * before any signature work: the callback secret is not even loaded.
 */
const SECRET = 'callback-secret-for-source-tests-0123';
const BODY = JSON.stringify({ event: 'payment.paid', partner_reff: 'R1', amount: 10_000 });
const SECRET_VARS = ['GATEWAY_CALLBACK_SECRET', 'GATEWAY_CALLBACK_SECRET_ARN'] as const;

type Request = Parameters<NonNullable<ApiMiddleware['before']>>[0];

function callback(sourceIp: string, signature = signBody(BODY, SECRET)): Request {
  return {
    event: { headers: { 'x-gateway-signature': signature }, requestContext: { http: { sourceIp } } },
    context: { app: { rawBody: BODY } },
  } as unknown as Request;
}

const check = (cidrs: string, request: Request) =>
  gatewaySignatureMiddleware(gatewayAuthOptionsFromEnv({ GATEWAY_CALLBACK_CIDRS: cidrs })).before!(request);

describe('the callback source check, before the signature', () => {
  const saved = Object.fromEntries(SECRET_VARS.map((name) => [name, process.env[name]]));
  afterAll(() => {
    for (const name of SECRET_VARS)
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
  });

  it('refuses another source with 403 ip_not_allowed without loading the callback secret (none is configured)', async () => {
    for (const name of SECRET_VARS) delete process.env[name];
    await expect(check('203.0.113.0/24', callback('198.51.100.7'))).rejects.toMatchObject({
      code: 'ip_not_allowed',
      statusCode: 403,
    });
  });

  it('lets an allowed source through to the signature check (which here finds no secret configured)', async () => {
    for (const name of SECRET_VARS) delete process.env[name];
    const error = await check('203.0.113.0/24', callback('203.0.113.9')).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toMatchObject({ code: 'ip_not_allowed' });
  });

  describe('with the callback secret configured', () => {
    beforeAll(() => {
      process.env.GATEWAY_CALLBACK_SECRET = SECRET;
    });

    it.each([
      ['an address in an IPv4 range', '203.0.113.0/24', '203.0.113.200'],
      ['one of several ranges', '198.51.100.0/24, 2001:db8:1::/48', '2001:db8:1:ff::5'],
      ['an IPv4-mapped IPv6 address in an IPv4 range', '203.0.113.0/24', '::ffff:203.0.113.4'],
      ['a single address', '203.0.113.5', '203.0.113.5'],
    ])('accepts a signed callback from %s', async (_label, cidrs, sourceIp) => {
      await expect(check(cidrs, callback(sourceIp))).resolves.toBeUndefined();
    });

    it.each([
      ['just outside the range', '203.0.113.0/25', '203.0.113.128'],
      ['an IPv6 address against IPv4 ranges', '203.0.113.0/24', '2001:db8::1'],
      ['loopback', '203.0.113.0/24', '127.0.0.1'],
      ['no address at all', '203.0.113.0/24', ''],
    ])('refuses a correctly signed callback from %s', async (_label, cidrs, sourceIp) => {
      await expect(check(cidrs, callback(sourceIp))).rejects.toMatchObject({ code: 'ip_not_allowed' });
    });

    it('still refuses a wrong signature from an allowed source (401 invalid_signature)', async () => {
      await expect(check('203.0.113.0/24', callback('203.0.113.9', '00'.repeat(32)))).rejects.toMatchObject({
        code: 'invalid_signature',
      });
    });

    it('accepts every source when no allow list is set', async () => {
      const middleware = gatewaySignatureMiddleware(gatewayAuthOptionsFromEnv({}));
      await expect(middleware.before!(callback('198.51.100.7'))).resolves.toBeUndefined();
    });
  });
});

describe('GATEWAY_CALLBACK_CIDRS', () => {
  it.each([[''], ['  ']])('%j sets no allow list', (value) => {
    expect(gatewayAuthOptionsFromEnv({ GATEWAY_CALLBACK_CIDRS: value })).toEqual({});
  });

  it('fails the start on an entry that is no CIDR, naming the variable and the entry', () => {
    expect(() => gatewayAuthOptionsFromEnv({ GATEWAY_CALLBACK_CIDRS: '203.0.113.0/24,10.0.0.0/33' })).toThrow(
      /GATEWAY_CALLBACK_CIDRS.*"10\.0\.0\.0\/33"/,
    );
  });
});

describe('parseCidr', () => {
  it.each([
    ['10.0.0.0/8', { family: 4, prefixBits: 8 }],
    ['0.0.0.0/0', { family: 4, prefixBits: 0 }],
    ['2001:db8::/32', { family: 6, prefixBits: 32 }],
    ['203.0.113.5', { family: 4, prefixBits: 32 }],
    ['::1', { family: 6, prefixBits: 128 }],
  ])('reads %s', (text, expected) => {
    expect(parseCidr(text)).toMatchObject(expected);
  });

  it.each([
    ['10.0.0.0/33'],
    ['2001:db8::/129'],
    ['10.0.0.0/'],
    ['10.0.0.0/8/8'],
    ['10.0.0/8'],
    ['fe80::1%eth0/64'],
    ['example.com/24'],
    ['10.0.0.0/-1'],
    [''],
  ])('refuses %j', (text) => {
    expect(parseCidr(text)).toBeUndefined();
  });

  it('lists the entries of a comma-separated list that are no CIDR', () => {
    expect(parseCidrList('10.0.0.0/8, bad ,2001:db8::/32').invalid).toEqual(['bad']);
    expect(parseCidrList('10.0.0.0/8,,2001:db8::/32').invalid).toEqual(['']);
  });

  it('matches by prefix bits, not whole bytes', () => {
    const cidrs = [parseCidr('203.0.113.64/26')!];
    expect(inAnyCidr('203.0.113.64', cidrs)).toBe(true);
    expect(inAnyCidr('203.0.113.127', cidrs)).toBe(true);
    expect(inAnyCidr('203.0.113.63', cidrs)).toBe(false);
    expect(inAnyCidr('203.0.113.128', cidrs)).toBe(false);
  });
});
