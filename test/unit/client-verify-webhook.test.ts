import { createHmac } from 'node:crypto';
import fc from 'fast-check';
import { verifyWebhook, type WebhookHeaders } from '../../client/verify-webhook';
import { signBody } from '../../shared/gateway/signature';
import { signWebhookV2 } from '../../shared/webhooks/signature';

const SECRET = 'client_secret_0123456789abcdefghijklmn';
const NOW = 1_795_000_000;
const BODY = JSON.stringify({ event: 'transaction.paid', partner_reff: 'QR-20261121-ABC', transaction: { status: 'paid', amount: 50_000, note: 'Kopi & roti, Rp 50.000' } });

const hmac = (secret: string, text: string | Buffer): string => createHmac('sha256', secret).update(text).digest('hex');

/** The headers a real delivery carries, made by the service's own signing functions. */
function delivered(body: string, secret = SECRET, timestampSeconds = NOW): WebhookHeaders {
  return {
    'content-type': 'application/json',
    'x-webhook-event': 'transaction.paid',
    'x-webhook-signature': signBody(body, secret),
    ...Object.fromEntries(Object.entries(signWebhookV2(body, secret, timestampSeconds)).map(([name, value]) => [name.toLowerCase(), value])),
  };
}

const v1Only = (body: string, secret = SECRET): WebhookHeaders => ({ 'x-webhook-signature': hmac(secret, body) });
const at = { nowSeconds: NOW };

describe('verifyWebhook', () => {
  describe('accepts', () => {
    it('a delivery with both signatures, deciding by V2', () => {
      expect(verifyWebhook(BODY, delivered(BODY), SECRET, at)).toEqual({ ok: true, scheme: 'v2' });
    });

    it('the contract V1 signature alone (hex HMAC-SHA256 of the raw body)', () => {
      expect(verifyWebhook(BODY, v1Only(BODY), SECRET, at)).toEqual({ ok: true, scheme: 'v1' });
    });

    it('the raw body as a Buffer, signed over its bytes (non-ASCII included)', () => {
      const body = JSON.stringify({ event: 'order.success', ref_id: 'INV-1', order: { customer_name: 'Siti Rahayu – Café' } });
      expect(verifyWebhook(Buffer.from(body, 'utf8'), delivered(body), SECRET, at)).toEqual({ ok: true, scheme: 'v2' });
      expect(verifyWebhook(Buffer.from(body, 'utf8'), v1Only(body), SECRET, at)).toEqual({ ok: true, scheme: 'v1' });
    });

    it('header names in any case and a header given as a one-element array', () => {
      const headers = delivered(BODY);
      const mixed = { 'X-Webhook-Signature-V2': [String(headers['x-webhook-signature-v2'])], 'X-WEBHOOK-SIGNATURE': headers['x-webhook-signature'] };
      expect(verifyWebhook(BODY, mixed, SECRET, at)).toEqual({ ok: true, scheme: 'v2' });
      expect(verifyWebhook(BODY, { 'x-webhook-signature': [hmac(SECRET, BODY)] }, SECRET, at)).toEqual({ ok: true, scheme: 'v1' });
    });

    it.each([
      ['300 s old', NOW - 300],
      ['300 s ahead (a receiver clock behind)', NOW + 300],
    ])('a V2 timestamp %s with the default tolerance of 300 s', (_case, timestampSeconds) => {
      expect(verifyWebhook(BODY, delivered(BODY, SECRET, timestampSeconds), SECRET, at)).toEqual({ ok: true, scheme: 'v2' });
    });

    it('a V2 header carrying several v1 digests (secret rotation) when one matches', () => {
      const good = hmac(SECRET, `${NOW}.${BODY}`);
      const header = `t=${NOW},v1=${hmac('the-previous-secret', `${NOW}.${BODY}`)},v1=${good}`;
      expect(verifyWebhook(BODY, { 'x-webhook-signature-v2': header }, SECRET, at)).toEqual({ ok: true, scheme: 'v2' });
    });

    it('a V2 header with a scheme it does not know yet beside v1', () => {
      const header = `t=${NOW},v1=${hmac(SECRET, `${NOW}.${BODY}`)},v9=abc`;
      expect(verifyWebhook(BODY, { 'x-webhook-signature-v2': header }, SECRET, at)).toEqual({ ok: true, scheme: 'v2' });
    });

    it('a webhook signed now when no clock is given', () => {
      const nowSeconds = Math.floor(Date.now() / 1000);
      expect(verifyWebhook(BODY, delivered(BODY, SECRET, nowSeconds), SECRET)).toEqual({ ok: true, scheme: 'v2' });
    });
  });

  describe('refuses', () => {
    const tampered = BODY.replace('50000', '500000');

    it('a tampered body under either scheme', () => {
      expect(tampered).not.toBe(BODY);
      expect(verifyWebhook(tampered, delivered(BODY), SECRET, at)).toEqual({ ok: false, reason: 'X-Webhook-Signature-V2 does not match the body and timestamp' });
      expect(verifyWebhook(tampered, v1Only(BODY), SECRET, at)).toEqual({ ok: false, reason: 'X-Webhook-Signature does not match the body' });
    });

    it('a body re-serialised with other spacing: only the raw bytes verify', () => {
      const reformatted = JSON.stringify(JSON.parse(BODY), null, 2);
      expect(verifyWebhook(reformatted, delivered(BODY), SECRET, at).ok).toBe(false);
    });

    it('a signature made with another secret', () => {
      expect(verifyWebhook(BODY, delivered(BODY, 'another-secret'), SECRET, at).ok).toBe(false);
      expect(verifyWebhook(BODY, v1Only(BODY, 'another-secret'), SECRET, at).ok).toBe(false);
    });

    it.each([
      ['301 s old', NOW - 301],
      ['301 s ahead', NOW + 301],
      ['a day old', NOW - 86_400],
    ])('a V2 timestamp %s (a replay), though its signature is right', (_case, timestampSeconds) => {
      expect(verifyWebhook(BODY, delivered(BODY, SECRET, timestampSeconds), SECRET, at)).toEqual({ ok: false, reason: 'the webhook timestamp is more than 300 s from now' });
    });

    it('a timestamp outside a tolerance the receiver chose', () => {
      expect(verifyWebhook(BODY, delivered(BODY, SECRET, NOW - 61), SECRET, { nowSeconds: NOW, toleranceSeconds: 60 }).ok).toBe(false);
      expect(verifyWebhook(BODY, delivered(BODY, SECRET, NOW - 60), SECRET, { nowSeconds: NOW, toleranceSeconds: 60 }).ok).toBe(true);
    });

    it('a stale or bad V2 even when V1 is right: no downgrade to the scheme without a timestamp', () => {
      const stale = delivered(BODY, SECRET, NOW - 3600);
      expect(stale['x-webhook-signature']).toBe(hmac(SECRET, BODY));
      expect(verifyWebhook(BODY, stale, SECRET, at).ok).toBe(false);
      expect(verifyWebhook(BODY, { ...v1Only(BODY), 'x-webhook-signature-v2': 'garbage' }, SECRET, at).ok).toBe(false);
    });

    it('a V2 timestamp moved without re-signing (the timestamp is inside the signed text)', () => {
      const header = String(delivered(BODY)['x-webhook-signature-v2']).replace(`t=${NOW}`, `t=${NOW + 10}`);
      expect(verifyWebhook(BODY, { 'x-webhook-signature-v2': header }, SECRET, at).ok).toBe(false);
    });

    it('missing signature headers', () => {
      expect(verifyWebhook(BODY, {}, SECRET, at)).toEqual({ ok: false, reason: 'no X-Webhook-Signature-V2 or X-Webhook-Signature header' });
      expect(verifyWebhook(BODY, { 'x-webhook-signature': undefined, 'x-webhook-signature-v2': '' }, SECRET, at).ok).toBe(false);
      expect(verifyWebhook(BODY, { 'x-webhook-signature': [] }, SECRET, at).ok).toBe(false);
    });

    it('a header repeated with several values', () => {
      const signature = hmac(SECRET, BODY);
      expect(verifyWebhook(BODY, { 'x-webhook-signature': [signature, signature] }, SECRET, at)).toEqual({ ok: false, reason: 'more than one X-Webhook-Signature header' });
      const v2 = String(delivered(BODY)['x-webhook-signature-v2']);
      expect(verifyWebhook(BODY, { 'x-webhook-signature-v2': [v2, 'x'] }, SECRET, at)).toEqual({ ok: false, reason: 'more than one X-Webhook-Signature-V2 header' });
    });

    it.each([
      ['truncated', (digest: string) => digest.slice(0, 63)],
      ['one character longer', (digest: string) => `${digest}0`],
      ['empty-ish', () => ' '],
      ['binary instead of hex', (digest: string) => Buffer.from(digest, 'hex').toString('latin1')],
      ['upper-case hex of another length', (digest: string) => digest.toUpperCase().slice(2)],
    ])('a V1 signature of the wrong length (%s) without throwing', (_case, change) => {
      expect(verifyWebhook(BODY, { 'x-webhook-signature': change(hmac(SECRET, BODY)) }, SECRET, at).ok).toBe(false);
    });

    it('a V2 digest of the wrong length without throwing', () => {
      const digest = hmac(SECRET, `${NOW}.${BODY}`);
      for (const wrong of [digest.slice(1), `${digest}ab`, '']) {
        expect(verifyWebhook(BODY, { 'x-webhook-signature-v2': `t=${NOW},v1=${wrong}` }, SECRET, at).ok).toBe(false);
      }
    });

    it.each(['garbage', `v1=${'a'.repeat(64)}`, `t=${NOW}`, `t=abc,v1=${'a'.repeat(64)}`, `t=${NOW},t=${NOW},v1=${'a'.repeat(64)}`, `t=-5,v1=${'a'.repeat(64)}`])(
      'a malformed V2 header %p',
      (header) => {
        expect(verifyWebhook(BODY, { 'x-webhook-signature-v2': header }, SECRET, at)).toEqual({ ok: false, reason: 'X-Webhook-Signature-V2 is not t=<unix seconds>,v1=<hex digest>' });
      },
    );

    it('with an empty secret, whatever the headers say', () => {
      expect(verifyWebhook(BODY, { 'x-webhook-signature': hmac('', BODY) }, '', at)).toEqual({ ok: false, reason: 'the secret is empty' });
    });
  });

  it('agrees with the service signer for any body, secret and time within the tolerance', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), fc.string({ minLength: 1 }), fc.integer({ min: 0, max: 4_000_000_000 }), fc.integer({ min: -300, max: 300 }), (body, secret, timestampSeconds, skewSeconds) => {
        const nowSeconds = Math.max(0, timestampSeconds + skewSeconds);
        expect(verifyWebhook(body, delivered(body, secret, timestampSeconds), secret, { nowSeconds })).toEqual({ ok: true, scheme: 'v2' });
        expect(verifyWebhook(body, { 'x-webhook-signature': signBody(body, secret) }, secret, { nowSeconds })).toEqual({ ok: true, scheme: 'v1' });
      }),
    );
  });

  it('never throws on arbitrary header values', () => {
    fc.assert(
      fc.property(fc.option(fc.string()), fc.option(fc.oneof(fc.string(), fc.array(fc.string()))), (v1, v2) => {
        const headers: WebhookHeaders = { 'x-webhook-signature': v1 ?? undefined, 'x-webhook-signature-v2': v2 ?? undefined };
        expect(verifyWebhook(BODY, headers, SECRET, at).ok).toBe(false);
      }),
    );
  });
});
