import { createHash, randomBytes } from 'node:crypto';
import { CLIENT_SECRET_BYTES } from './constants';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** Crockford base32 from a CSPRNG: unambiguous when read aloud or typed by support staff. */
export function randomToken(length: number): string {
  const bytes = randomBytes(length);
  let token = '';
  for (const byte of bytes) token += ALPHABET[byte % 32];
  return token;
}

/** Time-ordered numeric id (safe integer until year 2039): milliseconds x 4096 + 12 random bits. */
export function numericId(nowMs: number): number {
  const randomPart = randomBytes(2).readUInt16BE(0) & 0x0fff;
  return nowMs * 4096 + randomPart;
}

const yyyymmdd = (nowMs: number): string =>
  new Date(nowMs + 7 * 3_600_000).toISOString().slice(0, 10).replace(/-/g, '');

/** partner_reff: channel prefix, Jakarta date, 12 random characters, e.g. QR-20261121-8F3K2M9Q7X1Z. */
export function newPartnerReff(prefix: string, nowMs: number): string {
  return `${prefix}-${yyyymmdd(nowMs)}-${randomToken(12)}`;
}

export const newMerchantId = (): string => `m_${randomToken(16)}`;
/** A client id: its environment's prefix (`sbx_`, `live_`: shared/domain/environment.ts), then `cl_` and 20 random characters. */
export const newClientId = (environmentPrefix: string): string =>
  `${environmentPrefix}cl_${randomToken(20).toLowerCase()}`;
export const newDeliveryId = (): string => `wh_${randomToken(20)}`;
export const newClientSecret = (): string => randomBytes(CLIENT_SECRET_BYTES).toString('base64url');

/** Crockford base32 of the first bytes of a SHA-256: a deterministic token of `length` characters. */
function digestToken(value: string, length: number): string {
  const digest = createHash('sha256').update(value, 'utf8').digest();
  let token = '';
  for (const byte of digest.subarray(0, length)) token += ALPHABET[byte % 32];
  return token;
}

/** The webhook outbox id of a money move: a replayed move names the same delivery, which exists already. */
export const deliveryIdForMove = (moveId: string): string => `wh_${digestToken(`move:${moveId}`, 20)}`;

/**
 * A partner_reff derived from an external reference (100 bits of its SHA-256): the same reference
 * always gives the same reff, so a redelivered gateway event cannot create a second transaction.
 */
export function derivedPartnerReff(prefix: string, reference: string): string {
  return `${prefix}-${digestToken(reference, 20)}`;
}

/** A suspense entry is named after the gateway's payment reference: every copy of that callback names the same entry. */
export const suspenseIdFor = (gatewayReference: string): string =>
  `sus_${digestToken(`suspense:${gatewayReference}`, 20)}`;

/**
 * A payout conflict entry is named after the callback that made it (event, payout, gateway
 * reference): a redelivered copy names the same entry, while a different contradicting callback for
 * the same payout is an entry of its own.
 */
export const payoutConflictIdFor = (event: string, partnerReff: string, gatewayReference: string): string =>
  `sus_${digestToken(`payout_conflict:${event}:${partnerReff}:${gatewayReference}`, 20)}`;
export const newKycDocumentId = (): string => `kyd_${randomToken(24)}`;
