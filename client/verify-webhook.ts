/**
 * Checking that a webhook came from the merchant payment service, in a receiver written in Node.js.
 * Self-contained (node:crypto only), so it works in any receiver without the rest of the client.
 *
 * Every webhook carries two signatures keyed with the API client's secret:
 * - `X-Webhook-Signature` (the contract's, "V1"): hex HMAC-SHA256 of the raw body;
 * - `X-Webhook-Signature-V2: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, with the
 *   same `t` in `X-Webhook-Timestamp`. The timestamp is signed, so refusing old ones refuses replays.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** Headers as Node.js gives them (IncomingMessage.headers) or as a plain object of any case. */
export type WebhookHeaders = Record<string, string | string[] | undefined>;

export interface VerifyWebhookOptions {
  /** How far the V2 timestamp may be from `nowSeconds`, either side. Default 300 (5 minutes). */
  toleranceSeconds?: number;
  /** The receiver's clock in unix seconds. Default: now. */
  nowSeconds?: number;
}

export type WebhookVerification = { ok: true; scheme: 'v2' | 'v1' } | { ok: false; reason: string };

export const SIGNATURE_HEADER = 'x-webhook-signature';
export const SIGNATURE_V2_HEADER = 'x-webhook-signature-v2';
export const TIMESTAMP_HEADER = 'x-webhook-timestamp';
export const DEFAULT_TOLERANCE_SECONDS = 300;

const UNIX_SECONDS = /^\d{1,15}$/;

/**
 * Verifies a webhook against the client secret. When `X-Webhook-Signature-V2` is present it alone
 * decides (a bad or stale V2 is refused, never retried as V1, or a replay could downgrade to the
 * scheme without a timestamp); otherwise `X-Webhook-Signature` does. Digests are compared with
 * crypto.timingSafeEqual on buffers of equal length. Never throws on what arrives on the wire.
 *
 * `rawBody` must be the bytes as received: a body parsed and serialised again may differ.
 */
export function verifyWebhook(
  rawBody: string | Buffer,
  headers: WebhookHeaders,
  secret: string,
  { toleranceSeconds = DEFAULT_TOLERANCE_SECONDS, nowSeconds = Math.floor(Date.now() / 1000) }: VerifyWebhookOptions = {},
): WebhookVerification {
  if (secret.length === 0) return { ok: false, reason: 'the secret is empty' };
  const body = typeof rawBody === 'string' ? Buffer.from(rawBody, 'utf8') : rawBody;
  const v2 = singleHeader(headers, SIGNATURE_V2_HEADER);
  if (v2.kind === 'many') return { ok: false, reason: 'more than one X-Webhook-Signature-V2 header' };
  if (v2.kind === 'one') return verifyV2(body, v2.value, secret, toleranceSeconds, nowSeconds);
  const v1 = singleHeader(headers, SIGNATURE_HEADER);
  if (v1.kind === 'many') return { ok: false, reason: 'more than one X-Webhook-Signature header' };
  if (v1.kind === 'none') return { ok: false, reason: 'no X-Webhook-Signature-V2 or X-Webhook-Signature header' };
  return digestMatches(v1.value.trim(), hmacHex(secret, body)) ? { ok: true, scheme: 'v1' } : { ok: false, reason: 'X-Webhook-Signature does not match the body' };
}

function verifyV2(body: Buffer, header: string, secret: string, toleranceSeconds: number, nowSeconds: number): WebhookVerification {
  const parsed = parseSignatureV2(header);
  if (parsed === undefined) return { ok: false, reason: 'X-Webhook-Signature-V2 is not t=<unix seconds>,v1=<hex digest>' };
  if (Math.abs(nowSeconds - parsed.timestampSeconds) > toleranceSeconds) {
    return { ok: false, reason: `the webhook timestamp is more than ${toleranceSeconds} s from now` };
  }
  const expected = hmacHex(secret, Buffer.concat([Buffer.from(`${parsed.timestampSeconds}.`, 'utf8'), body]));
  // Several v1 entries may be present (one per secret while a secret is being rotated): any may match.
  const matches = parsed.digests.filter((digest) => digestMatches(digest, expected)).length > 0;
  return matches ? { ok: true, scheme: 'v2' } : { ok: false, reason: 'X-Webhook-Signature-V2 does not match the body and timestamp' };
}

/** `t` and the `v1` digests of a V2 header; unknown schemes are skipped so a future one breaks nothing. */
function parseSignatureV2(header: string): { timestampSeconds: number; digests: string[] } | undefined {
  let timestamp: string | undefined;
  const digests: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) return undefined;
    const name = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (name === 't') {
      if (timestamp !== undefined || !UNIX_SECONDS.test(value)) return undefined;
      timestamp = value;
    } else if (name === 'v1') {
      digests.push(value);
    }
  }
  if (timestamp === undefined || digests.length === 0) return undefined;
  return { timestampSeconds: Number(timestamp), digests };
}

function hmacHex(secret: string, data: Buffer): string {
  return createHmac('sha256', secret).update(data).digest('hex');
}

/**
 * Constant-time comparison of a received hex digest with the expected one. timingSafeEqual needs
 * equal lengths, and the expected length is public (64), so a wrong length is refused up front.
 */
function digestMatches(received: string, expectedHex: string): boolean {
  const receivedBytes = Buffer.from(received, 'utf8');
  const expectedBytes = Buffer.from(expectedHex, 'utf8');
  return receivedBytes.length === expectedBytes.length && timingSafeEqual(receivedBytes, expectedBytes);
}

type HeaderValue = { kind: 'none' } | { kind: 'one'; value: string } | { kind: 'many' };

/**
 * A header by name in any case. Node.js gives an array for a repeated header it does not join; one
 * element is that value, several are refused as ambiguous, an empty value counts as absent.
 */
function singleHeader(headers: WebhookHeaders, lowerCaseName: string): HeaderValue {
  const values: string[] = [];
  for (const [name, value] of Object.entries(headers)) {
    if (name.toLowerCase() !== lowerCaseName || value === undefined) continue;
    values.push(...(Array.isArray(value) ? value : [value]));
  }
  const present = values.filter((value) => value.trim() !== '');
  if (present.length === 0) return { kind: 'none' };
  return present.length === 1 ? { kind: 'one', value: present[0]! } : { kind: 'many' };
}
