import * as z from 'zod';
import { GATEWAY_TIMEOUT_MS } from '../constants';
import { HttpGateway } from './http-gateway';
import type { Gateway } from './port';
import { BaseUrlEnvSchema, loadGatewayApiKey, parseOrThrow, resetGatewayCredentialsForTests, type Env } from './secrets';

export {
  loadGatewayApiKey,
  loadGatewayCallbackSecret,
  loadGatewayCredentials,
  type GatewayCredentials,
  type SecretsReader,
} from './secrets';

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

let gatewayPromise: Promise<Gateway> | undefined;

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
  resetGatewayCredentialsForTests();
  gatewayPromise = undefined;
}
