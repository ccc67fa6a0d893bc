import { GATEWAY_TIMEOUT_MS } from '../constants';
import { systemScheduler, type Scheduler } from '../scheduler';
import { type Env, OnceUnlessFailed, timeoutMsFromEnv } from '../upstream/config';
import { HttpGateway } from './http-gateway';
import type { Gateway } from './port';
import {
  BaseUrlEnvSchema,
  loadGatewayApiKey,
  parseGatewayEnv,
  resetGatewayCredentialsForTests,
  type SecretsReader,
} from './secrets';

export {
  loadGatewayApiKey,
  loadGatewayCallbackSecret,
  loadGatewayCredentials,
  type GatewayCredentials,
  type SecretsReader,
} from './secrets';

const gateway = new OnceUnlessFailed<Gateway>();
/** The API key and scheduler `gateway` was built with: a different key (stored by an operator) builds it again. */
let gatewayKey: string | undefined;
let gatewayScheduler: Scheduler | undefined;

async function buildGateway(env: Env, apiKey: string, scheduler: Scheduler): Promise<Gateway> {
  // GATEWAY_TIMEOUT_MS when set (tests shorten it), else the production default.
  const timeoutMs = timeoutMsFromEnv(env, 'GATEWAY_TIMEOUT_MS', 'Gateway') ?? GATEWAY_TIMEOUT_MS;
  const { GATEWAY_BASE_URL: baseUrl } = parseGatewayEnv(BaseUrlEnvSchema, env, 'the environment');
  return new HttpGateway({ baseUrl, apiKey, timeoutMs, scheduler });
}

/**
 * The HTTP gateway (GATEWAY_BASE_URL and the API key), built once per API key: the key is read
 * through the secrets cache (at most 5 minutes old), so a key stored after the deploy reaches warm
 * functions without a redeploy. A failed build is forgotten. Its timeout is counted on `scheduler`:
 * the wall clock in every function, a test's own clock where a test hands one in.
 */
export async function gatewayFromEnv(
  env: Env = process.env,
  secrets?: SecretsReader,
  scheduler: Scheduler = systemScheduler,
): Promise<Gateway> {
  const apiKey = await loadGatewayApiKey(env, secrets);
  if (apiKey !== gatewayKey || scheduler !== gatewayScheduler) {
    gateway.reset();
    gatewayKey = apiKey;
    gatewayScheduler = scheduler;
  }
  return gateway.get(() => buildGateway(env, apiKey, scheduler));
}

/** Forgets the memoized credentials and gateway, so a test can change the environment. */
export function resetGatewayForTests(): void {
  resetGatewayCredentialsForTests();
  gatewayKey = undefined;
  gatewayScheduler = undefined;
  gateway.reset();
}
