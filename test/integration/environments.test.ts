import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fc from 'fast-check';
import { startHttpServer } from '../../local/server';
import { closeServer } from '../support/http';
import { CLIENT_ID_PREFIXES, environmentOfClientId } from '../../shared/domain/environment';
import { asLive } from '../support/environment';
import { createMerchantFixture, invoke, type MerchantFixture } from '../support/harness';

/**
 * DESIGN 18: API keys say where they belong. A client made in the sandbox (SANDBOX=1, as the tests
 * and `npm start` run) has an `sbx_` id, one made live a `live_` id; a key of one environment is
 * refused in the other with invalid_client naming both, before any read; an id without a prefix
 * (made before the prefixes, or chosen by an operator such as `demo_client`) keeps working.
 */
const refusalOf = (response: { status: number; body: any }) => ({
  status: response.status,
  error: response.body.error,
  message: response.body.message,
});

describe('client ids by environment', () => {
  let sandboxMerchant: MerchantFixture;
  let liveMerchant: MerchantFixture;

  beforeAll(async () => {
    sandboxMerchant = await createMerchantFixture();
    liveMerchant = await asLive(() => createMerchantFixture());
  });

  it('gives a client made in the sandbox an sbx_ id and one made live a live_ id, each working where it was made', async () => {
    expect(sandboxMerchant.clientId).toMatch(/^sbx_cl_[0-9a-z]{20}$/);
    expect(liveMerchant.clientId).toMatch(/^live_cl_[0-9a-z]{20}$/);
    expect((await invoke('listTransactions', { auth: sandboxMerchant.auth })).status).toBe(200);
    expect((await asLive(() => invoke('listTransactions', { auth: liveMerchant.auth }))).status).toBe(200);
  });

  it('refuses a live key in the sandbox and a sandbox key live with 401 invalid_client naming both environments, even with the right secret', async () => {
    expect(refusalOf(await invoke('listTransactions', { auth: liveMerchant.auth }))).toEqual({
      status: 401,
      error: 'invalid_client',
      message: expect.stringMatching(/belongs to the live environment; this is the sandbox environment.*sbx_/),
    });
    const live = await asLive(() => invoke('createQris', { auth: sandboxMerchant.auth, body: { amount: 10_000 } }));
    expect(refusalOf(live)).toEqual({
      status: 401,
      error: 'invalid_client',
      message: expect.stringMatching(/belongs to the sandbox environment; this is the live environment.*live_/),
    });
  });

  it('keeps an id without a prefix working in either environment (a wrong secret is still refused as before)', async () => {
    const legacy = await invoke('listTransactions', { auth: { clientId: 'cl_nobody', clientSecret: 'x' } });
    expect(refusalOf(legacy)).toEqual({
      status: 401,
      error: 'invalid_client',
      message: 'Unknown client or wrong secret',
    });
    const demoShaped = await asLive(() =>
      invoke('listTransactions', { auth: { clientId: 'demo_client', clientSecret: 'x' } }),
    );
    expect(refusalOf(demoShaped)).toEqual({
      status: 401,
      error: 'invalid_client',
      message: 'Unknown client or wrong secret',
    });
  });
});

describe('a local stack started live (SANDBOX=0)', () => {
  let sandboxMerchant: MerchantFixture;
  let liveMerchant: MerchantFixture;

  beforeAll(async () => {
    sandboxMerchant = await createMerchantFixture();
    liveMerchant = await asLive(() => createMerchantFixture());
  });

  /** The local HTTP server as `npm start` serves the API (no sandbox routes of its own: live), over HTTP. */
  async function overHttpLive(path: string, init: RequestInit): Promise<{ status: number; body: any }> {
    return asLive(async () => {
      const server: Server = await startHttpServer(0, async () => false);
      try {
        const { port } = server.address() as AddressInfo;
        const response = await fetch(`http://127.0.0.1:${port}${path}`, init);
        return { status: response.status, body: await response.json() };
      } finally {
        await closeServer(server);
      }
    });
  }

  it('refuses an sbx_ key with 401 invalid_client naming both environments, while a live_ key works there and finds no /sandbox/v1 call', async () => {
    const auth = `Bearer ${sandboxMerchant.clientId}:${sandboxMerchant.clientSecret}`;
    const read = await overHttpLive('/api/v1/transactions', { headers: { authorization: auth } });
    expect(refusalOf(read)).toEqual({
      status: 401,
      error: 'invalid_client',
      message: expect.stringMatching(/belongs to the sandbox environment; this is the live environment.*live_/),
    });
    const liveAuth = `Bearer ${liveMerchant.clientId}:${liveMerchant.clientSecret}`;
    expect((await overHttpLive('/api/v1/transactions', { headers: { authorization: liveAuth } })).status).toBe(200);
    const pay = await overHttpLive('/sandbox/v1/qris/QR-ANY/pay', {
      method: 'POST',
      headers: { authorization: liveAuth, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(pay.status).toBe(404);
  });
});

describe('environmentOfClientId', () => {
  it('reads the environment from the prefix alone, and none from any other id', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z0-9_]{0,30}$/), (rest) => {
        expect(environmentOfClientId(`${CLIENT_ID_PREFIXES.sandbox}${rest}`)).toBe('sandbox');
        expect(environmentOfClientId(`${CLIENT_ID_PREFIXES.live}${rest}`)).toBe('live');
        const other = `cl_${rest}`;
        expect(environmentOfClientId(other)).toBeUndefined();
      }),
    );
  });
});
