import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import { GATEWAY_TIMEOUT_MS } from '../constants';
import { HttpGateway } from './http-gateway';
import type { Gateway } from './port';

export interface GatewayCredentials {
  baseUrl: string;
  apiKey: string;
  callbackSecret: string;
}

/** What credentials.ts needs of Secrets Manager; tests pass a stub with the same shape. */
export type SecretsReader = Pick<SecretsManagerClient, 'send'>;

// Created once per cold start and reused by every invocation. Constructing it makes no call, so
// the local stack (which never sets GATEWAY_SECRET_ARN) pays nothing for it.
const secretsClient = new SecretsManagerClient({});

const nonEmpty = z.string().trim().min(1);

const EnvSchema = z.object({
  GATEWAY_BASE_URL: z.url(),
  GATEWAY_SECRET_ARN: nonEmpty.optional(),
});

const PlainEnvSchema = z.object({
  GATEWAY_API_KEY: nonEmpty,
  GATEWAY_CALLBACK_SECRET: nonEmpty,
});

const SecretSchema = z.object({ api_key: nonEmpty, callback_secret: nonEmpty });

/** Bounds of GATEWAY_TIMEOUT_MS: below them no gateway call could succeed, above them an API request would wait too long. */
const GATEWAY_TIMEOUT_MS_MIN = 100;
const GATEWAY_TIMEOUT_MS_MAX = 60_000;

const TimeoutEnvSchema = z.object({
  GATEWAY_TIMEOUT_MS: z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, 'Must be a whole number of milliseconds')
    .transform(Number)
    .pipe(z.number().int().min(GATEWAY_TIMEOUT_MS_MIN).max(GATEWAY_TIMEOUT_MS_MAX))
    .optional(),
});

type Env = Record<string, string | undefined>;

let credentialsPromise: Promise<GatewayCredentials> | undefined;
let gatewayPromise: Promise<Gateway> | undefined;

/** Names the missing or invalid variables, never their values (some of them are secrets). */
function configError(source: string, error: z.ZodError): Error {
  const fields = error.issues.map((issue) => issue.path.join('.') || '(root)');
  return new Error(`Gateway configuration is invalid in ${source}: check ${[...new Set(fields)].join(', ')}`);
}

function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, source: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw configError(source, result.error);
  return result.data;
}

async function readSecret(secretArn: string, secrets: SecretsReader): Promise<z.infer<typeof SecretSchema>> {
  const answer = await secrets.send(new GetSecretValueCommand({ SecretId: secretArn }));
  if (answer.SecretString === undefined) throw new Error(`Gateway secret ${secretArn} has no SecretString`);
  let json: unknown;
  try {
    json = JSON.parse(answer.SecretString);
  } catch {
    // No cause on purpose: V8's JSON syntax errors quote the input, which is the secret itself.
    throw new Error(`Gateway secret ${secretArn} is not JSON of the form {api_key, callback_secret}`);
  }
  return parseOrThrow(SecretSchema, json, `secret ${secretArn}`);
}

async function loadOnce(env: Env, secrets: SecretsReader): Promise<GatewayCredentials> {
  const { GATEWAY_BASE_URL: baseUrl, GATEWAY_SECRET_ARN: secretArn } = parseOrThrow(EnvSchema, env, 'the environment');
  if (secretArn !== undefined) {
    const secret = await readSecret(secretArn, secrets);
    return { baseUrl, apiKey: secret.api_key, callbackSecret: secret.callback_secret };
  }
  const plain = parseOrThrow(PlainEnvSchema, env, 'the environment (GATEWAY_SECRET_ARN is not set)');
  return { baseUrl, apiKey: plain.GATEWAY_API_KEY, callbackSecret: plain.GATEWAY_CALLBACK_SECRET };
}

/**
 * The gateway credentials, read once per cold start: from the Secrets Manager secret named by
 * GATEWAY_SECRET_ARN when set, else from GATEWAY_API_KEY / GATEWAY_CALLBACK_SECRET. A failed load
 * is forgotten, so a transient Secrets Manager error does not poison the warm container.
 */
export function loadGatewayCredentials(env: Env = process.env, secrets: SecretsReader = secretsClient): Promise<GatewayCredentials> {
  credentialsPromise ??= loadOnce(env, secrets).catch((error: unknown) => {
    credentialsPromise = undefined;
    throw error;
  });
  return credentialsPromise;
}

/** GATEWAY_TIMEOUT_MS when set (tests shorten it), else the production default. */
function gatewayTimeoutMs(env: Env): number {
  return parseOrThrow(TimeoutEnvSchema, env, 'the environment').GATEWAY_TIMEOUT_MS ?? GATEWAY_TIMEOUT_MS;
}

async function buildGateway(env: Env): Promise<Gateway> {
  const timeoutMs = gatewayTimeoutMs(env);
  const { baseUrl, apiKey } = await loadGatewayCredentials(env);
  return new HttpGateway({ baseUrl, apiKey, timeoutMs });
}

/** The HTTP gateway built from loadGatewayCredentials, once per cold start; a failed build is forgotten. */
export function gatewayFromEnv(env: Env = process.env): Promise<Gateway> {
  gatewayPromise ??= buildGateway(env).catch((error: unknown) => {
    gatewayPromise = undefined;
    throw error;
  });
  return gatewayPromise;
}

/** Forgets the memoized credentials and gateway, so a test can change the environment. */
export function resetGatewayForTests(): void {
  credentialsPromise = undefined;
  gatewayPromise = undefined;
}
