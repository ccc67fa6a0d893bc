import * as z from 'zod';
import { PROVIDER_TIMEOUT_MS } from '../../constants';
import { readSecretString, type SecretsReader } from '../../secrets-manager';
import { HttpProvider } from './http-provider';
import type { DigitalProvider } from './provider';

const nonEmpty = z.string().trim().min(1);

/** In AWS the key is a Secrets Manager secret whose SecretString is the bare key; elsewhere a plain variable. */
const ArnEnvSchema = z.object({ PROVIDER_API_KEY_SECRET_ARN: nonEmpty.optional() });
const PlainKeyEnvSchema = z.object({ PROVIDER_API_KEY: nonEmpty });
const BaseUrlEnvSchema = z.object({ PROVIDER_BASE_URL: z.url() });

/** Bounds of PROVIDER_TIMEOUT_MS: below them no provider call could succeed, above them an order waits too long. */
const PROVIDER_TIMEOUT_MS_MIN = 100;
const PROVIDER_TIMEOUT_MS_MAX = 60_000;

const TimeoutEnvSchema = z.object({
  PROVIDER_TIMEOUT_MS: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, 'Must be a whole number of milliseconds')
    .transform(Number)
    .pipe(z.number().int().min(PROVIDER_TIMEOUT_MS_MIN).max(PROVIDER_TIMEOUT_MS_MAX))
    .optional(),
});

type Env = Record<string, string | undefined>;

let apiKeyPromise: Promise<string> | undefined;
let providerPromise: Promise<DigitalProvider> | undefined;
let providerForTests: DigitalProvider | undefined;

/** Names the missing or invalid variables, never their values (the key is a secret). */
function configError(source: string, error: z.ZodError): Error {
  const fields = error.issues.map((issue) => issue.path.join('.') || '(root)');
  return new Error(`Provider configuration is invalid in ${source}: check ${[...new Set(fields)].join(', ')}`);
}

function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, source: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw configError(source, result.error);
  return result.data;
}

/** The errors name the variable that points at the secret; the key itself is never in a message. */
async function readSecret(secretArn: string, secrets: SecretsReader | undefined): Promise<string> {
  const secretString = await readSecretString(secretArn, secrets).catch((error: unknown) => {
    throw new Error('Reading the secret named by PROVIDER_API_KEY_SECRET_ARN failed', { cause: error });
  });
  const value = secretString?.trim();
  if (value === undefined || value.length === 0) throw new Error('The secret named by PROVIDER_API_KEY_SECRET_ARN has no SecretString');
  return value;
}

async function readApiKey(env: Env, secrets: SecretsReader | undefined): Promise<string> {
  const { PROVIDER_API_KEY_SECRET_ARN: secretArn } = parseOrThrow(ArnEnvSchema, env, 'the environment');
  if (secretArn !== undefined) return readSecret(secretArn, secrets);
  return parseOrThrow(PlainKeyEnvSchema, env, 'the environment (PROVIDER_API_KEY_SECRET_ARN is not set)').PROVIDER_API_KEY;
}

/**
 * The key the provider expects on our calls: PROVIDER_API_KEY_SECRET_ARN's secret, else
 * PROVIDER_API_KEY. Read once per cold start; a failed read is forgotten, so a transient Secrets
 * Manager error does not poison the warm container.
 */
export function loadProviderApiKey(env: Env = process.env, secrets?: SecretsReader): Promise<string> {
  apiKeyPromise ??= readApiKey(env, secrets).catch((error: unknown) => {
    apiKeyPromise = undefined;
    throw error;
  });
  return apiKeyPromise;
}

/** PROVIDER_TIMEOUT_MS when set (tests shorten it), else the production default. */
function providerTimeoutMs(env: Env): number {
  return parseOrThrow(TimeoutEnvSchema, env, 'the environment').PROVIDER_TIMEOUT_MS ?? PROVIDER_TIMEOUT_MS;
}

async function buildProvider(env: Env, secrets: SecretsReader | undefined): Promise<DigitalProvider> {
  const timeoutMs = providerTimeoutMs(env);
  const { PROVIDER_BASE_URL: baseUrl } = parseOrThrow(BaseUrlEnvSchema, env, 'the environment');
  return new HttpProvider({ baseUrl, apiKey: await loadProviderApiKey(env, secrets), timeoutMs });
}

/**
 * The provider the service talks to: the fake a test injected with setProviderForTests, else the
 * HTTP provider (PROVIDER_BASE_URL, the API key, PROVIDER_TIMEOUT_MS), built once per cold start;
 * a failed build is forgotten.
 */
export function providerFromEnv(env: Env = process.env, secrets?: SecretsReader): Promise<DigitalProvider> {
  if (providerForTests !== undefined) return Promise.resolve(providerForTests);
  providerPromise ??= buildProvider(env, secrets).catch((error: unknown) => {
    providerPromise = undefined;
    throw error;
  });
  return providerPromise;
}

/** Makes providerFromEnv answer this provider (a test's fake) until called again with undefined. */
export function setProviderForTests(provider: DigitalProvider | undefined): void {
  providerForTests = provider;
}

/**
 * Forgets the memoized key and HTTP provider, so a test (or the local stack) can change the
 * environment. An injected fake stays until setProviderForTests(undefined): it does not come from
 * the environment, and a helper that resets the environment should not silently replace it.
 */
export function resetProviderForTests(): void {
  apiKeyPromise = undefined;
  providerPromise = undefined;
}
