import { execFileSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildClient } from '../../client/build';
import { signBody } from '../../shared/gateway/signature';
import { signWebhookV2 } from '../../shared/webhooks/signature';

const REPO_ROOT = new URL('../../', import.meta.url).pathname;
const PACKAGE_NAME = '@merchant-payment-service/client';
const SECRET = 's3cret';
const BODY = '{"event":"webhook.ping","note":"Café"}';
const MODULES = ['index', 'merchant-client', 'schema', 'verify-webhook'];

const readJson = (path: string): { dependencies?: Record<string, string> } =>
  JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8'));

/**
 * A consumer project without TypeScript tooling: the built package installed under its name in
 * node_modules, beside openapi-fetch (and @types for the declaration check).
 */
function installBuiltPackage(): { consumer: string; packageDir: string } {
  const consumer = mkdtempSync(join(tmpdir(), 'client-build-'));
  const packageDir = join(consumer, 'node_modules', PACKAGE_NAME);
  mkdirSync(packageDir, { recursive: true });
  for (const dependency of ['openapi-fetch', '@types'])
    symlinkSync(join(REPO_ROOT, 'node_modules', dependency), join(consumer, 'node_modules', dependency));
  copyFileSync(join(REPO_ROOT, 'client/package.json'), join(packageDir, 'package.json'));
  buildClient(join(packageDir, 'dist'));
  return { consumer, packageDir };
}

/**
 * What the child process does once it holds the package as `client`: verify a delivery signed by
 * the service's own signer (from a plain object and from Fetch Headers), refuse it without V2 and
 * with a parsed body, and make an API client. `resolved` says which build file Node.js loaded.
 */
const EXERCISE = [
  'const { body, headers, secret } = JSON.parse(process.env.DELIVERY);',
  'const { verifyWebhook, createMerchantClient } = client;',
  'const { "X-Webhook-Signature-V2": _v2, "X-Webhook-Timestamp": _t, ...v1Only } = headers;',
  'const api = createMerchantClient({ baseUrl: "http://127.0.0.1:9/", clientId: "a", clientSecret: "b" });',
  'console.log(JSON.stringify({',
  '  resolved,',
  '  plain: verifyWebhook(Buffer.from(body), headers, secret).scheme,',
  '  fetchHeaders: verifyWebhook(body, new Headers(headers), secret).scheme,',
  '  v1Only: verifyWebhook(body, v1Only, secret).code,',
  '  parsed: verifyWebhook(JSON.parse(body), headers, secret).code,',
  '  api: typeof api.GET,',
  '}));',
].join('\n');

const LOADERS = {
  require: [
    '--input-type=commonjs',
    `const client = require(${JSON.stringify(PACKAGE_NAME)}); const resolved = require.resolve(${JSON.stringify(PACKAGE_NAME)});`,
  ],
  import: [
    '--input-type=module',
    `const client = await import(${JSON.stringify(PACKAGE_NAME)}); const resolved = new URL(import.meta.resolve(${JSON.stringify(PACKAGE_NAME)})).pathname;`,
  ],
} as const;

/**
 * `npm run client:build` (client/build.ts) compiles client/ with tsc twice: ESM with declarations
 * in dist/, CommonJS with declarations in dist/cjs/, which client/package.json `exports` map to the
 * `import` and `require` conditions.
 */
describe('the typed client build', () => {
  let installed: { consumer: string; packageDir: string };
  beforeAll(() => {
    installed = installBuiltPackage();
  }, 240_000);
  afterAll(() => rmSync(installed.consumer, { recursive: true, force: true }));

  it('writes ESM to dist/ and CommonJS to dist/cjs/ (marked "type": "commonjs"), each with declarations', () => {
    const dist = join(installed.packageDir, 'dist');
    const files = MODULES.flatMap((name) => [`${name}.d.ts`, `${name}.js`]);
    expect(readdirSync(dist).sort()).toEqual([...files, 'cjs'].sort());
    expect(readdirSync(join(dist, 'cjs')).sort()).toEqual([...files, 'package.json'].sort());
    expect(JSON.parse(readFileSync(join(dist, 'cjs/package.json'), 'utf8'))).toEqual({ type: 'commonjs' });
    expect(readFileSync(join(dist, 'cjs/verify-webhook.js'), 'utf8')).toContain(
      'exports.verifyWebhook = verifyWebhook;',
    );
    expect(readFileSync(join(dist, 'verify-webhook.js'), 'utf8')).toContain('export function verifyWebhook(');
  });

  it.each([
    ['require()', 'require', 'dist/cjs/index.js'],
    ['import()', 'import', 'dist/index.js'],
  ] as const)(
    '%s loads its build by the package name in plain Node.js, and it verifies a webhook the service signed',
    (_case, loader, entry) => {
      const timestampSeconds = Math.floor(Date.now() / 1000);
      const headers = {
        'X-Webhook-Signature': signBody(BODY, SECRET),
        ...signWebhookV2(BODY, SECRET, timestampSeconds),
      };
      const [inputType, load] = LOADERS[loader];
      const output = execFileSync(process.execPath, [inputType, '-e', `${load}\n${EXERCISE}`], {
        cwd: installed.consumer,
        encoding: 'utf8',
        env: { PATH: process.env.PATH ?? '', DELIVERY: JSON.stringify({ body: BODY, headers, secret: SECRET }) },
      });
      expect(JSON.parse(output)).toEqual({
        resolved: join(installed.packageDir, entry),
        plain: 'v2',
        fetchHeaders: 'v2',
        v1Only: 'v1_only',
        parsed: 'raw_body_required',
        api: 'function',
      });
    },
    120_000,
  );

  it('gives each condition its declarations: an ES module and a CommonJS module type-check against the package', () => {
    const { consumer, packageDir } = installed;
    const use =
      'const check: WebhookVerification = verifyWebhook("{}", new Headers(), "s", { allowV1: true });\nexport const seconds = check.ok && check.scheme === "v2" ? check.timestampSeconds : check.ok ? 0 : check.code;\n';
    const imports = `import { verifyWebhook, type WebhookVerification } from ${JSON.stringify(PACKAGE_NAME)};\n`;
    writeFileSync(join(consumer, 'esm.mts'), `${imports}${use}`);
    writeFileSync(join(consumer, 'cjs.cts'), `${imports}${use}`);
    const compilerOptions = {
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      strict: true,
      noEmit: true,
      lib: ['ES2022'],
      types: ['node'],
    };
    writeFileSync(join(consumer, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['esm.mts', 'cjs.cts'] }));
    const listed = execFileSync(
      process.execPath,
      [join(REPO_ROOT, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.json', '--listFiles'],
      { cwd: consumer, encoding: 'utf8' },
    );
    const declarations = listed
      .split('\n')
      .filter((file) => file.startsWith(packageDir) && file.endsWith('/index.d.ts'));
    expect(declarations.sort()).toEqual([join(packageDir, 'dist/cjs/index.d.ts'), join(packageDir, 'dist/index.d.ts')]);
  }, 120_000);

  it('declares the same openapi-fetch version as the repository installs', () => {
    expect(readJson('client/package.json').dependencies).toEqual({
      'openapi-fetch': readJson('package.json').dependencies?.['openapi-fetch'],
    });
  });
});
