import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGatewaySimulator, type GatewaySimulator } from '../../local/simulator';
import { GATEWAY_TIMEOUT_MS } from '../../shared/constants';
import { resetProviderForTests } from '../../shared/channels/digital/provider-credentials';
import { resetGatewayForTests } from '../../shared/gateway/credentials';
import type { GatewayCallback } from '../../shared/gateway/port';
import { forgetVaBanks } from '../../shared/channels/va/banks';

/** The key and callback secret test/support/global-setup.mjs puts in the environment. */
export const GATEWAY_API_KEY = 'test-gateway-key';
export const GATEWAY_CALLBACK_SECRET = 'test-gateway-callback-secret';

export interface SimulatedGateway {
  sim: GatewaySimulator;
  /** Every callback the simulator sent, oldest first (the test applies them itself). */
  callbacks: GatewayCallback[];
  stop(): Promise<void>;
}

/**
 * The gateway simulator with a receiver standing in for our callback endpoint: it records each
 * signed callback and answers 200, so the simulator never waits on retries. The environment points
 * the service's HttpGateway at the simulator.
 */
export async function startSimulatedGateway(): Promise<SimulatedGateway> {
  const callbacks: GatewayCallback[] = [];
  const receiver: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      callbacks.push(JSON.parse(Buffer.concat(chunks).toString('utf8')) as GatewayCallback);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/callbacks`;
  const sim = await startGatewaySimulator({
    port: 0,
    apiKey: GATEWAY_API_KEY,
    callbackSecret: GATEWAY_CALLBACK_SECRET,
    callbackUrl,
  });
  const originalGatewayUrl = process.env.GATEWAY_BASE_URL;
  const originalProviderUrl = process.env.PROVIDER_BASE_URL;
  process.env.GATEWAY_BASE_URL = sim.url;
  // The simulator is the digital-product provider too.
  process.env.PROVIDER_BASE_URL = sim.url;
  process.env.PROVIDER_API_KEY = GATEWAY_API_KEY;
  resetProviderForTests();
  process.env.GATEWAY_API_KEY = GATEWAY_API_KEY;
  process.env.GATEWAY_CALLBACK_SECRET = GATEWAY_CALLBACK_SECRET;
  resetGatewayForTests();
  forgetVaBanks();
  return {
    sim,
    callbacks,
    stop: async () => {
      process.env.GATEWAY_BASE_URL = originalGatewayUrl;
      process.env.PROVIDER_BASE_URL = originalProviderUrl;
      resetGatewayForTests();
      resetProviderForTests();
      forgetVaBanks();
      await sim.stop();
      await new Promise<void>((done) => {
        receiver.close(() => done());
        receiver.closeAllConnections();
      });
    },
  };
}

/**
 * The simulated gateway for the whole test file; call at the top of the file (before other hooks
 * that call the gateway). Returns a getter for the running simulator.
 */
export function useGatewaySimulator(): () => GatewaySimulator {
  let gateway: SimulatedGateway | undefined;
  beforeAll(async () => {
    gateway = await startSimulatedGateway();
  });
  afterAll(async () => {
    await gateway?.stop();
  });
  return () => {
    if (gateway === undefined)
      throw new Error('the gateway simulator is not running (call useGatewaySimulator at the top of the file)');
    return gateway.sim;
  };
}

/** A payout callback as the gateway sends it, for a 100,000 transfer; `overrides` change any field. */
export function payoutCallback(
  event: GatewayCallback['event'],
  reff: string,
  overrides: Partial<GatewayCallback> = {},
): GatewayCallback {
  return {
    event,
    channel: 'transfer',
    partner_reff: reff,
    virtual_account_number: null,
    gateway_reference: `GWRT-${randomUUID()}`,
    amount: 100_000,
    occurred_at: new Date().toISOString(),
    ...(event === 'payout.executed' ? {} : { reason: 'Account closed' }),
    ...overrides,
  };
}

/**
 * For a file whose tests send many gateway calls at once on two shared cores: the simulated gateway
 * may answer later than the suite's usual 1.5 s (GATEWAY_TIMEOUT_MS, short so the timeout cases run
 * fast), so the file's gateway gets the production timeout. Call it at the top of the file, before
 * the first gateway call builds the client.
 */
export function useProductionGatewayTimeout(): void {
  const before = process.env.GATEWAY_TIMEOUT_MS;
  process.env.GATEWAY_TIMEOUT_MS = String(GATEWAY_TIMEOUT_MS);
  afterAll(() => {
    process.env.GATEWAY_TIMEOUT_MS = before;
  });
}
