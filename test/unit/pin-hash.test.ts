import { createHmac, scryptSync } from 'node:crypto';
import { hashPin, loadPinPepper, pinScryptCost, PIN_SCRYPT_LOG2N_PRODUCTION, verifyPin } from '../../shared/pin-hash';
import { resetSecretsCacheForTests } from '../../shared/secrets-manager';
import { secretsHolding } from '../support/secrets';

// The tests about the PIN hash it at the cost every function uses: no PIN_SCRYPT_LOG2N, as in AWS.
delete process.env.PIN_SCRYPT_LOG2N;

/** PIN hashes are keyed with a pepper held outside the table (docs/ARCHITECTURE.md, section 5). */
const TEST_PEPPER = process.env.PIN_PEPPER;

afterEach(() => {
  process.env.PIN_PEPPER = TEST_PEPPER;
  resetSecretsCacheForTests();
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
    resetSecretsCacheForTests();
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
    resetSecretsCacheForTests();
    await expect(loadPinPepper({ PIN_PEPPER_SECRET_ARN: 'arn:short' }, secrets)).rejects.toThrow(/PIN pepper/);
    resetSecretsCacheForTests();
    await expect(loadPinPepper({}, secrets)).rejects.toThrow(/PIN_PEPPER_SECRET_ARN/);
  });
});

describe('PIN hashing cost', () => {
  afterEach(() => {
    delete process.env.PIN_SCRYPT_LOG2N;
  });

  it("hashes at scrypt's N = 2^14, r = 8, p = 1 when nothing sets the cost, as every function does", async () => {
    expect(PIN_SCRYPT_LOG2N_PRODUCTION).toBe(14);
    expect(pinScryptCost()).toBe(16_384);
    const stored = await hashPin('204816');
    const [, saltHex, keyHex] = stored.split(':');
    const keyed = createHmac('sha256', process.env.PIN_PEPPER!).update('204816', 'utf8').digest();
    const expected = scryptSync(keyed, Buffer.from(saltHex!, 'hex'), 32, { N: 16_384, r: 8, p: 1 });
    expect(keyHex).toBe(expected.toString('hex'));
  });

  it('takes a cheaper cost only from PIN_SCRYPT_LOG2N, within 2^10..2^20, and a hash verifies only under its own cost', async () => {
    process.env.PIN_SCRYPT_LOG2N = '10';
    expect(pinScryptCost()).toBe(1_024);
    const cheap = await hashPin('204816');
    expect(await verifyPin('204816', cheap)).toEqual({ right: true });
    delete process.env.PIN_SCRYPT_LOG2N;
    expect(await verifyPin('204816', cheap)).toEqual({ right: false });
    for (const bad of ['9', '21', 'x'])
      expect(() => pinScryptCost({ PIN_SCRYPT_LOG2N: bad })).toThrow(/PIN_SCRYPT_LOG2N/);
  });
});
