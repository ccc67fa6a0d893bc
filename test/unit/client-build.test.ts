import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const REPO_ROOT = new URL('../../', import.meta.url).pathname;
const readJson = (path: string): { dependencies?: Record<string, string> } => JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8'));

/**
 * `npm run client:build` compiles client/ on its own (client/tsconfig.json, NodeNext) into ESM that
 * plain Node.js runs, with declarations: what a project without TypeScript tooling installs.
 */
describe('the typed client build', () => {
  it('compiles to ESM JavaScript and declarations that plain Node.js imports and runs', () => {
    // A consumer's layout: the build output beside a node_modules that provides openapi-fetch.
    const consumer = mkdtempSync(join(tmpdir(), 'client-build-'));
    symlinkSync(join(REPO_ROOT, 'node_modules'), join(consumer, 'node_modules'));
    const outDir = join(consumer, 'dist');
    execFileSync(join(REPO_ROOT, 'node_modules/.bin/tsc'), ['-p', join(REPO_ROOT, 'client/tsconfig.json'), '--outDir', outDir], { cwd: REPO_ROOT, stdio: 'pipe' });
    expect(readdirSync(outDir).sort()).toEqual(
      ['index', 'merchant-client', 'schema', 'verify-webhook'].flatMap((name) => [`${name}.d.ts`, `${name}.js`]).sort(),
    );
    const script = [
      `import { createMerchantClient, verifyWebhook, apiBaseUrl } from ${JSON.stringify(join(outDir, 'index.js'))};`,
      'import { createHmac } from "node:crypto";',
      'const body = "{\\"event\\":\\"webhook.ping\\"}";',
      'const headers = { "x-webhook-signature": createHmac("sha256", "s3cret").update(body).digest("hex") };',
      'const client = createMerchantClient({ baseUrl: "http://127.0.0.1:9/", clientId: "a", clientSecret: "b" });',
      'console.log(JSON.stringify([verifyWebhook(body, headers, "s3cret", { allowV1: true }), typeof client.GET, apiBaseUrl("http://127.0.0.1:9/")]));',
    ].join('\n');
    const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: consumer, encoding: 'utf8', env: { PATH: process.env.PATH ?? '' } });
    expect(JSON.parse(output)).toEqual([{ ok: true, scheme: 'v1', replayProtected: false }, 'function', 'http://127.0.0.1:9/api/v1']);
  }, 60_000);

  it('declares the same openapi-fetch version as the repository installs', () => {
    expect(readJson('client/package.json').dependencies).toEqual({ 'openapi-fetch': readJson('package.json').dependencies?.['openapi-fetch'] });
  });
});
