import { GATEWAY_TIMEOUT_MS } from '../constants';
import { type Env, OnceUnlessFailed, timeoutMsFromEnv } from '../upstream/config';
import { HttpGateway } from './http-gateway';
import type { Gateway } from './port';
import { BaseUrlEnvSchema, loadGatewayApiKey, parseGatewayEnv, resetGatewayCredentialsForTests } from './secrets';

export {
  loadGatewayApiKey,
  loadGatewayCallbackSecret,
  loadGatewayCredentials,
  type GatewayCredentials,
  type SecretsReader,
} from './secrets';

const gateway = new OnceUnlessFailed<Gateway>();

async function buildGateway(env: Env): Promise<Gateway> {
  // GATEWAY_TIMEOUT_MS when set (tests shorten it), else the production default.
  const timeoutMs = timeoutMsFromEnv(env, 'GATEWAY_TIMEOUT_MS', 'Gateway') ?? GATEWAY_TIMEOUT_MS;
  const { GATEWAY_BASE_URL: baseUrl } = parseGatewayEnv(BaseUrlEnvSchema, env, 'the environment');
  return new HttpGateway({ baseUrl, apiKey: await loadGatewayApiKey(env), timeoutMs });
}

/** The HTTP gateway (GATEWAY_BASE_URL and the API key), once per cold start; a failed build is forgotten. */
export function gatewayFromEnv(env: Env = process.env): Promise<Gateway> {
  return gateway.get(() => buildGateway(env));
}

/** Forgets the memoized credentials and gateway, so a test can change the environment. */
export function resetGatewayForTests(): void {
  resetGatewayCredentialsForTests();
  gateway.reset();
}
