/**
 * Checking that a webhook came from the merchant payment service, in a receiver written for Node.js,
 * Next.js route handlers, Hono or any runtime with node:crypto. Self-contained (node:crypto only), so
 * it works in any receiver without the rest of the client.
 *
 * Every webhook carries two signatures keyed with the API client's secret:
 * - `X-Webhook-Signature-V2: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`, with the
 *   same `t` in `X-Webhook-Timestamp`. The timestamp is signed, so refusing old ones refuses replays;
 * - `X-Webhook-Signature` (the contract's, "V1"): hex HMAC-SHA256 of the raw body. It has no
 *   timestamp, so a captured webhook replayed later still matches: it is accepted only on request.
 *
 * The V2 header is parsed by the rules of the service's own parser (shared/webhooks/signature.ts),
 * and test/unit/client-verify-webhook.test.ts checks the two agree on any header.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** A Fetch `Headers` (Next.js route handlers, Hono, Cloudflare Workers, Deno): `get` ignores case. */
export interface FetchHeadersLike {
  get(name: string): string | null;
}

/** Headers as Node.js gives them (IncomingMessage.headers), or a plain object with names in any case. */
export type PlainWebhookHeaders = Record<string, string | string[] | undefined>;

/** A plain object of headers or a Fetch `Headers` instance, told apart by its `get` method. */
export type WebhookHeaders = PlainWebhookHeaders | FetchHeadersLike;

/** The body exactly as received: the text, or its bytes (Buffer, Uint8Array, ArrayBuffer). */
export type WebhookRawBody = string | Uint8Array | ArrayBuffer;

export interface VerifyWebhookOptions {
  /** How far the V2 timestamp may be from `nowSeconds`, either side. Default 300 (5 minutes). */
  toleranceSeconds?: number;
  /** The receiver's clock in unix seconds. Default: now. */
  nowSeconds?: number;
  /**
   * Accept a delivery that carries only the V1 `X-Webhook-Signature` (no timestamp, so a replay of
   * it cannot be told apart). Default false. When V2 is present it decides whatever this says.
   */
  allowV1?: boolean;
}

/** Why a delivery was refused, for code; `reason` says it in words for logs. */
export type WebhookRefusal =
  | 'raw_body_required'
  | 'empty_secret'
  | 'missing_signature'
  | 'v1_only'
  | 'repeated_header'
  | 'malformed_signature'
  | 'stale_timestamp'
  | 'signature_mismatch';

/**
 * The outcome of {@link verifyWebhook}:
 * - `{ ok: true, scheme: 'v2', replayProtected: true, timestampSeconds }`: the timestamped signature
 *   matched and its timestamp is within the tolerance;
 * - `{ ok: true, scheme: 'v1', replayProtected: false }`: only with `allowV1`, a delivery without V2
 *   whose V1 signature matched. It may be a replay of an old webhook: deduplicate by event;
 * - `{ ok: false, code, reason }`: refused, `code` for code and `reason` for logs.
 */
export type WebhookVerification =
  | { ok: true; scheme: 'v2'; replayProtected: true; timestampSeconds: number }
  | { ok: true; scheme: 'v1'; replayProtected: false }
  | { ok: false; code: WebhookRefusal; reason: string };

export const SIGNATURE_HEADER = 'x-webhook-signature';
export const SIGNATURE_V2_HEADER = 'x-webhook-signature-v2';
export const TIMESTAMP_HEADER = 'x-webhook-timestamp';
export const DEFAULT_TOLERANCE_SECONDS = 300;

export const RAW_BODY_REQUIRED_REASON = 'pass the raw body (the exact bytes received), not a parsed object';

const HEX_DIGEST_PATTERN = /^[0-9a-f]{64}$/;
const UNIX_SECONDS_PATTERN = /^\d{1,15}$/;
const MALFORMED_V2_REASON = 'X-Webhook-Signature-V2 is not t=<unix seconds>,v1=<hex digest>';
const V1_ONLY_REASON =
  'no X-Webhook-Signature-V2 header: a V1-only delivery has no timestamp and could be a replay (pass { allowV1: true } to accept it)';

const refuse = (code: WebhookRefusal, reason: string): WebhookVerification => ({ ok: false, code, reason });

/**
 * Verifies a webhook against the API client's secret, before anything else reads the body.
 *
 * When `X-Webhook-Signature-V2` is present it alone decides: its `t` must be within
 * `toleranceSeconds` of `nowSeconds` (either side), equal `X-Webhook-Timestamp` when that is sent,
 * and one of its `v1` digests (several while a secret is rotated) must be the HMAC of
 * `"<t>.<raw body>"`. A bad or stale V2 is refused, never retried as V1, or stripping V2 from a
 * replay would downgrade it to the scheme without a timestamp. Without V2 the delivery is refused
 * (`v1_only`) unless `allowV1` is set; then `X-Webhook-Signature` decides.
 *
 * `rawBody` must be the body exactly as received: a body parsed and serialised again may differ, so
 * a parsed object is refused (`raw_body_required`). Digests are compared in constant time. Never
 * throws on what arrives; throws a RangeError for an invalid `toleranceSeconds` or `nowSeconds`.
 *
 * @example
 * const check = verifyWebhook(await request.text(), request.headers, process.env.CLIENT_SECRET!);
 * if (!check.ok) return new Response(check.reason, { status: 401 });
 */
export function verifyWebhook(
  rawBody: WebhookRawBody,
  headers: WebhookHeaders,
  secret: string,
  options: VerifyWebhookOptions = {},
): WebhookVerification {
  const clock = checkedClock(options);
  const body = bodyBytes(rawBody);
  if (body === undefined)
    return refuse(
      'raw_body_required',
      rawBody == null ? `no body: ${RAW_BODY_REQUIRED_REASON}` : RAW_BODY_REQUIRED_REASON,
    );
  if (typeof secret !== 'string' || secret.length === 0) return refuse('empty_secret', 'the secret is empty');
  const read = headerReader(headers);
  const v2 = read(SIGNATURE_V2_HEADER);
  if (v2.kind === 'many') return refuse('repeated_header', 'more than one X-Webhook-Signature-V2 header');
  if (v2.kind === 'one') return verifyV2(body, v2.value, read(TIMESTAMP_HEADER), secret, clock);
  return verifyV1(body, read(SIGNATURE_HEADER), secret, options.allowV1 === true);
}

interface Clock {
  toleranceSeconds: number;
  nowSeconds: number;
}

function verifyV2(
  body: Buffer,
  header: string,
  timestampHeader: HeaderValue,
  secret: string,
  { toleranceSeconds, nowSeconds }: Clock,
): WebhookVerification {
  const parsed = parseSignatureV2(header);
  if (parsed === undefined) return refuse('malformed_signature', MALFORMED_V2_REASON);
  const { timestampSeconds, digests } = parsed;
  // X-Webhook-Timestamp is not signed; when sent it must be the signed t, or something edited it.
  if (
    timestampHeader.kind === 'many' ||
    (timestampHeader.kind === 'one' && timestampHeader.value.trim() !== String(timestampSeconds))
  ) {
    return refuse('malformed_signature', 'X-Webhook-Timestamp is not the t of X-Webhook-Signature-V2');
  }
  if (Math.abs(nowSeconds - timestampSeconds) > toleranceSeconds) {
    return refuse('stale_timestamp', `the webhook timestamp is more than ${toleranceSeconds} s from now`);
  }
  const expected = hmac(secret, Buffer.concat([Buffer.from(`${timestampSeconds}.`, 'utf8'), body]));
  if (!digests.some((digest) => hexDigestEquals(digest, expected)))
    return refuse('signature_mismatch', 'X-Webhook-Signature-V2 does not match the body and timestamp');
  return { ok: true, scheme: 'v2', replayProtected: true, timestampSeconds };
}

/** Only when V2 is absent: refused unless the receiver accepts the scheme without a timestamp. */
function verifyV1(body: Buffer, header: HeaderValue, secret: string, allowV1: boolean): WebhookVerification {
  if (header.kind === 'none')
    return refuse('missing_signature', 'no X-Webhook-Signature-V2 or X-Webhook-Signature header');
  if (!allowV1) return refuse('v1_only', V1_ONLY_REASON);
  if (header.kind === 'many') return refuse('repeated_header', 'more than one X-Webhook-Signature header');
  if (!hexDigestEquals(header.value.trim(), hmac(secret, body)))
    return refuse('signature_mismatch', 'X-Webhook-Signature does not match the body');
  return { ok: true, scheme: 'v1', replayProtected: false };
}

/**
 * `t` and every `v1` of a V2 header, by the service's rules: comma-separated `name=value` pairs,
 * one `t` of digits, at least one `v1` of 64 lower-case hex digits (one per secret while a secret is
 * rotated). Other names (a future scheme) are skipped, so receivers keep working when one is added.
 */
function parseSignatureV2(header: string): { timestampSeconds: number; digests: string[] } | undefined {
  let timestamp: string | undefined;
  const digests: string[] = [];
  for (const part of header.trim().split(',')) {
    const [name, value, ...rest] = part.trim().split('=');
    if (value === undefined || rest.length > 0) return undefined;
    if (name === 't' && timestamp === undefined) timestamp = value;
    else if (name === 'v1' && HEX_DIGEST_PATTERN.test(value)) digests.push(value);
    else if (name === 't' || name === 'v1') return undefined;
  }
  if (timestamp === undefined || !UNIX_SECONDS_PATTERN.test(timestamp) || digests.length === 0) return undefined;
  return { timestampSeconds: Number(timestamp), digests };
}

/** The body's bytes; undefined for anything that is not the raw body (a parsed object, undefined). */
function bodyBytes(rawBody: unknown): Buffer | undefined {
  if (typeof rawBody === 'string') return Buffer.from(rawBody, 'utf8');
  if (ArrayBuffer.isView(rawBody)) return Buffer.from(rawBody.buffer, rawBody.byteOffset, rawBody.byteLength);
  // By tag rather than instanceof: an ArrayBuffer made in another realm (a vm context) is one too.
  if (Object.prototype.toString.call(rawBody) === '[object ArrayBuffer]') return Buffer.from(rawBody as ArrayBuffer);
  return undefined;
}

function checkedClock({
  toleranceSeconds = DEFAULT_TOLERANCE_SECONDS,
  nowSeconds = Math.floor(Date.now() / 1000),
}: VerifyWebhookOptions): Clock {
  // An infinite or negative tolerance would turn replay protection off or refuse everything: both
  // are bugs of the receiver's configuration, so they fail loudly instead of passing silently.
  if (!Number.isFinite(toleranceSeconds) || toleranceSeconds < 0) {
    throw new RangeError(`verifyWebhook: toleranceSeconds must be a finite number >= 0, got ${toleranceSeconds}`);
  }
  if (!Number.isFinite(nowSeconds))
    throw new RangeError(`verifyWebhook: nowSeconds must be a finite number, got ${nowSeconds}`);
  return { toleranceSeconds, nowSeconds };
}

function hmac(secret: string, data: Buffer): Buffer {
  return createHmac('sha256', secret).update(data).digest();
}

/** Constant-time: a received value that is not 64 hex digits is refused by its shape alone. */
function hexDigestEquals(received: string, expected: Buffer): boolean {
  return HEX_DIGEST_PATTERN.test(received) && timingSafeEqual(Buffer.from(received, 'hex'), expected);
}

type HeaderValue = { kind: 'none' } | { kind: 'one'; value: string } | { kind: 'many' };

/** Reads headers by lower-case name from a Fetch `Headers`, a plain object or nothing at all. */
function headerReader(headers: WebhookHeaders | null | undefined): (lowerCaseName: string) => HeaderValue {
  if (headers == null) return () => ({ kind: 'none' });
  if (typeof (headers as Partial<FetchHeadersLike>).get === 'function') {
    return (name) => headerValue([(headers as FetchHeadersLike).get(name) ?? undefined]);
  }
  const entries = Object.entries(headers as Record<string, unknown>);
  return (name) => headerValue(entries.filter(([key]) => key.toLowerCase() === name).flatMap(([, value]) => value));
}

/**
 * One header's values. Node.js gives an array for a repeated header it does not join; one element is
 * that value, several are refused as ambiguous, an empty or non-string value counts as absent.
 */
function headerValue(values: unknown[]): HeaderValue {
  const present = values.filter((value): value is string => typeof value === 'string' && value.trim() !== '');
  if (present.length === 0) return { kind: 'none' };
  return present.length === 1 ? { kind: 'one', value: present[0]! } : { kind: 'many' };
}
