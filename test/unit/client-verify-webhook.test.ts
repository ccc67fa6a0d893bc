import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { verifyWebhook, type PlainWebhookHeaders, type WebhookRefusal } from '../../client/verify-webhook';
import { signBody } from '../../shared/gateway/signature';
import { signWebhookV2, verifyWebhookV2, type WebhookV2Check } from '../../shared/webhooks/signature';

const SECRET = 'client_secret_0123456789abcdefghijklmn';
const NOW = 1_795_000_000;
const BODY = JSON.stringify({
  event: 'transaction.paid',
  partner_reff: 'QR-20261121-ABC',
  transaction: { status: 'paid', amount: 50_000, note: 'Kopi & roti, Rp 50.000' },
});

const hmac = (secret: string, text: string | Buffer): string => createHmac('sha256', secret).update(text).digest('hex');

/** The headers a real delivery carries (Node.js names), made by the service's own signing functions. */
function delivered(body: string, secret = SECRET, timestampSeconds = NOW): PlainWebhookHeaders {
  return {
    'content-type': 'application/json',
    'x-webhook-event': 'transaction.paid',
    'x-webhook-signature': signBody(body, secret),
    ...Object.fromEntries(
      Object.entries(signWebhookV2(body, secret, timestampSeconds)).map(([name, value]) => [name.toLowerCase(), value]),
    ),
  };
}

/** What a replay looks like once the timestamped headers are stripped: the contract's V1 only. */
function withoutV2(headers: PlainWebhookHeaders): PlainWebhookHeaders {
  const { 'x-webhook-signature-v2': _v2, 'x-webhook-timestamp': _timestamp, ...rest } = headers;
  return rest;
}

const v2 = (timestampSeconds = NOW) => ({ ok: true, scheme: 'v2', replayProtected: true, timestampSeconds });
const V1 = { ok: true, scheme: 'v1', replayProtected: false };
const refused = (code: WebhookRefusal) => expect.objectContaining({ ok: false, code, reason: expect.any(String) });
const at = { nowSeconds: NOW };
const v1Allowed = { nowSeconds: NOW, allowV1: true };

describe('verifyWebhook', () => {
  describe('accepts', () => {
    it('a delivery with both signatures, deciding by V2, and says when it was signed', () => {
      expect(verifyWebhook(BODY, delivered(BODY), SECRET, at)).toEqual(v2());
    });

    it('the headers as a Fetch Headers instance (Next.js, Hono, Workers) and as a plain object', () => {
      const headers = delivered(BODY);
      expect(verifyWebhook(BODY, new Headers(headers as Record<string, string>), SECRET, at)).toEqual(v2());
      expect(verifyWebhook(BODY, headers, SECRET, at)).toEqual(v2());
      expect(verifyWebhook(BODY, new Headers(withoutV2(headers) as Record<string, string>), SECRET, v1Allowed)).toEqual(
        V1,
      );
    });

    it('the raw body as a string, a Buffer, a Uint8Array or an ArrayBuffer of its bytes (non-ASCII included)', () => {
      const body = JSON.stringify({
        event: 'order.success',
        ref_id: 'INV-1',
        order: { customer_name: 'Siti Rahayu – Café' },
      });
      const bytes = new TextEncoder().encode(body);
      // A view into a larger buffer, as a framework's pooled allocation may hand it over.
      const pooled = new Uint8Array(bytes.length + 8);
      pooled.set(bytes, 4);
      for (const rawBody of [
        body,
        Buffer.from(body, 'utf8'),
        bytes,
        bytes.buffer,
        pooled.subarray(4, 4 + bytes.length),
      ]) {
        expect(verifyWebhook(rawBody, delivered(body), SECRET, at)).toEqual(v2());
      }
    });

    it('header names in any case and a header given as a one-element array', () => {
      const headers = delivered(BODY);
      const mixed = {
        'X-Webhook-Signature-V2': [String(headers['x-webhook-signature-v2'])],
        'X-WEBHOOK-TIMESTAMP': headers['x-webhook-timestamp'],
      };
      expect(verifyWebhook(BODY, mixed, SECRET, at)).toEqual(v2());
      expect(verifyWebhook(BODY, { 'X-Webhook-Signature': [hmac(SECRET, BODY)] }, SECRET, v1Allowed)).toEqual(V1);
    });

    it.each([
      ['300 s old', NOW - 300],
      ['300 s ahead (a receiver clock behind)', NOW + 300],
    ])('a V2 timestamp %s with the default tolerance of 300 s', (_case, timestampSeconds) => {
      expect(verifyWebhook(BODY, delivered(BODY, SECRET, timestampSeconds), SECRET, at)).toEqual(v2(timestampSeconds));
    });

    it('a V2 header carrying several v1 digests (secret rotation) when one matches', () => {
      const header = `t=${NOW},v1=${hmac('the-previous-secret', `${NOW}.${BODY}`)},v1=${hmac(SECRET, `${NOW}.${BODY}`)}`;
      expect(verifyWebhook(BODY, { 'x-webhook-signature-v2': header }, SECRET, at)).toEqual(v2());
      expect(verifyWebhookV2(BODY, SECRET, header, NOW)).toBe('valid');
    });

    it('a V2 header with a scheme it does not know yet beside v1', () => {
      const header = `t=${NOW},v1=${hmac(SECRET, `${NOW}.${BODY}`)},v9=abc`;
      expect(verifyWebhook(BODY, { 'x-webhook-signature-v2': header }, SECRET, at)).toEqual(v2());
    });

    it('a webhook signed now when no clock is given', () => {
      const nowSeconds = Math.floor(Date.now() / 1000);
      expect(verifyWebhook(BODY, delivered(BODY, SECRET, nowSeconds), SECRET)).toEqual(v2(nowSeconds));
    });

    it('the V1 signature alone only with allowV1, and says it is not replay-protected', () => {
      expect(verifyWebhook(BODY, withoutV2(delivered(BODY)), SECRET, v1Allowed)).toEqual(V1);
      expect(
        verifyWebhook(Buffer.from(BODY), { 'x-webhook-signature': hmac(SECRET, BODY) }, SECRET, v1Allowed),
      ).toEqual(V1);
    });
  });

  describe('refuses', () => {
    const tampered = BODY.replace('50000', '500000');

    it('a V1-only delivery by default: it has no timestamp, so a replay cannot be told apart', () => {
      expect(verifyWebhook(BODY, withoutV2(delivered(BODY)), SECRET, at)).toEqual({
        ok: false,
        code: 'v1_only',
        reason:
          'no X-Webhook-Signature-V2 header: a V1-only delivery has no timestamp and could be a replay (pass { allowV1: true } to accept it)',
      });
      expect(verifyWebhook(BODY, withoutV2(delivered(BODY)), SECRET, { ...at, allowV1: false })).toEqual(
        refused('v1_only'),
      );
    });

    it('a delivery captured and replayed a day later, with or without its V2 headers', () => {
      const captured = delivered(BODY, SECRET, NOW - 86_400);
      expect(verifyWebhook(BODY, captured, SECRET, at)).toEqual({
        ok: false,
        code: 'stale_timestamp',
        reason: 'the webhook timestamp is more than 300 s from now',
      });
      expect(verifyWebhook(BODY, withoutV2(captured), SECRET, at)).toEqual(refused('v1_only'));
    });

    it.each([
      ['301 s old', NOW - 301],
      ['301 s ahead', NOW + 301],
    ])('a V2 timestamp %s, though its signature is right', (_case, timestampSeconds) => {
      expect(verifyWebhook(BODY, delivered(BODY, SECRET, timestampSeconds), SECRET, at)).toEqual(
        refused('stale_timestamp'),
      );
    });

    it('a timestamp outside a tolerance the receiver chose', () => {
      expect(
        verifyWebhook(BODY, delivered(BODY, SECRET, NOW - 61), SECRET, { nowSeconds: NOW, toleranceSeconds: 60 }),
      ).toEqual(refused('stale_timestamp'));
      expect(
        verifyWebhook(BODY, delivered(BODY, SECRET, NOW - 60), SECRET, { nowSeconds: NOW, toleranceSeconds: 60 }).ok,
      ).toBe(true);
    });

    it('a stale or bad V2 even with allowV1 and a right V1: no downgrade to the scheme without a timestamp', () => {
      const stale = delivered(BODY, SECRET, NOW - 3600);
      expect(stale['x-webhook-signature']).toBe(hmac(SECRET, BODY));
      expect(verifyWebhook(BODY, stale, SECRET, v1Allowed)).toEqual(refused('stale_timestamp'));
      expect(
        verifyWebhook(BODY, { ...withoutV2(stale), 'x-webhook-signature-v2': 'garbage' }, SECRET, v1Allowed),
      ).toEqual(refused('malformed_signature'));
    });

    it('a tampered body under either scheme', () => {
      expect(verifyWebhook(tampered, delivered(BODY), SECRET, at)).toEqual({
        ok: false,
        code: 'signature_mismatch',
        reason: 'X-Webhook-Signature-V2 does not match the body and timestamp',
      });
      expect(verifyWebhook(tampered, withoutV2(delivered(BODY)), SECRET, v1Allowed)).toEqual({
        ok: false,
        code: 'signature_mismatch',
        reason: 'X-Webhook-Signature does not match the body',
      });
    });

    it('a body re-serialised with other spacing: only the raw bytes verify', () => {
      const reformatted = JSON.stringify(JSON.parse(BODY), null, 2);
      expect(verifyWebhook(reformatted, delivered(BODY), SECRET, at)).toEqual(refused('signature_mismatch'));
    });

    it.each([
      ['a parsed object', JSON.parse(BODY)],
      ['an array', [BODY]],
      ['a number', 42],
      ['a boolean', true],
    ])('%s instead of the raw body, with a reason and without throwing', (_case, parsed) => {
      expect(verifyWebhook(parsed as never, delivered(BODY), SECRET, at)).toEqual({
        ok: false,
        code: 'raw_body_required',
        reason: 'pass the raw body (the exact bytes received), not a parsed object',
      });
    });

    it.each([undefined, null])('no body at all (%p: no raw body was kept)', (nothing) => {
      expect(verifyWebhook(nothing as never, delivered(BODY), SECRET, at)).toEqual({
        ok: false,
        code: 'raw_body_required',
        reason: 'no body: pass the raw body (the exact bytes received), not a parsed object',
      });
    });

    it('a signature made with another secret', () => {
      expect(verifyWebhook(BODY, delivered(BODY, 'another-secret'), SECRET, at)).toEqual(refused('signature_mismatch'));
      expect(verifyWebhook(BODY, withoutV2(delivered(BODY, 'another-secret')), SECRET, v1Allowed)).toEqual(
        refused('signature_mismatch'),
      );
    });

    it('a V2 timestamp moved without re-signing (the timestamp is inside the signed text)', () => {
      const header = String(delivered(BODY)['x-webhook-signature-v2']).replace(`t=${NOW}`, `t=${NOW + 10}`);
      expect(verifyWebhook(BODY, { 'x-webhook-signature-v2': header }, SECRET, at)).toEqual(
        refused('signature_mismatch'),
      );
    });

    it('an X-Webhook-Timestamp that is not the t of the V2 signature', () => {
      for (const timestamp of [String(NOW + 1), 'soon', [String(NOW), String(NOW)]]) {
        expect(verifyWebhook(BODY, { ...delivered(BODY), 'x-webhook-timestamp': timestamp }, SECRET, at)).toEqual({
          ok: false,
          code: 'malformed_signature',
          reason: 'X-Webhook-Timestamp is not the t of X-Webhook-Signature-V2',
        });
      }
    });

    it('missing signature headers, headers of no use, or no headers at all', () => {
      const missing = {
        ok: false,
        code: 'missing_signature',
        reason: 'no X-Webhook-Signature-V2 or X-Webhook-Signature header',
      };
      expect(verifyWebhook(BODY, {}, SECRET, v1Allowed)).toEqual(missing);
      expect(verifyWebhook(BODY, new Headers(), SECRET, v1Allowed)).toEqual(missing);
      expect(
        verifyWebhook(BODY, { 'x-webhook-signature': undefined, 'x-webhook-signature-v2': '' }, SECRET, v1Allowed),
      ).toEqual(missing);
      expect(verifyWebhook(BODY, { 'x-webhook-signature': [] }, SECRET, v1Allowed)).toEqual(missing);
      expect(verifyWebhook(BODY, undefined as never, SECRET, v1Allowed)).toEqual(missing);
    });

    it('a header repeated with several values', () => {
      const signature = hmac(SECRET, BODY);
      expect(verifyWebhook(BODY, { 'x-webhook-signature': [signature, signature] }, SECRET, v1Allowed)).toEqual({
        ok: false,
        code: 'repeated_header',
        reason: 'more than one X-Webhook-Signature header',
      });
      const header = String(delivered(BODY)['x-webhook-signature-v2']);
      expect(verifyWebhook(BODY, { 'x-webhook-signature-v2': [header, 'x'] }, SECRET, at)).toEqual({
        ok: false,
        code: 'repeated_header',
        reason: 'more than one X-Webhook-Signature-V2 header',
      });
      // Fetch Headers join a repeated header with ", ": two t entries, which the service's parser refuses.
      const joined = new Headers([
        ['x-webhook-signature-v2', header],
        ['x-webhook-signature-v2', header],
      ]);
      expect(verifyWebhook(BODY, joined, SECRET, at)).toEqual(refused('malformed_signature'));
    });

    it.each([
      ['truncated', (digest: string) => digest.slice(0, 63)],
      ['one character longer', (digest: string) => `${digest}0`],
      ['empty-ish', () => ' '],
      ['binary instead of hex', (digest: string) => Buffer.from(digest, 'hex').toString('latin1')],
      ['upper-case hex', (digest: string) => digest.toUpperCase()],
    ])('a V1 signature that is not 64 lower-case hex digits (%s) without throwing', (_case, change) => {
      expect(verifyWebhook(BODY, { 'x-webhook-signature': change(hmac(SECRET, BODY)) }, SECRET, v1Allowed).ok).toBe(
        false,
      );
    });

    it.each([
      'garbage',
      `v1=${'a'.repeat(64)}`,
      `t=${NOW}`,
      `t=abc,v1=${'a'.repeat(64)}`,
      `t=${NOW},t=${NOW},v1=${'a'.repeat(64)}`,
      `t=-5,v1=${'a'.repeat(64)}`,
      `t=${NOW},v1=${'a'.repeat(63)}`,
    ])('a malformed V2 header %p', (header) => {
      expect(verifyWebhook(BODY, { 'x-webhook-signature-v2': header }, SECRET, at)).toEqual({
        ok: false,
        code: 'malformed_signature',
        reason: 'X-Webhook-Signature-V2 is not t=<unix seconds>,v1=<hex digest>',
      });
    });

    it('with an empty secret, whatever the headers say', () => {
      expect(verifyWebhook(BODY, { 'x-webhook-signature': hmac('', BODY) }, '', v1Allowed)).toEqual({
        ok: false,
        code: 'empty_secret',
        reason: 'the secret is empty',
      });
      expect(verifyWebhook(BODY, delivered(BODY), undefined as never, at)).toEqual(refused('empty_secret'));
    });
  });

  it.each([
    ['an infinite tolerance (no replay protection)', { toleranceSeconds: Number.POSITIVE_INFINITY }],
    ['a negative tolerance', { toleranceSeconds: -1 }],
    ['a clock that is not a number', { nowSeconds: Number.NaN }],
  ])('throws a RangeError for %s: a bug of the receiver, not of the delivery', (_case, options) => {
    expect(() => verifyWebhook(BODY, delivered(BODY), SECRET, options)).toThrow(RangeError);
  });
});

describe('verifyWebhook against the service signer (shared/webhooks/signature.ts)', () => {
  const body = fc.string({ unit: 'grapheme' });
  const secret = fc.string({ minLength: 1 });
  const timestampSeconds = fc.integer({ min: 0, max: 4_000_000_000 });
  const skewSeconds = fc.integer({ min: -300, max: 300 });

  it('verifies any body, secret and timestamp the service signed, as text or bytes, from either kind of headers', () => {
    fc.assert(
      fc.property(body, secret, timestampSeconds, skewSeconds, (text, key, signedAtSeconds, skew) => {
        const headers = delivered(text, key, signedAtSeconds);
        const options = { nowSeconds: Math.max(0, signedAtSeconds + skew) };
        expect(verifyWebhook(text, headers, key, options)).toEqual(v2(signedAtSeconds));
        expect(
          verifyWebhook(Buffer.from(text, 'utf8'), new Headers(headers as Record<string, string>), key, options),
        ).toEqual(v2(signedAtSeconds));
        expect(verifyWebhook(text, withoutV2(headers), key, { ...options, allowV1: true })).toEqual(V1);
      }),
    );
  });

  it('refuses any single-byte change of the body, under either scheme', () => {
    fc.assert(
      fc.property(body, secret, fc.nat(), fc.integer({ min: 1, max: 255 }), (text, key, position, delta) => {
        const bytes = Buffer.from(`{"event":"webhook.ping","note":${JSON.stringify(text)}}`, 'utf8');
        const headers = delivered(bytes.toString('utf8'), key);
        const changed = Buffer.from(bytes);
        const index = position % changed.length;
        changed[index] = (changed[index]! + delta) % 256;
        expect(verifyWebhook(bytes, headers, key, at)).toEqual(v2());
        expect(verifyWebhook(changed, headers, key, at)).toEqual(refused('signature_mismatch'));
        expect(verifyWebhook(changed, withoutV2(headers), key, v1Allowed)).toEqual(refused('signature_mismatch'));
      }),
    );
  });

  it('refuses any single-character change of the V2 header', () => {
    fc.assert(
      fc.property(body, fc.nat(), fc.integer({ min: 1, max: 94 }), (text, position, delta) => {
        const header = String(delivered(text)['x-webhook-signature-v2']);
        const index = position % header.length;
        const replacement = String.fromCharCode(((header.charCodeAt(index) - 32 + delta) % 95) + 32);
        const changed = `${header.slice(0, index)}${replacement}${header.slice(index + 1)}`;
        expect(verifyWebhook(text, { 'x-webhook-signature-v2': changed }, SECRET, at).ok).toBe(false);
      }),
    );
  });

  it('decides any V2 header as the service verifier does', () => {
    const expectedCode: Record<WebhookV2Check, WebhookRefusal | undefined> = {
      valid: undefined,
      malformed: 'malformed_signature',
      outside_tolerance: 'stale_timestamp',
      mismatch: 'signature_mismatch',
    };
    const digest = fc.oneof(
      fc.constant(hmac(SECRET, `${NOW}.${BODY}`)),
      fc.constant(hmac(SECRET, `${NOW - 400}.${BODY}`)),
      fc.stringMatching(/^[0-9a-fA-F]{60,66}$/),
    );
    const entry = fc.oneof(
      fc.constantFrom(`t=${NOW}`, `t=${NOW - 400}`, `t=0${NOW}`, 't=', 't=x', 'v9=1', '=', ''),
      digest.map((value) => `v1=${value}`),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 5 }), fc.constantFrom(',', ', ', ' ,'), (entries, separator) => {
        const header = entries.join(separator);
        const server = verifyWebhookV2(BODY, SECRET, header, NOW);
        const client = verifyWebhook(BODY, { 'x-webhook-signature-v2': header }, SECRET, at);
        // An all-blank header counts as absent in the client (then nothing is left to verify).
        const code = header.trim() === '' ? 'missing_signature' : expectedCode[server];
        expect(client.ok ? undefined : client.code).toBe(code);
      }),
    );
  });

  it('never throws on arbitrary bodies and header values', () => {
    fc.assert(
      fc.property(
        fc.anything(),
        fc.option(fc.string()),
        fc.option(fc.oneof(fc.string(), fc.array(fc.string()))),
        (rawBody, v1, v2Header) => {
          const headers: PlainWebhookHeaders = {
            'x-webhook-signature': v1 ?? undefined,
            'x-webhook-signature-v2': v2Header ?? undefined,
          };
          expect(verifyWebhook(rawBody as never, headers, SECRET, v1Allowed).ok).toBe(false);
        },
      ),
    );
  });
});
