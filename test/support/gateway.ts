import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startGatewaySimulator, type GatewaySimulator } from '../../local/simulator';
import type { GatewayCallback } from '../../shared/gateway/port';
import { forgetVaBanks } from '../../shared/channels/va/banks';
import type { Scheduler } from '../../shared/scheduler';

/** The key and callback secret test/support/global-setup.mjs puts in the environment. */
export const GATEWAY_API_KEY = 'test-gateway-key';
export const GATEWAY_CALLBACK_SECRET = 'test-gateway-callback-secret';

/** The simulator, and the callbacks its receiver got as events. */
export interface GatewayUnderTest extends GatewaySimulator {
  /**
   * The first callback sent for `reference`: at once when it has arrived, else when it arrives. A
   * refund's callbacks are found by its refund id (they name the refunded payment's partner_reff too),
   * every other callback by its partner_reff.
   */
  callbackFor(reference: string): Promise<GatewayCallback>;
}

export interface SimulatedGateway {
  sim: GatewayUnderTest;
  /** Every callback the simulator sent, oldest first (the test applies them itself). */
  callbacks: GatewayCallback[];
  stop(): Promise<void>;
}

export interface SimulatedGatewayOptions {
  /** The simulator's time (its clock and delays): the wall clock unless a test moves its own. */
  scheduler?: Scheduler;
}

/** What a test waits for a callback by: a refund's id, else the partner_reff it names. */
const referenceOf = (callback: GatewayCallback): string => callback.refund_id ?? callback.partner_reff ?? '';

/**
 * The gateway simulator with a receiver standing in for our callback endpoint: it records each
 * signed callback and answers 200, so the simulator never waits on retries. The environment points
 * the service's HttpGateway at the simulator.
 */
export async function startSimulatedGateway(options: SimulatedGatewayOptions = {}): Promise<SimulatedGateway> {
  const callbacks: GatewayCallback[] = [];
  const waiting = new Map<string, Array<(callback: GatewayCallback) => void>>();
  const receiver: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const callback = JSON.parse(Buffer.concat(chunks).toString('utf8')) as GatewayCallback;
      callbacks.push(callback);
      response.writeHead(200).end();
      const reference = referenceOf(callback);
      for (const resolve of waiting.get(reference) ?? []) resolve(callback);
      waiting.delete(reference);
    });
  });
  const callbackFor = (reference: string): Promise<GatewayCallback> => {
    const arrived = callbacks.find((callback) => referenceOf(callback) === reference);
    if (arrived !== undefined) return Promise.resolve(arrived);
    return new Promise((resolve) => waiting.set(reference, [...(waiting.get(reference) ?? []), resolve]));
  };
  await new Promise<void>((done) => receiver.listen(0, '127.0.0.1', done));
  const callbackUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/callbacks`;
  const sim = await startGatewaySimulator({
    port: 0,
    apiKey: GATEWAY_API_KEY,
    callbackSecret: GATEWAY_CALLBACK_SECRET,
    callbackUrl,
    ...(options.scheduler === undefined ? {} : { scheduler: options.scheduler }),
  });
  const originalGatewayUrl = process.env.GATEWAY_BASE_URL;
  const originalProviderUrl = process.env.PROVIDER_BASE_URL;
  process.env.GATEWAY_BASE_URL = sim.url;
  // The simulator is the digital-product provider too.
  process.env.PROVIDER_BASE_URL = sim.url;
  process.env.PROVIDER_API_KEY = GATEWAY_API_KEY;
  process.env.GATEWAY_API_KEY = GATEWAY_API_KEY;
  process.env.GATEWAY_CALLBACK_SECRET = GATEWAY_CALLBACK_SECRET;
  forgetVaBanks();
  return {
    sim: { ...sim, callbackFor },
    callbacks,
    stop: async () => {
      process.env.GATEWAY_BASE_URL = originalGatewayUrl;
      process.env.PROVIDER_BASE_URL = originalProviderUrl;
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
 * that call the gateway). Returns a getter for the running simulator. With a scheduler the
 * simulator's delays (a fault's, a pending payout's, a provider order's processing) pass only as
 * the test moves it.
 */
export function useGatewaySimulator(options: SimulatedGatewayOptions = {}): () => GatewayUnderTest {
  let gateway: SimulatedGateway | undefined;
  beforeAll(async () => {
    gateway = await startSimulatedGateway(options);
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
 * Runs `run` with the gateway client's timeout at `timeoutMs`, for a test about a call the gateway
 * never answers (an account or amount ending in 9999, a timeout magic value): the suite's gateway
 * has the production timeout (test/support/test-env.mjs), which such a test would wait for in full.
 * Whatever the timeout, the gateway never answers that call, so the outcome does not depend on it.
 * The client is built again with it (its settings changed), and again after.
 */
export async function withGatewayTimeout<T>(timeoutMs: number, run: () => Promise<T>): Promise<T> {
  const before = process.env.GATEWAY_TIMEOUT_MS;
  process.env.GATEWAY_TIMEOUT_MS = String(timeoutMs);
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.GATEWAY_TIMEOUT_MS;
    else process.env.GATEWAY_TIMEOUT_MS = before;
  }
}
