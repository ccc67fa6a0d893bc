import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { parseSignatureV2, signWebhookV2, verifyWebhookV2 } from '../../shared/webhooks/signature';

const SECRET = 'client-secret-for-tests-0123456789';
const BODY = JSON.stringify({ event: 'transaction.paid', partner_reff: 'QR1', transaction: { amount: 30000 } });
const T = 1_795_000_000;

describe('signWebhookV2', () => {
  it('gives X-Webhook-Timestamp and X-Webhook-Signature-V2 = t=<ts>,v1=<hex HMAC-SHA256 of "<ts>.<raw body>">', () => {
    const expected = createHmac('sha256', SECRET).update(`${T}.${BODY}`, 'utf8').digest('hex');
    expect(signWebhookV2(BODY, SECRET, T)).toEqual({
      'X-Webhook-Timestamp': String(T),
      'X-Webhook-Signature-V2': `t=${T},v1=${expected}`,
    });
  });

  it('is pure: the same inputs give the same headers', () => {
    expect(signWebhookV2(BODY, SECRET, T)).toEqual(signWebhookV2(BODY, SECRET, T));
  });

  it.each([
    ['an empty secret', '', T],
    ['a fractional timestamp', SECRET, T + 0.5],
    ['a negative timestamp', SECRET, -1],
  ])('refuses %s (a bug of the caller)', (_case, secret, timestampSeconds) => {
    expect(() => signWebhookV2(BODY, secret, timestampSeconds)).toThrow();
  });
});

describe('verifyWebhookV2', () => {
  const header = signWebhookV2(BODY, SECRET, T)['X-Webhook-Signature-V2'];

  it('accepts the signature of the same body and secret within the tolerance', () => {
    expect(verifyWebhookV2(BODY, SECRET, header, T)).toBe('valid');
    expect(verifyWebhookV2(BODY, SECRET, header, T + 300)).toBe('valid');
    expect(verifyWebhookV2(BODY, SECRET, header, T - 300)).toBe('valid');
  });

  it('refuses a timestamp more than 5 minutes from the receiver clock, either way (replays)', () => {
    expect(verifyWebhookV2(BODY, SECRET, header, T + 301)).toBe('outside_tolerance');
    expect(verifyWebhookV2(BODY, SECRET, header, T - 301)).toBe('outside_tolerance');
    expect(verifyWebhookV2(BODY, SECRET, header, T + 3_600, 7_200)).toBe('valid');
  });

  it('refuses a tampered body, another secret and a timestamp changed after signing', () => {
    expect(verifyWebhookV2(BODY.replace('30000', '30001'), SECRET, header, T)).toBe('mismatch');
    expect(verifyWebhookV2(BODY, 'another-secret', header, T)).toBe('mismatch');
    expect(verifyWebhookV2(BODY, SECRET, header.replace(`t=${T}`, `t=${T + 1}`), T)).toBe('mismatch');
  });

  it('accepts any one matching v1 and skips schemes it does not know', () => {
    const digest = header.split('v1=')[1]!;
    expect(verifyWebhookV2(BODY, SECRET, `t=${T},v1=${'0'.repeat(64)},v1=${digest},v9=abc`, T)).toBe('valid');
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['without t', `v1=${'a'.repeat(64)}`],
    ['without v1', `t=${T}`],
    ['with a short v1', `t=${T},v1=abc`],
    ['with a non-numeric t', `t=soon,v1=${'a'.repeat(64)}`],
    ['with two t', `t=${T},t=${T},v1=${'a'.repeat(64)}`],
    ['the contract header instead', 'a'.repeat(64)],
  ])('calls a header %s malformed', (_case, value) => {
    expect(verifyWebhookV2(BODY, SECRET, value, T)).toBe('malformed');
  });

  it('never throws on any header a sender might send', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (body, value) => {
        expect(['valid', 'malformed', 'outside_tolerance', 'mismatch']).toContain(
          verifyWebhookV2(body, SECRET, value, T),
        );
      }),
    );
  });

  it('verifies what it signs, for any body and time', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 4_000_000_000 }), (body, t) => {
        expect(verifyWebhookV2(body, SECRET, signWebhookV2(body, SECRET, t)['X-Webhook-Signature-V2'], t)).toBe(
          'valid',
        );
      }),
    );
  });
});

describe('parseSignatureV2', () => {
  it('reads t and the v1 digests', () => {
    expect(parseSignatureV2(` t=${T}, v1=${'b'.repeat(64)} `)).toEqual({
      timestampSeconds: T,
      digests: ['b'.repeat(64)],
    });
  });
});
