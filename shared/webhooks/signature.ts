import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
  WEBHOOK_SIGNATURE_V2_HEADER,
  WEBHOOK_TIMESTAMP_HEADER,
} from '../constants';

/**
 * Timestamped webhook signatures (docs/ARCHITECTURE.md, 14.2), beside the contract's X-Webhook-Signature.
 * Pure: no clock is read, so the sender, the CLI and the typed client produce and check the very
 * same headers from the same inputs.
 */
export interface WebhookV2Headers {
  [WEBHOOK_TIMESTAMP_HEADER]: string;
  [WEBHOOK_SIGNATURE_V2_HEADER]: string;
}

export type WebhookV2Check = 'valid' | 'malformed' | 'outside_tolerance' | 'mismatch';

const HEX_DIGEST_PATTERN = /^[0-9a-f]{64}$/;
const TIMESTAMP_PATTERN = /^\d{1,15}$/;

function assertSigningInputs(secret: string, timestampSeconds: number): void {
  // An empty key would make every signature forgeable, and a fractional or negative time cannot be
  // written as `t`: both are bugs of the caller, never inputs from the wire.
  if (secret.length === 0) throw new Error('The webhook signing secret is empty');
  if (!Number.isSafeInteger(timestampSeconds) || timestampSeconds < 0)
    throw new Error(`Invalid webhook timestamp ${timestampSeconds}`);
}

/** Hex HMAC-SHA256 of `<t>.<raw body>` (UTF-8) keyed with the client secret. */
function digestV2(rawBody: string, secret: string, timestampSeconds: number): string {
  return createHmac('sha256', secret).update(`${timestampSeconds}.${rawBody}`, 'utf8').digest('hex');
}

/**
 * The two headers every webhook carries besides the contract's: `X-Webhook-Timestamp: <t>` and
 * `X-Webhook-Signature-V2: t=<t>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The timestamp is inside
 * the signed text, so a receiver that refuses old timestamps refuses replayed webhooks.
 */
export function signWebhookV2(rawBody: string, secret: string, timestampSeconds: number): WebhookV2Headers {
  assertSigningInputs(secret, timestampSeconds);
  const digest = digestV2(rawBody, secret, timestampSeconds);
  return {
    [WEBHOOK_TIMESTAMP_HEADER]: String(timestampSeconds),
    [WEBHOOK_SIGNATURE_V2_HEADER]: `t=${timestampSeconds},v1=${digest}`,
  };
}

/** `t` and every `v1` of a V2 header; undefined when it is not `t=<digits>` with at least one hex `v1`. */
export function parseSignatureV2(header: string): { timestampSeconds: number; digests: string[] } | undefined {
  let timestamp: string | undefined;
  const digests: string[] = [];
  for (const part of header.trim().split(',')) {
    const [name, value, ...rest] = part.trim().split('=');
    if (value === undefined || rest.length > 0) return undefined;
    if (name === 't' && timestamp === undefined) timestamp = value;
    else if (name === 'v1' && HEX_DIGEST_PATTERN.test(value)) digests.push(value);
    // Other schemes (a future v2) are skipped, so receivers keep working when one is added.
    else if (name === 't' || name === 'v1') return undefined;
  }
  if (timestamp === undefined || !TIMESTAMP_PATTERN.test(timestamp) || digests.length === 0) return undefined;
  return { timestampSeconds: Number(timestamp), digests };
}

/**
 * What a receiver checks: the header is well formed, its timestamp is within the tolerance of the
 * receiver's clock (either side), and one `v1` is the digest of `<t>.<raw body>`, compared in
 * constant time. Never throws on what arrives on the wire.
 */
export function verifyWebhookV2(
  rawBody: string,
  secret: string,
  signatureHeader: string | undefined,
  nowSeconds: number,
  toleranceSeconds: number = WEBHOOK_SIGNATURE_TOLERANCE_SECONDS,
): WebhookV2Check {
  if (secret.length === 0) throw new Error('The webhook signing secret is empty');
  const parsed = signatureHeader === undefined ? undefined : parseSignatureV2(signatureHeader);
  if (parsed === undefined) return 'malformed';
  if (Math.abs(nowSeconds - parsed.timestampSeconds) > toleranceSeconds) return 'outside_tolerance';
  const expected = Buffer.from(digestV2(rawBody, secret, parsed.timestampSeconds), 'hex');
  const matches = parsed.digests.some((digest) => timingSafeEqual(Buffer.from(digest, 'hex'), expected));
  return matches ? 'valid' : 'mismatch';
}
