import { tsImport } from 'tsx/esm/api';

/**
 * The e2e tier's shared local stacks, started as a user does (`npm start`) before the first e2e or
 * browser file: one per jest worker of the tier (E2E_WORKERS, default 1; tools/test-tiers.ts passes
 * its worker count), each shared by every file its worker runs (test/e2e/support.ts useStack), so a
 * stack is started once per worker instead of once per describe block, and two files running at once
 * never drive the same stack (its sandbox clock, its demo client's rate limit). The README's examples
 * that need a new stack's demo merchant start their own (useStack({ fresh: true })).
 *
 * A shared stack serves every file of its worker within the same minutes, all from 127.0.0.1 and
 * most with the demo client: at the default 60 calls a minute, one file's calls (the README's
 * examples, polling) used the next file's budget and it failed with 429s (a CI run: the last five
 * tests of va.e2e after payouts, refunds and digital). The shared stacks raise that limit; the limit
 * itself is tested in the integration tier, and a fresh stack keeps the default.
 *
 * And the gateway's timeout is 3 s instead of 10 (GATEWAY_TIMEOUT_MS): the README's payouts example
 * sends a payout the gateway never answers (9999), whose confirm waited the whole 10 s; its answer
 * (pending, the money held) is the same at any timeout. 3 s is still far above what a call to the
 * local simulator takes on a loaded machine.
 */
const SHARED_STACK_ENV = { RATE_LIMIT_PER_MINUTE: '100000', GATEWAY_TIMEOUT_MS: '3000' };

export default async function e2eSetup() {
  const { startStack } = await tsImport('../e2e/support.ts', import.meta.url);
  const workers = Math.max(1, Number(process.env.E2E_WORKERS ?? 1));
  const started = await Promise.allSettled(Array.from({ length: workers }, () => startStack(SHARED_STACK_ENV)));
  const stacks = started.filter((result) => result.status === 'fulfilled').map((result) => result.value);
  globalThis.__E2E_STACKS__ = stacks;
  const failed = started.find((result) => result.status === 'rejected');
  if (failed !== undefined) {
    await Promise.all(stacks.map((stack) => stack.stop()));
    throw failed.reason;
  }
  process.env.E2E_BASE_URLS = stacks.map((stack) => stack.baseUrl).join(',');
}
