import { createHmac, randomBytes, scrypt } from 'node:crypto';
import * as z from 'zod';
import { constantTimeEqualHex } from './secrets';
import { readSecretString, type SecretsReader } from './secrets-manager';
import { type Env, parseEnv } from './upstream/config';

/**
 * PIN hashes are keyed with a pepper held outside the table (a Secrets Manager secret in AWS,
 * the PIN_PEPPER variable elsewhere): a copy of the table alone does not let anyone try the
 * million six-digit PINs offline against the hashes. The pepper keys an HMAC of the PIN, and the
 * HMAC is what scrypt hashes with the per-PIN salt.
 *
 * The pepper must never change while PINs are stored: every PIN hashed under the old one would
 * stop verifying. It is generated once by the stack and is not one of the secrets an operator
 * replaces after the first deploy.
 */
const PEPPERED = 'scrypt2';
/** Hashes written before the pepper: still verified, and rewritten peppered on the next right PIN. */
const UNPEPPERED = 'scrypt';
const SCRYPT_KEY_BYTES = 32;
const SALT_BYTES = 16;
const PEPPER_LENGTH_MIN = 16;

/**
 * scrypt's cost (N = 2^log2N, r = 8, p = 1): 2^14, Node's default, about 50 ms a hash, is what every
 * function uses (no stack sets PIN_SCRYPT_LOG2N; test/infra/stack.test.ts holds it). The test suite
 * injects a cheap cost for the PINs its fixtures set; the tests about the PIN itself run at this one.
 * The cost is not stored in the hash: a hash verifies only under the cost it was made with.
 */
export const PIN_SCRYPT_LOG2N_PRODUCTION = 14;
const ScryptCostSchema = z.object({
  PIN_SCRYPT_LOG2N: z.coerce.number().int().min(10).max(20).default(PIN_SCRYPT_LOG2N_PRODUCTION),
});

/** The scrypt cost parameter N in force (read from the environment each time: tests change it). */
export function pinScryptCost(env: Env = process.env): number {
  return 2 ** parseEnv(ScryptCostSchema, env, 'PIN hashing cost', 'the environment').PIN_SCRYPT_LOG2N;
}

const PepperEnvSchema = z.object({
  PIN_PEPPER_SECRET_ARN: z.string().trim().min(1).optional(),
  PIN_PEPPER: z.string().min(PEPPER_LENGTH_MIN).optional(),
});

async function readPepper(env: Env, secrets: SecretsReader | undefined): Promise<Buffer> {
  const { PIN_PEPPER_SECRET_ARN: secretArn, PIN_PEPPER: plain } = parseEnv(
    PepperEnvSchema,
    env,
    'PIN pepper',
    'the environment',
  );
  const value = secretArn === undefined ? plain : (await readSecretString(secretArn, secrets))?.trim();
  if (value === undefined || value.length < PEPPER_LENGTH_MIN) {
    throw new Error(
      `The PIN pepper is missing or shorter than ${PEPPER_LENGTH_MIN} characters: set PIN_PEPPER_SECRET_ARN (AWS) or PIN_PEPPER`,
    );
  }
  return Buffer.from(value, 'utf8');
}

/** The pepper, through the secrets cache like every secret (it never changes; a failed read is not kept). */
export function loadPinPepper(env: Env = process.env, secrets?: SecretsReader): Promise<Buffer> {
  return readPepper(env, secrets);
}

function scryptAsync(secret: string | Buffer, salt: Buffer): Promise<Buffer> {
  const cost = pinScryptCost();
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, SCRYPT_KEY_BYTES, { N: cost, r: 8, p: 1 }, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

async function pepperedKey(pin: string, salt: Buffer): Promise<Buffer> {
  const keyed = createHmac('sha256', await loadPinPepper())
    .update(pin, 'utf8')
    .digest();
  return scryptAsync(keyed, salt);
}

export async function hashPin(pin: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  return `${PEPPERED}:${salt.toString('hex')}:${(await pepperedKey(pin, salt)).toString('hex')}`;
}

/** Whether the PIN is right, and, for a right PIN under an unpeppered hash, the peppered hash to store instead. */
export interface PinVerdict {
  right: boolean;
  rehash?: string;
}

export async function verifyPin(pin: string, stored: string): Promise<PinVerdict> {
  const [scheme, saltHex = '', keyHex = ''] = stored.split(':');
  const salt = Buffer.from(saltHex, 'hex');
  if (scheme === PEPPERED)
    return { right: constantTimeEqualHex((await pepperedKey(pin, salt)).toString('hex'), keyHex) };
  if (scheme !== UNPEPPERED) return { right: false };
  const right = constantTimeEqualHex((await scryptAsync(pin, salt)).toString('hex'), keyHex);
  return right ? { right, rehash: await hashPin(pin) } : { right };
}
