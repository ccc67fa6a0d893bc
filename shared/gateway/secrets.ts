import * as z from 'zod';
import { isGeneratedPlaceholder, readSecretString, type SecretsReader } from '../secrets-manager';
import { type Env, parseEnv } from '../upstream/config';

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
const CALLBACK_SECRET: CredentialSource = {
  arnVar: 'GATEWAY_CALLBACK_SECRET_ARN',
  plainVar: 'GATEWAY_CALLBACK_SECRET',
};

export const BaseUrlEnvSchema = z.object({ GATEWAY_BASE_URL: z.url() });

export type { Env } from '../upstream/config';

/** Gateway settings from variables; an error names them, never their values. */
export function parseGatewayEnv<T>(schema: z.ZodType<T>, env: unknown, source: string): T {
  return parseEnv(schema, env, 'Gateway', source);
}

async function readSecret(secretArn: string, secrets: SecretsReader | undefined): Promise<string> {
  const value = (await readSecretString(secretArn, secrets))?.trim();
  if (value === undefined || value.length === 0) throw new Error(`Gateway secret ${secretArn} has no SecretString`);
  if (isGeneratedPlaceholder(value))
    throw new Error(
      `Gateway secret ${secretArn} still holds the placeholder the stack generated: store the value the gateway issued (README, deploy)`,
    );
  return value;
}

/**
 * One credential: from its secret through the secrets cache on every use (at most 5 minutes old,
 * so a value stored after the deploy takes effect without one; a failed read is not kept), else
 * from its variable.
 */
async function loadCredential(source: CredentialSource, env: Env, secrets: SecretsReader | undefined): Promise<string> {
  const secretArn = parseGatewayEnv(z.object({ [source.arnVar]: nonEmpty.optional() }), env, 'the environment')[
    source.arnVar
  ];
  if (secretArn !== undefined) return readSecret(secretArn, secrets);
  const plain = parseGatewayEnv(
    z.object({ [source.plainVar]: nonEmpty }),
    env,
    `the environment (${source.arnVar} is not set)`,
  );
  return plain[source.plainVar]!;
}

/** The key the gateway expects on our calls: GATEWAY_API_KEY_SECRET_ARN's secret, else GATEWAY_API_KEY. */
export function loadGatewayApiKey(env: Env = process.env, secrets?: SecretsReader): Promise<string> {
  return loadCredential(API_KEY, env, secrets);
}

/** The key of the gateway's callback signatures: GATEWAY_CALLBACK_SECRET_ARN's secret, else GATEWAY_CALLBACK_SECRET. */
export function loadGatewayCallbackSecret(env: Env = process.env, secrets?: SecretsReader): Promise<string> {
  return loadCredential(CALLBACK_SECRET, env, secrets);
}

/**
 * The base URL and both credentials, for a caller that needs all three (the local stack's tools,
 * tests). A function that needs one credential uses loadGatewayApiKey or loadGatewayCallbackSecret,
 * so it does not fail where only its own secret is granted. Read on every call, as those are (the
 * secrets through the secrets cache).
 */
export async function loadGatewayCredentials(
  env: Env = process.env,
  secrets?: SecretsReader,
): Promise<GatewayCredentials> {
  const { GATEWAY_BASE_URL: baseUrl } = parseGatewayEnv(BaseUrlEnvSchema, env, 'the environment');
  const [apiKey, callbackSecret] = await Promise.all([
    loadGatewayApiKey(env, secrets),
    loadGatewayCallbackSecret(env, secrets),
  ]);
  return { baseUrl, apiKey, callbackSecret };
}
