import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { signBody, verifySignature } from '../../shared/gateway/signature';

const SECRET = 'callback-secret-for-tests-0123456789';
const BODY = JSON.stringify({ event: 'payment.paid', channel: 'qris', partner_reff: 'R1', amount: 10000 });

describe('signBody', () => {
  it('is the hex HMAC-SHA256 of the raw UTF-8 body', () => {
    const expected = createHmac('sha256', SECRET).update(BODY, 'utf8').digest('hex');
    expect(signBody(BODY, SECRET)).toBe(expected);
    expect(signBody(BODY, SECRET)).toMatch(/^[0-9a-f]{64}$/);
  });

  it('refuses an empty secret, which would make signatures forgeable', () => {
    expect(() => signBody(BODY, '')).toThrow(/secret/);
  });
});

describe('verifySignature', () => {
  const signature = signBody(BODY, SECRET);

  it('accepts the signature of the same body and secret', () => {
    expect(verifySignature(BODY, SECRET, signature)).toBe(true);
  });

  it('accepts the signature in upper case', () => {
    expect(verifySignature(BODY, SECRET, signature.toUpperCase())).toBe(true);
  });

  it('rejects a tampered body', () => {
    expect(verifySignature(BODY.replace('10000', '10001'), SECRET, signature)).toBe(false);
  });

  it('rejects a signature made with another secret', () => {
    expect(verifySignature(BODY, SECRET, signBody(BODY, 'another-secret'))).toBe(false);
  });

  it.each([
    ['missing', undefined],
    ['empty', ''],
    ['short', signature.slice(0, 63)],
    ['long', `${signature}00`],
    ['odd-length', signature.slice(0, 63) + 'ab'],
    ['non-hex of the right length', 'z'.repeat(64)],
    ['hex with a non-hex tail', `${signature.slice(0, 62)}zz`],
    ['prefixed', `sha256=${signature}`],
    ['multi-byte characters', 'é'.repeat(64)],
  ])('rejects a %s header without throwing', (_label, header) => {
    expect(verifySignature(BODY, SECRET, header)).toBe(false);
  });

  it('holds for the signature of any string', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (body) => verifySignature(body, SECRET, signBody(body, SECRET))),
    );
  });

  it('fails for any other body', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), fc.string({ unit: 'binary' }), (body, other) => {
        fc.pre(Buffer.from(body, 'utf8').toString() !== Buffer.from(other, 'utf8').toString());
        return !verifySignature(other, SECRET, signBody(body, SECRET));
      }),
    );
  });

  it('never throws on arbitrary headers', () => {
    fc.assert(fc.property(fc.string(), (header) => verifySignature(BODY, SECRET, header) === false));
  });
});
