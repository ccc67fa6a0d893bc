import { tsImport } from 'tsx/esm/api';

/**
 * The e2e tier's shared local stacks, started as a user does (`npm start`) before the first e2e or
 * browser file: one per jest worker of the tier (E2E_WORKERS, default 1; tools/test-tiers.ts passes
 * its worker count), each shared by every file its worker runs (test/e2e/support.ts useStack), so a
 * stack is started once per worker instead of once per describe block, and two files running at once
 * never drive the same stack (its sandbox clock, its demo client's rate limit). The README's examples
 * that need a new stack's demo merchant start their own (useStack({ fresh: true })).
 */
export default async function e2eSetup() {
  const { startStack } = await tsImport('../e2e/support.ts', import.meta.url);
  const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startStack()));
  const stacks = started.filter((result) => result.status === 'fulfilled').map((result) => result.value);
  globalThis.__E2E_STACKS__ = stacks;
  const failed = started.find((result) => result.status === 'rejected');
  if (failed !== undefined) {
    await Promise.all(stacks.map((stack) => stack.stop()));
    throw failed.reason;
  }
  process.env.E2E_BASE_URLS = stacks.map((stack) => stack.baseUrl).join(',');
}
