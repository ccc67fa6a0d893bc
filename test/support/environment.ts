/**
 * Runs `body` with the service configured as live (SANDBOX=0), then as the sandbox again (the
 * tests, like `npm start`, run as the sandbox: test/support/test-env.mjs).
 */
export async function asLive<T>(body: () => Promise<T>): Promise<T> {
  const before = process.env.SANDBOX;
  process.env.SANDBOX = '0';
  try {
    return await body();
  } finally {
    process.env.SANDBOX = before;
  }
}
