import { hashPin, loadPinPepper, resetPinPepperForTests, verifyPin } from '../../shared/pin-hash';
import { secretsHolding } from '../support/secrets';

/** PIN hashes are keyed with a pepper held outside the table (docs/ARCHITECTURE.md, section 5). */
const TEST_PEPPER = process.env.PIN_PEPPER;

afterEach(() => {
  process.env.PIN_PEPPER = TEST_PEPPER;
  resetPinPepperForTests();
});

describe('PIN hashes', () => {
  it('verifies the right PIN and refuses a wrong one', async () => {
    const stored = await hashPin('123456');
    expect(stored).toMatch(/^scrypt2:[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(await verifyPin('123456', stored)).toEqual({ right: true });
    expect(await verifyPin('123457', stored)).toEqual({ right: false });
  });

  it('does not verify a hash made under another pepper: the table alone is not enough', async () => {
    const stored = await hashPin('123456');
    process.env.PIN_PEPPER = 'another-pepper-entirely-0123456789';
    resetPinPepperForTests();
    expect(await verifyPin('123456', stored)).toEqual({ right: false });
  });

  it('refuses unknown schemes and damaged hashes without throwing', async () => {
    expect(await verifyPin('123456', 'bcrypt:abc:def')).toEqual({ right: false });
    expect(await verifyPin('123456', 'scrypt2:zz:')).toEqual({ right: false });
  });

  it('reads the pepper from Secrets Manager when PIN_PEPPER_SECRET_ARN is set, and refuses a short or missing one', async () => {
    const secrets = secretsHolding({ 'arn:pepper': 'pepper-from-secrets-manager-0123456789', 'arn:short': 'short' });
    expect((await loadPinPepper({ PIN_PEPPER_SECRET_ARN: 'arn:pepper' }, secrets)).toString()).toBe(
      'pepper-from-secrets-manager-0123456789',
    );
    resetPinPepperForTests();
    await expect(loadPinPepper({ PIN_PEPPER_SECRET_ARN: 'arn:short' }, secrets)).rejects.toThrow(/PIN pepper/);
    resetPinPepperForTests();
    await expect(loadPinPepper({}, secrets)).rejects.toThrow(/PIN_PEPPER_SECRET_ARN/);
  });
});
