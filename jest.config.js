/**
 * The test tiers, as jest projects (docs/ARCHITECTURE.md, section 13). Jest runs in ESM mode (middy
 * and fauxqs are ESM-only); swc strips the types.
 *
 * - unit: pure code, no DynamoDB, no global set-up; parallel workers.
 * - integration: handlers and the money engine against DynamoDB Local and the SQS emulator, started
 *   once; every test file gets its own table, queues and KYC bucket (test/support/file-infra.ts),
 *   so a sweep, an audit or a queue drain sees only that file's items.
 * - infra: the CDK app; one synth and one bundling pass shared by every infra test file.
 * - e2e: the local stack as a user starts it (`npm start`), once for every e2e and browser file.
 *
 * `npm test` runs every tier (tools/test-tiers.ts); `npm run test:unit` and the others run one.
 */
const base = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } },
    ],
  },
};

export default {
  // A global option (a project's own is not read): the long set-ups give their hooks their own.
  // A guard against a hang, not a measure: long enough for an e2e test's commands on a 2-core
  // machine whose cores another process keeps busy.
  testTimeout: 120_000,
  projects: [
    {
      ...base,
      displayName: 'unit',
      testMatch: ['<rootDir>/test/unit/**/*.test.ts'],
      setupFiles: ['<rootDir>/test/support/unit-env.mjs'],
    },
    {
      ...base,
      displayName: 'integration',
      testMatch: ['<rootDir>/test/integration/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/global-setup.mjs',
      globalTeardown: '<rootDir>/test/support/global-teardown.mjs',
      setupFilesAfterEnv: ['<rootDir>/test/support/file-infra.ts'],
    },
    {
      ...base,
      displayName: 'infra',
      testMatch: ['<rootDir>/test/infra/**/*.test.ts'],
      setupFiles: ['<rootDir>/test/support/unit-env.mjs'],
    },
    {
      ...base,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.test.ts', '<rootDir>/test/browser/**/*.test.ts'],
      globalSetup: '<rootDir>/test/support/e2e-setup.mjs',
      globalTeardown: '<rootDir>/test/support/e2e-teardown.mjs',
    },
  ],
};
