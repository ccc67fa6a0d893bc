/**
 * Runs before each test file, in its worker: points the file at its worker's own table and queues
 * (test/support/global-setup.mjs made one set per worker; JEST_WORKER_ID is 1 with --runInBand).
 */
const environments = JSON.parse(process.env.TEST_WORKER_ENVIRONMENTS ?? '{}');
Object.assign(process.env, environments[process.env.JEST_WORKER_ID ?? '1'] ?? {});
