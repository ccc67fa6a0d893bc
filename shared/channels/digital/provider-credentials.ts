import * as z from 'zod';
import { systemScheduler, type Scheduler } from '../../scheduler';
import { PROVIDER_TIMEOUT_MS } from './limits';
import { isGeneratedPlaceholder, readSecretString, type SecretsReader } from '../../secrets-manager';
import { type Env, KeptWhileSame, parseEnv, timeoutMsFromEnv } from '../../upstream/config';
import { HttpProvider } from './http-provider';
import type { DigitalProvider } from './provider';

const nonEmpty = z.string().trim().min(1);

/** In AWS the key is a Secrets Manager secret whose SecretString is the bare key; elsewhere a plain variable. */
const ArnEnvSchema = z.object({ PROVIDER_API_KEY_SECRET_ARN: nonEmpty.optional() });
const PlainKeyEnvSchema = z.object({ PROVIDER_API_KEY: nonEmpty });
const BaseUrlEnvSchema = z.object({ PROVIDER_BASE_URL: z.url() });

/** The HTTP provider, kept while its URL, key, timeout and scheduler stay the same. */
const provider = new KeptWhileSame<DigitalProvider>();

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
  return parseProviderEnv(PlainKeyEnvSchema, env, 'the environment (PROVIDER_API_KEY_SECRET_ARN is not set)')
    .PROVIDER_API_KEY;
}

/**
 * The key the provider expects on our calls: PROVIDER_API_KEY_SECRET_ARN's secret, else
 * PROVIDER_API_KEY. The secret is kept for at most 5 minutes (shared/secrets-manager.ts), so a key
 * stored after the deploy reaches warm functions; a failed read is not kept.
 */
export function loadProviderApiKey(env: Env = process.env, secrets?: SecretsReader): Promise<string> {
  return readApiKey(env, secrets);
}

/**
 * The provider the service talks to: the HTTP provider of PROVIDER_BASE_URL, the API key and
 * PROVIDER_TIMEOUT_MS (the production default when unset), kept while those and `scheduler` stay the
 * same; a failed build is forgotten. Its timeout is counted on `scheduler`: the caller's unit of work
 * hands its own in (the wall clock in AWS and under `npm start`, a test's clock in a test).
 */
export async function providerFromEnv(
  env: Env = process.env,
  secrets?: SecretsReader,
  scheduler: Scheduler = systemScheduler,
): Promise<DigitalProvider> {
  const apiKey = await loadProviderApiKey(env, secrets);
  const timeoutMs = timeoutMsFromEnv(env, 'PROVIDER_TIMEOUT_MS', 'Provider') ?? PROVIDER_TIMEOUT_MS;
  const { PROVIDER_BASE_URL: baseUrl } = parseProviderEnv(BaseUrlEnvSchema, env, 'the environment');
  return provider.get(
    JSON.stringify([baseUrl, apiKey, timeoutMs]),
    scheduler,
    async () => new HttpProvider({ baseUrl, apiKey, timeoutMs, scheduler }),
  );
}
