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
// the local stack (which never sets a *_SECRET_ARN variable) pays nothing for it.
const secretsClient = new SecretsManagerClient({});

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

const BaseUrlEnvSchema = z.object({ GATEWAY_BASE_URL: z.url() });

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

const credentialPromises = new Map<CredentialSource, Promise<string>>();
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

async function readSecret(secretArn: string, secrets: SecretsReader): Promise<string> {
  const answer = await secrets.send(new GetSecretValueCommand({ SecretId: secretArn }));
  const value = answer.SecretString?.trim();
  if (value === undefined || value.length === 0) throw new Error(`Gateway secret ${secretArn} has no SecretString`);
  return value;
}

async function readCredential(source: CredentialSource, env: Env, secrets: SecretsReader): Promise<string> {
  const secretArn = parseOrThrow(z.object({ [source.arnVar]: nonEmpty.optional() }), env, 'the environment')[source.arnVar];
  if (secretArn !== undefined) return readSecret(secretArn, secrets);
  const plain = parseOrThrow(z.object({ [source.plainVar]: nonEmpty }), env, `the environment (${source.arnVar} is not set)`);
  return plain[source.plainVar]!;
}

/** One credential, read once per cold start; a failed read is forgotten, so a transient Secrets Manager error does not poison the warm container. */
function loadCredential(source: CredentialSource, env: Env, secrets: SecretsReader): Promise<string> {
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
export function loadGatewayApiKey(env: Env = process.env, secrets: SecretsReader = secretsClient): Promise<string> {
  return loadCredential(API_KEY, env, secrets);
}

/** The key of the gateway's callback signatures: GATEWAY_CALLBACK_SECRET_ARN's secret, else GATEWAY_CALLBACK_SECRET. */
export function loadGatewayCallbackSecret(env: Env = process.env, secrets: SecretsReader = secretsClient): Promise<string> {
  return loadCredential(CALLBACK_SECRET, env, secrets);
}

async function loadAll(env: Env, secrets: SecretsReader): Promise<GatewayCredentials> {
  const { GATEWAY_BASE_URL: baseUrl } = parseOrThrow(BaseUrlEnvSchema, env, 'the environment');
  const [apiKey, callbackSecret] = await Promise.all([loadGatewayApiKey(env, secrets), loadGatewayCallbackSecret(env, secrets)]);
  return { baseUrl, apiKey, callbackSecret };
}

/**
 * The base URL and both credentials, for a caller that needs all three (the local stack's tools,
 * tests). A function that needs one credential uses loadGatewayApiKey or loadGatewayCallbackSecret,
 * so it does not fail where only its own secret is granted. Read once; a failed load is forgotten.
 */
export function loadGatewayCredentials(env: Env = process.env, secrets: SecretsReader = secretsClient): Promise<GatewayCredentials> {
  credentialsPromise ??= loadAll(env, secrets).catch((error: unknown) => {
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
  const { GATEWAY_BASE_URL: baseUrl } = parseOrThrow(BaseUrlEnvSchema, env, 'the environment');
  return new HttpGateway({ baseUrl, apiKey: await loadGatewayApiKey(env), timeoutMs });
}

/** The HTTP gateway (GATEWAY_BASE_URL and the API key), once per cold start; a failed build is forgotten. */
export function gatewayFromEnv(env: Env = process.env): Promise<Gateway> {
  gatewayPromise ??= buildGateway(env).catch((error: unknown) => {
    gatewayPromise = undefined;
    throw error;
  });
  return gatewayPromise;
}

/** Forgets the memoized credentials and gateway, so a test can change the environment. */
export function resetGatewayForTests(): void {
  credentialPromises.clear();
  credentialsPromise = undefined;
  gatewayPromise = undefined;
}
