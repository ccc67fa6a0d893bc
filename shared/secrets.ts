import { createCipheriv, createDecipheriv, createHash, randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { DecryptCommand, EncryptCommand, KMSClient } from '@aws-sdk/client-kms';
import { config } from './config';

/**
 * Client secrets: a SHA-256 authenticates (compared in constant time), and the secret itself is kept
 * encrypted (KMS in AWS, AES-256-GCM with a local key locally) because webhooks are signed with it.
 * PINs are scrypt hashes. None of these values is ever logged.
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
const kmsClient = (): KMSClient => (kms ??= new KMSClient({ region: config().region }));

function localKey(): Buffer {
  const secret = config().localSecretKey;
  if (secret === undefined) throw new Error('Neither SECRETS_KMS_KEY_ID nor LOCAL_SECRET_KEY is configured');
  return createHash('sha256').update(secret).digest();
}

export async function encryptSecret(plain: string): Promise<string> {
  const keyId = config().secretsKmsKeyId;
  if (keyId !== undefined) {
    const result = await kmsClient().send(new EncryptCommand({ KeyId: keyId, Plaintext: Buffer.from(plain, 'utf8') }));
    return `kms:${Buffer.from(result.CiphertextBlob ?? new Uint8Array()).toString('base64')}`;
  }
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', localKey(), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return `local:${Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64')}`;
}

const decrypted = new Map<string, string>();

export async function decryptSecret(blob: string): Promise<string> {
  const known = decrypted.get(blob);
  if (known !== undefined) return known;
  const [scheme, payload = ''] = blob.split(':', 2);
  const raw = Buffer.from(payload, 'base64');
  let plain: string;
  if (scheme === 'kms') {
    const result = await kmsClient().send(new DecryptCommand({ CiphertextBlob: raw }));
    plain = Buffer.from(result.Plaintext ?? new Uint8Array()).toString('utf8');
  } else {
    const decipher = createDecipheriv('aes-256-gcm', localKey(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    plain = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
  decrypted.set(blob, plain);
  return plain;
}

const SCRYPT_KEY_BYTES = 32;

function scryptAsync(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, SCRYPT_KEY_BYTES, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scryptAsync(pin, salt);
  return `scrypt:${salt.toString('hex')}:${key.toString('hex')}`;
}

export async function verifyPin(pin: string, stored: string): Promise<boolean> {
  const [scheme, saltHex = '', keyHex = ''] = stored.split(':');
  if (scheme !== 'scrypt') return false;
  const key = await scryptAsync(pin, Buffer.from(saltHex, 'hex'));
  return constantTimeEqualHex(key.toString('hex'), keyHex);
}
