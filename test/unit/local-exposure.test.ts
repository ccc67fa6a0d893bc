import { DEFAULT_ADMIN_TOKEN, exposureRefusal, isLoopbackHost } from '../../local/exposure';
import { startLocalStack } from '../../local/start';

/**
 * `npm start` refuses a HOST other machines can reach while ADMIN_TOKEN is the default one
 * (DESIGN 21, LOCAL.md): the admin API would be open to anyone who read the README.
 */
const OWN_TOKEN = 'a-token-of-my-own-0123';
const LOOPBACK = ['127.0.0.1', '127.8.9.10', '::1', '[::1]', '::ffff:127.0.0.1', 'localhost', ' LocalHost '];
const REACHABLE = ['0.0.0.0', '::', '[::]', '192.168.1.5', '10.0.0.1', '203.0.113.9', 'fe80::1', 'my-laptop.local'];

describe('isLoopbackHost', () => {
  it.each(LOOPBACK)('takes %j for loopback', (host) => {
    expect(isLoopbackHost(host)).toBe(true);
  });

  it.each(REACHABLE)('takes %j for an interface other machines may reach', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });
});

describe('exposureRefusal', () => {
  it.each(REACHABLE)('refuses HOST=%s with the default admin token, saying what to do', (host) => {
    const refusal = exposureRefusal({ HOST: host, ADMIN_TOKEN: DEFAULT_ADMIN_TOKEN });
    expect(refusal).toContain(`HOST=${host}`);
    expect(refusal).toContain('Set ADMIN_TOKEN to a secret of your own');
    expect(refusal).toContain('leave HOST unset');
  });

  it.each(REACHABLE)("lets HOST=%s start with an admin token of one's own", (host) => {
    expect(exposureRefusal({ HOST: host, ADMIN_TOKEN: OWN_TOKEN })).toBeUndefined();
  });

  it.each(LOOPBACK)('lets HOST=%s start with the default admin token', (host) => {
    expect(exposureRefusal({ HOST: host, ADMIN_TOKEN: DEFAULT_ADMIN_TOKEN })).toBeUndefined();
  });
});

describe('startLocalStack', () => {
  it('refuses HOST=0.0.0.0 without ADMIN_TOKEN before it starts anything', async () => {
    // Nothing is listening for this tier (test/support/unit-env.mjs): a start that went on would fail otherwise.
    await expect(startLocalStack({ HOST: '0.0.0.0' })).rejects.toThrow(
      'HOST=0.0.0.0 would let other machines reach the admin API, and ADMIN_TOKEN is still the default',
    );
  });

  it('refuses it with the default token set explicitly, too', async () => {
    await expect(startLocalStack({ HOST: '::', ADMIN_TOKEN: DEFAULT_ADMIN_TOKEN })).rejects.toThrow(/ADMIN_TOKEN/);
  });
});
