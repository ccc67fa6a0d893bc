import * as z from 'zod';
import { systemScheduler, type Scheduler } from '../../scheduler';
import { PROVIDER_TIMEOUT_MS } from './limits';
import {
  isGeneratedPlaceholder,
  readSecretString,
  resetSecretsCacheForTests,
  type SecretsReader,
} from '../../secrets-manager';
import { type Env, OnceUnlessFailed, parseEnv, timeoutMsFromEnv } from '../../upstream/config';
import { HttpProvider } from './http-provider';
import type { DigitalProvider } from './provider';

const nonEmpty = z.string().trim().min(1);

/** In AWS the key is a Secrets Manager secret whose SecretString is the bare key; elsewhere a plain variable. */
const ArnEnvSchema = z.object({ PROVIDER_API_KEY_SECRET_ARN: nonEmpty.optional() });
const PlainKeyEnvSchema = z.object({ PROVIDER_API_KEY: nonEmpty });
const BaseUrlEnvSchema = z.object({ PROVIDER_BASE_URL: z.url() });

/** PROVIDER_API_KEY is read once per cold start; the secret goes through the 5-minute secrets cache instead. */
const plainKey = new OnceUnlessFailed<string>();
const provider = new OnceUnlessFailed<DigitalProvider>();
/** The key `provider` was built with: a different key (stored by an operator) builds it again. */
let providerKey: string | undefined;
let providerScheduler: Scheduler | undefined;
let providerForTests: DigitalProvider | undefined;

/** Provider settings from variables; an error names them, never their values (the key is a secret). */
const parseProviderEnv = <T>(schema: z.ZodType<T>, env: unknown, source: string): T =>
  parseEnv(schema, env, 'Provider', source);

/** The errors name the variable that points at the secret; the key itself is never in a message. */
async function readSecret(secretArn: string, secrets: SecretsReader | undefined): Promise<string> {
  const secretString = await readSecretString(secretArn, secrets).catch((error: unknown) => {
    throw new Error('Reading the secret named by PROVIDER_API_KEY_SECRET_ARN failed', { cause: error });
  });
  const value = secretString?.trim();
  if (value === undefined || value.length === 0)
    throw new Error('The secret named by PROVIDER_API_KEY_SECRET_ARN has no SecretString');
  if (isGeneratedPlaceholder(value))
    throw new Error(
      'The secret named by PROVIDER_API_KEY_SECRET_ARN still holds the placeholder the stack generated: store the key the provider issued (README, deploy)',
    );
  return value;
}

async function readApiKey(env: Env, secrets: SecretsReader | undefined): Promise<string> {
  const { PROVIDER_API_KEY_SECRET_ARN: secretArn } = parseProviderEnv(ArnEnvSchema, env, 'the environment');
  if (secretArn !== undefined) return readSecret(secretArn, secrets);
  return plainKey.get(
    async () =>
      parseProviderEnv(PlainKeyEnvSchema, env, 'the environment (PROVIDER_API_KEY_SECRET_ARN is not set)')
        .PROVIDER_API_KEY,
  );
}

/**
 * The key the provider expects on our calls: PROVIDER_API_KEY_SECRET_ARN's secret, else
 * PROVIDER_API_KEY. The secret is kept for at most 5 minutes (shared/secrets-manager.ts), so a key
 * stored after the deploy reaches warm functions; a failed read is not kept.
 */
export function loadProviderApiKey(env: Env = process.env, secrets?: SecretsReader): Promise<string> {
  return readApiKey(env, secrets);
}

async function buildProvider(env: Env, apiKey: string, scheduler: Scheduler): Promise<DigitalProvider> {
  // PROVIDER_TIMEOUT_MS when set (tests shorten it), else the production default.
  const timeoutMs = timeoutMsFromEnv(env, 'PROVIDER_TIMEOUT_MS', 'Provider') ?? PROVIDER_TIMEOUT_MS;
  const { PROVIDER_BASE_URL: baseUrl } = parseProviderEnv(BaseUrlEnvSchema, env, 'the environment');
  return new HttpProvider({ baseUrl, apiKey, timeoutMs, scheduler });
}

/**
 * The provider the service talks to: the fake a test injected with setProviderForTests, else the
 * HTTP provider (PROVIDER_BASE_URL, the API key, PROVIDER_TIMEOUT_MS), built once per cold start;
 * a failed build is forgotten. Its timeout is counted on `scheduler`: the wall clock in every
 * function, a test's own clock where a test hands one in.
 */
export async function providerFromEnv(
  env: Env = process.env,
  secrets?: SecretsReader,
  scheduler: Scheduler = systemScheduler,
): Promise<DigitalProvider> {
  if (providerForTests !== undefined) return providerForTests;
  const apiKey = await loadProviderApiKey(env, secrets);
  if (apiKey !== providerKey || scheduler !== providerScheduler) {
    provider.reset();
    providerKey = apiKey;
    providerScheduler = scheduler;
  }
  return provider.get(() => buildProvider(env, apiKey, scheduler));
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
  resetSecretsCacheForTests();
  plainKey.reset();
  providerKey = undefined;
  providerScheduler = undefined;
  provider.reset();
}
