import { providerFromEnv, loadProviderApiKey } from '../../shared/channels/digital/provider-credentials';
import { gatewayFromEnv, loadGatewayApiKey, loadGatewayCallbackSecret } from '../../shared/gateway/credentials';
import { loadPinPepper } from '../../shared/pin-hash';
import {
  GENERATED_SECRET_TEMPLATE,
  isGeneratedPlaceholder,
  readSecretString,
  SECRET_MAX_AGE_MS,
  resetSecretsCacheForTests,
  setSecretsClockForTests,
  type SecretsReader,
} from '../../shared/secrets-manager';
import { secretsHolding } from '../support/secrets';

/**
 * docs/ARCHITECTURE.md, section 10: a value stored in a secret after the deploy takes effect within 5 minutes in
 * warm functions, and not before (one read per secret per 5 minutes). A fake clock moves time on.
 */
const API_KEY_ARN = 'arn:aws:secretsmanager:ap-southeast-3:123456789012:secret:GatewayApiKeySecret-abc';
const CALLBACK_ARN = 'arn:aws:secretsmanager:ap-southeast-3:123456789012:secret:GatewayCallbackSecret-def';
const PROVIDER_ARN = 'arn:aws:secretsmanager:ap-southeast-3:123456789012:secret:ProviderApiKeySecret-ghi';
const PEPPER_ARN = 'arn:aws:secretsmanager:ap-southeast-3:123456789012:secret:PinPepperSecret-jkl';

let nowMs = 1_700_000_000_000;
beforeEach(() => setSecretsClockForTests(() => nowMs));
afterEach(() => {
  setSecretsClockForTests(undefined);
  resetSecretsCacheForTests();
});

/** A Secrets Manager double whose values an operator can change between reads. */
function mutableSecrets(
  values: Record<string, string>,
): SecretsReader & { asked: string[]; values: Record<string, string> } {
  const holding = secretsHolding(values);
  return Object.assign(holding, { values });
}

it('keeps a value for 5 minutes', () => {
  expect(SECRET_MAX_AGE_MS).toBe(300_000);
});

describe.each([
  [
    'the gateway API key',
    API_KEY_ARN,
    (secrets: SecretsReader) => loadGatewayApiKey({ GATEWAY_API_KEY_SECRET_ARN: API_KEY_ARN }, secrets),
  ],
  [
    'the gateway callback secret',
    CALLBACK_ARN,
    (secrets: SecretsReader) => loadGatewayCallbackSecret({ GATEWAY_CALLBACK_SECRET_ARN: CALLBACK_ARN }, secrets),
  ],
  [
    'the provider API key',
    PROVIDER_ARN,
    (secrets: SecretsReader) => loadProviderApiKey({ PROVIDER_API_KEY_SECRET_ARN: PROVIDER_ARN }, secrets),
  ],
  [
    'the PIN pepper',
    PEPPER_ARN,
    async (secrets: SecretsReader) => (await loadPinPepper({ PIN_PEPPER_SECRET_ARN: PEPPER_ARN }, secrets)).toString(),
  ],
])('%s', (_name, arn, load) => {
  it('serves the stored value until it is 5 minutes old, then the value stored since', async () => {
    const first = 'generated-value-0123456789abcdef';
    const second = 'issued-by-the-gateway-0123456789';
    const secrets = mutableSecrets({ [arn]: first });
    await expect(load(secrets)).resolves.toBe(first);
    secrets.values[arn] = second;
    nowMs += SECRET_MAX_AGE_MS - 1;
    await expect(load(secrets)).resolves.toBe(first);
    expect(secrets.asked).toEqual([arn]);
    nowMs += 1;
    await expect(load(secrets)).resolves.toBe(second);
    expect(secrets.asked).toEqual([arn, arn]);
    // And the new value is kept again for 5 minutes from that read.
    await expect(load(secrets)).resolves.toBe(second);
    expect(secrets.asked).toEqual([arn, arn]);
  });
});

it('does not keep a failed read: the next call asks again', async () => {
  let fail = true;
  const secrets = {
    send: async () => {
      if (fail) throw new Error('ThrottlingException');
      return { SecretString: 'readable' };
    },
  } as unknown as SecretsReader;
  await expect(readSecretString('arn:flaky', secrets)).rejects.toThrow('ThrottlingException');
  fail = false;
  await expect(readSecretString('arn:flaky', secrets)).resolves.toBe('readable');
});

it('builds the provider again when its key changes, and only then', async () => {
  const env = { PROVIDER_API_KEY_SECRET_ARN: PROVIDER_ARN, PROVIDER_BASE_URL: 'https://provider.payments.test' };
  const secrets = mutableSecrets({ [PROVIDER_ARN]: 'generated' });
  const first = await providerFromEnv(env, secrets);
  expect(await providerFromEnv(env, secrets)).toBe(first);
  secrets.values[PROVIDER_ARN] = 'issued';
  nowMs += SECRET_MAX_AGE_MS;
  const second = await providerFromEnv(env, secrets);
  expect(second).not.toBe(first);
  expect(await providerFromEnv(env, secrets)).toBe(second);
});

it('builds the gateway again when its key changes, and only then', async () => {
  const env = { GATEWAY_API_KEY_SECRET_ARN: API_KEY_ARN, GATEWAY_BASE_URL: 'https://gateway.payments.test' };
  const secrets = mutableSecrets({ [API_KEY_ARN]: 'generated' });
  const first = await gatewayFromEnv(env, secrets);
  expect(await gatewayFromEnv(env, secrets)).toBe(first);
  secrets.values[API_KEY_ARN] = 'issued';
  nowMs += SECRET_MAX_AGE_MS;
  const second = await gatewayFromEnv(env, secrets);
  expect(second).not.toBe(first);
  expect(await gatewayFromEnv(env, secrets)).toBe(second);
});

it('reads plain variables (locally, no AWS) without Secrets Manager', async () => {
  const secrets = secretsHolding({});
  await expect(loadGatewayApiKey({ GATEWAY_API_KEY: 'local-key' }, secrets)).resolves.toBe('local-key');
  await expect(loadProviderApiKey({ PROVIDER_API_KEY: 'local-provider-key' }, secrets)).resolves.toBe(
    'local-provider-key',
  );
  await expect(loadPinPepper({ PIN_PEPPER: 'local-pepper-0123456789' }, secrets)).resolves.toEqual(
    Buffer.from('local-pepper-0123456789'),
  );
  expect(secrets.asked).toEqual([]);
});

describe("the stack's generated placeholder of an upstream credential", () => {
  const generated = JSON.stringify({ ...GENERATED_SECRET_TEMPLATE, value: 'randomGeneratedValue0123456789' });

  it('is recognised, and a stored key is not', () => {
    expect(isGeneratedPlaceholder(generated)).toBe(true);
    expect([
      isGeneratedPlaceholder('key-the-gateway-issued'),
      isGeneratedPlaceholder('{"generated":false}'),
      isGeneratedPlaceholder('{not json'),
      isGeneratedPlaceholder(undefined),
    ]).toEqual([false, false, false, false]);
  });

  it('is refused by the gateway and provider loaders, naming the secret and never its value', async () => {
    const secrets = secretsHolding({ [API_KEY_ARN]: generated, [PROVIDER_ARN]: generated });
    await expect(loadGatewayApiKey({ GATEWAY_API_KEY_SECRET_ARN: API_KEY_ARN }, secrets)).rejects.toThrow(
      `Gateway secret ${API_KEY_ARN} still holds the placeholder`,
    );
    const error = await loadProviderApiKey({ PROVIDER_API_KEY_SECRET_ARN: PROVIDER_ARN }, secrets).catch(
      (caught: Error) => caught,
    );
    expect(String(error)).toMatch(/PROVIDER_API_KEY_SECRET_ARN still holds the placeholder/);
    expect(String(error)).not.toContain('randomGeneratedValue');
  });
});
