import fc from 'fast-check';
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
