import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { KMSClient } from '@aws-sdk/client-kms';
import { config } from './config';
import { traceClient } from './tracing';

/**
 * Client secrets: a SHA-256 authenticates (compared in constant time), and the secret itself is kept
 * encrypted (KMS in AWS, AES-256-GCM with a local key locally) because webhooks are signed with it.
 * PINs are peppered scrypt hashes (pin-hash.ts). None of these values is ever logged.
 */
export function sha256Hex(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex');
}

export function constantTimeEqualHex(leftHex: string, rightHex: string): boolean {
  const left = Buffer.from(leftHex, 'hex');
  const right = Buffer.from(rightHex, 'hex');
  return left.length === right.length && left.length > 0 && timingSafeEqual(left, right);
}

let kms: KMSClient | undefined;

/**
 * The KMS client class and the two commands (shared/kms-sdk.ts), loaded on first use rather than at
 * import: only the functions that create client secrets or sign webhooks use KMS, and a warm
 * container decrypts each client's secret once.
 */
const kmsSdk = (): Promise<typeof import('./kms-sdk')> => import('./kms-sdk');

async function kmsClient(): Promise<KMSClient> {
  if (kms === undefined) {
    const { KMSClient } = await kmsSdk();
    kms ??= traceClient(new KMSClient({ region: config().region }));
  }
  return kms;
}

/** Tests inject a KMS double; undefined goes back to the real client. */
export function setKmsClient(client: KMSClient | undefined): void {
  kms = client;
}

function localKey(): Buffer {
  const secret = config().localSecretKey;
  if (secret === undefined) throw new Error('Neither SECRETS_KMS_KEY_ID nor LOCAL_SECRET_KEY is configured');
  return createHash('sha256').update(secret).digest();
}

/**
 * Blob schemes. `kms2:` and `local2:` are bound to their client: the client id is the KMS encryption
 * context or the AES-GCM additional authenticated data, so a blob copied onto another client's record
 * fails to decrypt instead of signing that client's webhooks with a foreign secret. Unbound `local:`
 * blobs, written before the binding, still decrypt so that a local stack persisted in DATA_DIR (its
 * demo client has a fixed secret) keeps working; unbound `kms:` blobs are refused, as the key policy
 * requires the client_id context, and need a rotation. A bound blob relabelled as unbound fails too:
 * its ciphertext needs the binding.
 */
const BOUND = { kms: 'kms2', local: 'local2' } as const;
const UNBOUND_LOCAL = 'local';
const GCM_IV_BYTES = 12;
const GCM_TAG_BYTES = 16;

const encryptionContext = (clientId: string): Record<string, string> => ({ client_id: clientId });

export async function encryptSecret(plain: string, clientId: string): Promise<string> {
  const keyId = config().secretsKmsKeyId;
  if (keyId !== undefined) {
    const [client, { EncryptCommand }] = await Promise.all([kmsClient(), kmsSdk()]);
    const result = await client.send(
      new EncryptCommand({
        KeyId: keyId,
        Plaintext: Buffer.from(plain, 'utf8'),
        EncryptionContext: encryptionContext(clientId),
      }),
    );
    return `${BOUND.kms}:${Buffer.from(result.CiphertextBlob ?? new Uint8Array()).toString('base64')}`;
  }
  const iv = randomBytes(GCM_IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', localKey(), iv);
  cipher.setAAD(Buffer.from(clientId, 'utf8'));
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `${BOUND.local}:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

async function kmsDecrypt(raw: Buffer, clientId: string): Promise<string> {
  const [client, { DecryptCommand }] = await Promise.all([kmsClient(), kmsSdk()]);
  const result = await client.send(
    new DecryptCommand({ CiphertextBlob: raw, EncryptionContext: encryptionContext(clientId) }),
  );
  return Buffer.from(result.Plaintext ?? new Uint8Array()).toString('utf8');
}

function localDecrypt(raw: Buffer, clientId: string | undefined): string {
  const decipher = createDecipheriv('aes-256-gcm', localKey(), raw.subarray(0, GCM_IV_BYTES));
  if (clientId !== undefined) decipher.setAAD(Buffer.from(clientId, 'utf8'));
  decipher.setAuthTag(raw.subarray(GCM_IV_BYTES, GCM_IV_BYTES + GCM_TAG_BYTES));
  return Buffer.concat([decipher.update(raw.subarray(GCM_IV_BYTES + GCM_TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

/** Decrypted secrets by client and blob: the same blob under another client id is another entry, never a hit. */
const decrypted = new Map<string, string>();

/** The client's secret; throws when the blob is not this client's (or is damaged). */
export async function decryptSecret(blob: string, clientId: string): Promise<string> {
  const cacheKey = JSON.stringify([clientId, blob]);
  const known = decrypted.get(cacheKey);
  if (known !== undefined) return known;
  const [scheme = '', payload = ''] = blob.split(':', 2);
  const raw = Buffer.from(payload, 'base64');
  let plain: string;
  if (scheme === BOUND.kms) plain = await kmsDecrypt(raw, clientId);
  else if (scheme === BOUND.local) plain = localDecrypt(raw, clientId);
  else if (scheme === UNBOUND_LOCAL) plain = localDecrypt(raw, undefined);
  else throw new Error(`The secret of client ${clientId} is stored in an unsupported form (${scheme}); rotate it`);
  decrypted.set(cacheKey, plain);
  return plain;
}
