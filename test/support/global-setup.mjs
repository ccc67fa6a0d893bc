import { tsImport } from 'tsx/esm/api';

/**
 * One DynamoDB Local and one SQS emulator for the whole run (jest --runInBand shares the process,
 * so the environment set here reaches every test file). Tests isolate themselves by creating their
 * own merchants and clients. Plain ESM loading the TypeScript through tsx, because jest compiles a
 * TypeScript global setup to CommonJS, which cannot load the ESM-only SQS emulator.
 */
export default async function globalSetup() {
  const { infraEnvironment, startLocalInfra } = await tsImport('../../local/infra.ts', import.meta.url);
  const infra = await startLocalInfra({ tableName: 'test-payments', queuePrefix: 'test-' });
  Object.assign(process.env, infraEnvironment(infra), {
    SANDBOX: '1',
    LOCAL_SECRET_KEY: 'test-local-secret-key-0123456789',
    PIN_PEPPER: 'test-pin-pepper-0123456789',
    ADMIN_TOKEN: 'test-admin-token',
    GATEWAY_API_KEY: 'test-gateway-key',
    GATEWAY_CALLBACK_SECRET: 'test-gateway-callback-secret',
    GATEWAY_BASE_URL: 'http://127.0.0.1:9',
    GATEWAY_TIMEOUT_MS: '1500',
    PROVIDER_API_KEY: 'test-gateway-key',
    PROVIDER_BASE_URL: 'http://127.0.0.1:9',
    PROVIDER_TIMEOUT_MS: '1500',
    LOG_LEVEL: 'error',
    // JSON lines even when the tests run in a terminal: tests parse them (shared/logger.ts logFormatFor).
    LOG_FORMAT: 'json',
    // EMF lines (shared/metrics.ts) stay off the test output; the tests that read them turn them on.
    POWERTOOLS_METRICS_DISABLED: 'true',
  });
  globalThis.__LOCAL_INFRA__ = infra;
}
