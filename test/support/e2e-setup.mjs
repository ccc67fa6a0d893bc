import { tsImport } from 'tsx/esm/api';

/**
 * The e2e tier's one local stack, started as a user does (`npm start`) before the first e2e or
 * browser file and shared by all of them (test/e2e/support.ts useStack): one start instead of one
 * per describe block. The files run one after another (the tier runs in band), so no two drive it at
 * once. The README's examples that need a new stack's demo merchant start their own
 * (useStack({ fresh: true })).
 */
export default async function e2eSetup() {
  const { startStack } = await tsImport('../e2e/support.ts', import.meta.url);
  const stack = await startStack();
  globalThis.__E2E_STACK__ = stack;
  process.env.E2E_BASE_URL = stack.baseUrl;
}
