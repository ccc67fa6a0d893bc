import { tsImport } from 'tsx/esm/api';
import { TEST_ENVIRONMENT } from './test-env.mjs';

/**
 * The integration tier's set-up: one DynamoDB Local and one SQS emulator for the whole run. Each
 * test file then makes its own table, queues and KYC bucket in them (test/support/file-infra.ts).
 * Plain ESM loading the TypeScript through tsx, because jest compiles a TypeScript global setup to
 * CommonJS, which cannot load the ESM-only SQS emulator. startLocalInfra stops what it started when
 * any step fails, so a failed set-up leaves no JVM behind.
 */
export default async function globalSetup() {
  const { infraEnvironment, startLocalInfra } = await tsImport('../../local/infra.ts', import.meta.url);
  const infra = await startLocalInfra({
    tableName: 'test-payments',
    queuePrefix: 'test-',
    kycBucket: 'test-kyc',
  });
  globalThis.__LOCAL_INFRA__ = infra;
  Object.assign(process.env, infraEnvironment(infra), TEST_ENVIRONMENT);
}
