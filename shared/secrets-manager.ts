import type { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { traceClient } from './tracing';

/** What the credential loaders need of Secrets Manager; tests pass a stub with the same shape. */
export type SecretsReader = Pick<SecretsManagerClient, 'send'>;

/**
 * How long a secret's value is kept before Secrets Manager is asked again: an operator who stores
 * the gateway's real key after the first deploy sees every warm function use it within 5 minutes,
 * without a redeploy (docs/ARCHITECTURE.md, section 10). A read that fails is not kept.
 *
 * Powertools Parameters' SecretsProvider (maxAge 300 s) would do the same, but the registry has no
 * @aws-lambda-powertools/parameters 2.36.0 to match logger and metrics: 2.35.0 pins commons 2.35.0
 * exactly, so every bundle that reads a secret would carry a second copy of commons. This cache is
 * the same rule (per secret id, a value younger than maxAge is served, an older one is read again).
 * It is the only cache of a secret's value: the loaders ask it on every use, and what they build
 * from a value (the gateway and provider adapters) is rebuilt when the value they get changes.
 */
export const SECRET_MAX_AGE_MS = 5 * 60 * 1000;

let now: () => number = Date.now;

/**
 * What the stack's generated placeholder of an upstream credential holds besides its random
 * `value`: `{"generated":true,"value":"..."}`. An operator replaces it with the bare key issued.
 */
export const GENERATED_SECRET_TEMPLATE = { generated: true } as const;

/** Whether a SecretString is still the stack's generated placeholder (never a key anyone issued). */
export function isGeneratedPlaceholder(secretString: string | undefined): boolean {
  if (secretString === undefined || !secretString.trimStart().startsWith('{')) return false;
  try {
    return (JSON.parse(secretString) as { generated?: unknown }).generated === true;
  } catch {
    return false;
  }
}

/** Tests move time on with a fake clock; undefined goes back to Date.now. */
export function setSecretsClockForTests(clock: (() => number) | undefined): void {
  now = clock ?? Date.now;
}

let client: SecretsManagerClient | undefined;
/** The real client's cache, and one per reader a test passes, so two tests' doubles never share a value. */
const REAL = {};
/** One secret's read: when it was made and its answer (a promise, so parallel first reads share it). */
type SecretRead = { readAtMs: number; value: Promise<string | undefined> };
const cached = new WeakMap<object, Map<string, SecretRead>>();

async function readFresh(secretId: string, secrets: SecretsReader | undefined): Promise<string | undefined> {
  const { GetSecretValueCommand, SecretsManagerClient } = await import('./secrets-manager-sdk');
  const reader = secrets ?? (client ??= traceClient(new SecretsManagerClient({})));
  const answer = await reader.send(new GetSecretValueCommand({ SecretId: secretId }));
  return answer.SecretString;
}

/**
 * The SecretString of a secret, asked of `secrets` or else of the real Secrets Manager, at most
 * once per SECRET_MAX_AGE_MS. The SDK client is loaded and built on the first read instead of at
 * import: most functions never read a secret (nor does the local stack, which sets no *_SECRET_ARN
 * variable), and evaluating the client library is a noticeable part of a cold import.
 */
export function readSecretString(secretId: string, secrets?: SecretsReader): Promise<string | undefined> {
  const owner = secrets ?? REAL;
  let values = cached.get(owner);
  if (values === undefined) cached.set(owner, (values = new Map<string, SecretRead>()));
  const known = values.get(secretId);
  if (known !== undefined && now() - known.readAtMs < SECRET_MAX_AGE_MS) return known.value;
  const entry = { readAtMs: now(), value: readFresh(secretId, secrets) };
  values.set(secretId, entry);
  entry.value.catch(() => {
    if (values.get(secretId) === entry) values.delete(secretId);
  });
  return entry.value;
}

/** Forgets every cached secret value (tests). */
export function resetSecretsCacheForTests(): void {
  cached.delete(REAL);
}
