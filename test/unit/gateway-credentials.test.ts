import {
  gatewayFromEnv,
  loadGatewayApiKey,
  loadGatewayCallbackSecret,
  loadGatewayCredentials,
} from '../../shared/gateway/credentials';
import { resetSecretsCacheForTests } from '../../shared/secrets-manager';
import { secretsHolding } from '../support/secrets';
import { rejectionOf } from '../support/failures';

const API_KEY_ARN = 'arn:aws:secretsmanager:ap-southeast-3:123456789012:secret:GatewayApiKeySecret-abc';
const CALLBACK_ARN = 'arn:aws:secretsmanager:ap-southeast-3:123456789012:secret:GatewayCallbackSecret-def';
const BASE_URL = 'https://api.gateway.example.id';

// The secrets cache lives as long as the container: each test starts with an empty one.
afterEach(() => resetSecretsCacheForTests());

describe('gateway credentials in AWS (one secret each)', () => {
  it('reads the API key from its own secret only', async () => {
    const secrets = secretsHolding({ [API_KEY_ARN]: 'key-from-secret\n' });
    await expect(loadGatewayApiKey({ GATEWAY_API_KEY_SECRET_ARN: API_KEY_ARN }, secrets)).resolves.toBe(
      'key-from-secret',
    );
    expect(secrets.asked).toEqual([API_KEY_ARN]);
  });

  it('reads the callback secret from its own secret only, needing neither the API key nor the base URL', async () => {
    const secrets = secretsHolding({ [CALLBACK_ARN]: 'callback-from-secret' });
    await expect(loadGatewayCallbackSecret({ GATEWAY_CALLBACK_SECRET_ARN: CALLBACK_ARN }, secrets)).resolves.toBe(
      'callback-from-secret',
    );
    expect(secrets.asked).toEqual([CALLBACK_ARN]);
  });

  it('reads each secret once per cold start', async () => {
    const secrets = secretsHolding({ [API_KEY_ARN]: 'k' });
    const env = { GATEWAY_API_KEY_SECRET_ARN: API_KEY_ARN };
    await loadGatewayApiKey(env, secrets);
    await loadGatewayApiKey(env, secrets);
    expect(secrets.asked).toEqual([API_KEY_ARN]);
  });

  it('forgets a failed read, so a transient Secrets Manager error does not stick', async () => {
    const env = { GATEWAY_CALLBACK_SECRET_ARN: CALLBACK_ARN };
    await expect(loadGatewayCallbackSecret(env, secretsHolding({}))).rejects.toThrow(/AccessDenied/);
    await expect(loadGatewayCallbackSecret(env, secretsHolding({ [CALLBACK_ARN]: 'now-readable' }))).resolves.toBe(
      'now-readable',
    );
  });

  it('names an empty secret by its ARN', async () => {
    const secrets = secretsHolding({ [API_KEY_ARN]: '   ' });
    await expect(loadGatewayApiKey({ GATEWAY_API_KEY_SECRET_ARN: API_KEY_ARN }, secrets)).rejects.toThrow(
      `Gateway secret ${API_KEY_ARN} has no SecretString`,
    );
  });

  it('prefers the secret to a plain variable when both are set', async () => {
    const secrets = secretsHolding({ [API_KEY_ARN]: 'from-secret' });
    await expect(
      loadGatewayApiKey({ GATEWAY_API_KEY_SECRET_ARN: API_KEY_ARN, GATEWAY_API_KEY: 'plain' }, secrets),
    ).resolves.toBe('from-secret');
  });

  it('fails for the missing credential alone, naming the variables and never a value', async () => {
    const env = { GATEWAY_CALLBACK_SECRET_ARN: CALLBACK_ARN, GATEWAY_BASE_URL: BASE_URL };
    const secrets = secretsHolding({ [CALLBACK_ARN]: 'do-not-print-me' });
    await expect(loadGatewayCallbackSecret(env, secrets)).resolves.toBe('do-not-print-me');
    const error = await rejectionOf(loadGatewayApiKey(env, secrets));
    expect(error.message).toMatch(/GATEWAY_API_KEY_SECRET_ARN is not set.*GATEWAY_API_KEY/);
    expect(error.message).not.toContain('do-not-print-me');
  });
});

describe('gateway credentials locally (plain variables)', () => {
  const plain = { GATEWAY_BASE_URL: BASE_URL, GATEWAY_API_KEY: 'local-key', GATEWAY_CALLBACK_SECRET: 'local-callback' };

  it('reads GATEWAY_API_KEY and GATEWAY_CALLBACK_SECRET without asking Secrets Manager', async () => {
    const secrets = secretsHolding({});
    await expect(loadGatewayApiKey(plain, secrets)).resolves.toBe('local-key');
    await expect(loadGatewayCallbackSecret(plain, secrets)).resolves.toBe('local-callback');
    await expect(loadGatewayCredentials(plain, secrets)).resolves.toEqual({
      baseUrl: BASE_URL,
      apiKey: 'local-key',
      callbackSecret: 'local-callback',
    });
    expect(secrets.asked).toEqual([]);
  });

  it('builds the gateway from the API key alone', async () => {
    await expect(gatewayFromEnv({ GATEWAY_BASE_URL: BASE_URL, GATEWAY_API_KEY: 'local-key' })).resolves.toBeDefined();
  });

  it('verifies callbacks with the callback secret alone', async () => {
    await expect(loadGatewayCallbackSecret({ GATEWAY_CALLBACK_SECRET: 'local-callback' })).resolves.toBe(
      'local-callback',
    );
  });

  it('needs the base URL only where the gateway is called', async () => {
    await expect(gatewayFromEnv({ GATEWAY_API_KEY: 'local-key' })).rejects.toThrow(/GATEWAY_BASE_URL/);
    await expect(loadGatewayCredentials({ GATEWAY_API_KEY: 'k', GATEWAY_CALLBACK_SECRET: 's' })).rejects.toThrow(
      /GATEWAY_BASE_URL/,
    );
  });
});
