import * as z from 'zod';
import { readSecretString, type SecretsReader } from '../secrets-manager';

export type { SecretsReader } from '../secrets-manager';

// The gateway's credentials, from Secrets Manager in AWS or plain variables elsewhere. They live
// apart from credentials.ts (which builds the gateway adapter) so that the callback-signature
// middleware, which every API function bundles, loads neither the adapter nor, until a callback
// arrives, the Secrets Manager client.

export interface GatewayCredentials {
  baseUrl: string;
  apiKey: string;
  callbackSecret: string;
}

const nonEmpty = z.string().trim().min(1);

/**
 * Where one credential comes from: in AWS the Secrets Manager secret (its SecretString is the
 * value itself) named by `arnVar`; elsewhere the plain variable `plainVar`. The API key and the
 * callback secret are separate secrets, so a function is given only the one it needs.
 */
interface CredentialSource {
  arnVar: 'GATEWAY_API_KEY_SECRET_ARN' | 'GATEWAY_CALLBACK_SECRET_ARN';
  plainVar: 'GATEWAY_API_KEY' | 'GATEWAY_CALLBACK_SECRET';
}

const API_KEY: CredentialSource = { arnVar: 'GATEWAY_API_KEY_SECRET_ARN', plainVar: 'GATEWAY_API_KEY' };
const CALLBACK_SECRET: CredentialSource = { arnVar: 'GATEWAY_CALLBACK_SECRET_ARN', plainVar: 'GATEWAY_CALLBACK_SECRET' };

export const BaseUrlEnvSchema = z.object({ GATEWAY_BASE_URL: z.url() });

export type Env = Record<string, string | undefined>;

const credentialPromises = new Map<CredentialSource, Promise<string>>();
let credentialsPromise: Promise<GatewayCredentials> | undefined;

/** Names the missing or invalid variables, never their values (some of them are secrets). */
function configError(source: string, error: z.ZodError): Error {
  const fields = error.issues.map((issue) => issue.path.join('.') || '(root)');
  return new Error(`Gateway configuration is invalid in ${source}: check ${[...new Set(fields)].join(', ')}`);
}

export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, source: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw configError(source, result.error);
  return result.data;
}

async function readSecret(secretArn: string, secrets: SecretsReader | undefined): Promise<string> {
  const value = (await readSecretString(secretArn, secrets))?.trim();
  if (value === undefined || value.length === 0) throw new Error(`Gateway secret ${secretArn} has no SecretString`);
  return value;
}

async function readCredential(source: CredentialSource, env: Env, secrets: SecretsReader | undefined): Promise<string> {
  const secretArn = parseOrThrow(z.object({ [source.arnVar]: nonEmpty.optional() }), env, 'the environment')[source.arnVar];
  if (secretArn !== undefined) return readSecret(secretArn, secrets);
  const plain = parseOrThrow(z.object({ [source.plainVar]: nonEmpty }), env, `the environment (${source.arnVar} is not set)`);
  return plain[source.plainVar]!;
}

/** One credential, read once per cold start; a failed read is forgotten, so a transient Secrets Manager error does not poison the warm container. */
function loadCredential(source: CredentialSource, env: Env, secrets: SecretsReader | undefined): Promise<string> {
  let loading = credentialPromises.get(source);
  if (loading === undefined) {
    loading = readCredential(source, env, secrets).catch((error: unknown) => {
      credentialPromises.delete(source);
      throw error;
    });
    credentialPromises.set(source, loading);
  }
  return loading;
}

/** The key the gateway expects on our calls: GATEWAY_API_KEY_SECRET_ARN's secret, else GATEWAY_API_KEY. */
export function loadGatewayApiKey(env: Env = process.env, secrets?: SecretsReader): Promise<string> {
  return loadCredential(API_KEY, env, secrets);
}

/** The key of the gateway's callback signatures: GATEWAY_CALLBACK_SECRET_ARN's secret, else GATEWAY_CALLBACK_SECRET. */
export function loadGatewayCallbackSecret(env: Env = process.env, secrets?: SecretsReader): Promise<string> {
  return loadCredential(CALLBACK_SECRET, env, secrets);
}

async function loadAll(env: Env, secrets: SecretsReader | undefined): Promise<GatewayCredentials> {
  const { GATEWAY_BASE_URL: baseUrl } = parseOrThrow(BaseUrlEnvSchema, env, 'the environment');
  const [apiKey, callbackSecret] = await Promise.all([loadGatewayApiKey(env, secrets), loadGatewayCallbackSecret(env, secrets)]);
  return { baseUrl, apiKey, callbackSecret };
}

/**
 * The base URL and both credentials, for a caller that needs all three (the local stack's tools,
 * tests). A function that needs one credential uses loadGatewayApiKey or loadGatewayCallbackSecret,
 * so it does not fail where only its own secret is granted. Read once; a failed load is forgotten.
 */
export function loadGatewayCredentials(env: Env = process.env, secrets?: SecretsReader): Promise<GatewayCredentials> {
  credentialsPromise ??= loadAll(env, secrets).catch((error: unknown) => {
    credentialsPromise = undefined;
    throw error;
  });
  return credentialsPromise;
}

/** Forgets the memoized credentials, so a test can change the environment (credentials.ts: resetGatewayForTests). */
export function resetGatewayCredentialsForTests(): void {
  credentialPromises.clear();
  credentialsPromise = undefined;
}
