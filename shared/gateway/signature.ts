import { createHmac, timingSafeEqual } from 'node:crypto';

/** A SHA-256 digest in hex is exactly this long; anything else cannot be a valid signature. */
const SIGNATURE_HEX_PATTERN = /^[0-9a-fA-F]{64}$/;

function assertSecret(secret: string): void {
  // An empty key would make every signature forgeable; it is a configuration bug, never an input.
  if (secret.length === 0) throw new Error('The gateway callback secret is empty');
}

/** Hex HMAC-SHA256 of the raw body (UTF-8), as sent in X-Gateway-Signature. */
export function signBody(rawBody: string, secret: string): string {
  assertSecret(secret);
  return createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');
}

/**
 * True only when the header is the body's signature. The comparison takes the same time wherever
 * the bytes differ; malformed headers are rejected by shape first, which leaks nothing about the
 * expected value, so no input makes this throw.
 */
export function verifySignature(rawBody: string, secret: string, signatureHeader: string | undefined): boolean {
  if (signatureHeader === undefined) return false;
  const candidate = signatureHeader.trim();
  if (!SIGNATURE_HEX_PATTERN.test(candidate)) return false;
  const expected = Buffer.from(signBody(rawBody, secret), 'hex');
  const given = Buffer.from(candidate, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
