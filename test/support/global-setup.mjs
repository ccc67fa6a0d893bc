import { tsImport } from 'tsx/esm/api';

/**
 * One DynamoDB Local and one SQS emulator for the whole run, and in them one table, one set of
 * queues and one KYC bucket per jest worker (`test-payments-w<k>`, `test-w<k>-<queue>`): test files that run at the
 * same time never share a table or a queue, so a sweep, an audit or a queue drain sees only its own
 * worker's items. test/support/worker-env.mjs points each worker at its own. Within a worker, tests
 * isolate themselves by creating their own merchants and clients. Plain ESM loading the TypeScript
 * through tsx, because jest compiles a TypeScript global setup to CommonJS, which cannot load the
 * ESM-only SQS emulator.
 */
export default async function globalSetup(globalConfig) {
  const { ensureBucket, ensureQueues, ensureTable, infraEnvironment, startLocalInfra } = await tsImport(
    '../../local/infra.ts',
    import.meta.url,
  );
  const infra = await startLocalInfra({
    tableName: 'test-payments-w1',
    queuePrefix: 'test-w1-',
    kycBucket: 'test-kyc-w1',
  });
  const workers = Math.max(1, globalConfig?.maxWorkers ?? 1);
  const perWorker = { 1: infraEnvironment(infra) };
  for (let worker = 2; worker <= workers; worker += 1) {
    const tableName = `test-payments-w${worker}`;
    await ensureTable(infra.dynamodbEndpoint, tableName);
    const queues = await ensureQueues(infra.sqsEndpoint, `test-w${worker}-`);
    const kycBucket = `test-kyc-w${worker}`;
    await ensureBucket(infra.sqsEndpoint, kycBucket);
    perWorker[worker] = infraEnvironment({ ...infra, tableName, queues, kycBucket });
  }
  Object.assign(process.env, infraEnvironment(infra), {
    TEST_WORKER_ENVIRONMENTS: JSON.stringify(perWorker),
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
