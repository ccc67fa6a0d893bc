import { tsImport } from 'tsx/esm/api';

/**
 * The e2e tier's one local stack, started as a user does (`npm start`) before the first e2e or
 * browser file and shared by all of them (test/e2e/support.ts useStack): one start instead of one
 * per describe block. The files run one after another (the tier runs in band), so no two drive it at
 * once. Its rate limit is raised: every file signs in as the same demo client within minutes, which
 * a user's stack would count against one client's minute; no e2e test is about the limit (the
 * integration tier tests it).
 */
export default async function e2eSetup() {
  const { startStack } = await tsImport('../e2e/support.ts', import.meta.url);
  const stack = await startStack({ RATE_LIMIT_PER_MINUTE: '100000' });
  globalThis.__E2E_STACK__ = stack;
  process.env.E2E_BASE_URL = stack.baseUrl;
}
