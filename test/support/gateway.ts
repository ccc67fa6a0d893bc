import { startGatewaySimulator, type GatewaySimulator } from '../../local/simulator';
import { resetGatewayForTests } from '../../shared/gateway/credentials';

/** The key and callback secret the global setup gives the service. */
export const GATEWAY_API_KEY = 'test-gateway-key';
export const GATEWAY_CALLBACK_SECRET = 'test-gateway-callback-secret';

/**
 * A gateway simulator for the whole test file, with the service pointed at it; call at the top of
 * the file (before other hooks that call the gateway). Returns a getter for the running simulator.
 */
export function useGatewaySimulator(callbackUrl = 'http://127.0.0.1:9/unused'): () => GatewaySimulator {
  let sim: GatewaySimulator | undefined;
  const originalGatewayUrl = process.env.GATEWAY_BASE_URL;
  beforeAll(async () => {
    sim = await startGatewaySimulator({ port: 0, apiKey: GATEWAY_API_KEY, callbackSecret: GATEWAY_CALLBACK_SECRET, callbackUrl });
    process.env.GATEWAY_BASE_URL = sim.url;
    resetGatewayForTests();
  });
  afterAll(async () => {
    await sim?.stop();
    process.env.GATEWAY_BASE_URL = originalGatewayUrl;
    resetGatewayForTests();
  });
  return () => {
    if (sim === undefined) throw new Error('the gateway simulator is not running (call useGatewaySimulator at the top of the file)');
    return sim;
  };
}
