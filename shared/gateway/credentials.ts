import { GATEWAY_TIMEOUT_MS } from '../constants';
import { systemScheduler, type Scheduler } from '../scheduler';
import { type Env, KeptWhileSame, timeoutMsFromEnv } from '../upstream/config';
import { HttpGateway } from './http-gateway';
import type { Gateway } from './port';
import { BaseUrlEnvSchema, loadGatewayApiKey, parseGatewayEnv, type SecretsReader } from './secrets';

export {
  loadGatewayApiKey,
  loadGatewayCallbackSecret,
  loadGatewayCredentials,
  type GatewayCredentials,
  type SecretsReader,
} from './secrets';

/** The HTTP gateway, kept while its URL, key, timeout and scheduler stay the same. */
const gateway = new KeptWhileSame<Gateway>();

/**
 * The HTTP gateway (GATEWAY_BASE_URL, the API key, GATEWAY_TIMEOUT_MS or the production default),
 * kept while those and `scheduler` stay the same: the key is read through the secrets cache (at most
 * 5 minutes old), so a key stored after the deploy reaches warm functions without a redeploy, and a
 * test's simulator is used as soon as the variables name it. A failed build is forgotten. Its timeout
 * is counted on `scheduler`: the wall clock in every function, a test's own clock where a test hands
 * one in.
 */
export async function gatewayFromEnv(
  env: Env = process.env,
  secrets?: SecretsReader,
  scheduler: Scheduler = systemScheduler,
): Promise<Gateway> {
  const apiKey = await loadGatewayApiKey(env, secrets);
  const timeoutMs = timeoutMsFromEnv(env, 'GATEWAY_TIMEOUT_MS', 'Gateway') ?? GATEWAY_TIMEOUT_MS;
  const { GATEWAY_BASE_URL: baseUrl } = parseGatewayEnv(BaseUrlEnvSchema, env, 'the environment');
  return gateway.get(
    JSON.stringify([baseUrl, apiKey, timeoutMs]),
    scheduler,
    async () => new HttpGateway({ baseUrl, apiKey, timeoutMs, scheduler }),
  );
}
