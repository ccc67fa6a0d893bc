/**
 * `npm run client:build` compiles the client package twice with the TypeScript compiler, so that
 * both `import` and `require()` load it, each with its declarations (client/package.json `exports`):
 * - ESM into client/dist (client/tsconfig.json, NodeNext; the package is `"type": "module"`);
 * - CommonJS into client/dist/cjs (client/tsconfig.cjs.json), beside a package.json that says
 *   `"type": "commonjs"`, or Node.js would read those `.js` files as ESM by the package's type.
 */
import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const CLIENT_DIR = fileURLToPath(new URL('.', import.meta.url));
export const CJS_SUBDIR = 'cjs';

const TSC = createRequire(import.meta.url).resolve('typescript/bin/tsc');

function compile(tsconfig: string, outDir: string): void {
  execFileSync(process.execPath, [TSC, '-p', join(CLIENT_DIR, tsconfig), '--outDir', outDir], { stdio: 'inherit' });
}

/** Writes the package's ESM build into `outDir` and its CommonJS build into `outDir/cjs`, fresh. */
export function buildClient(outDir: string = join(CLIENT_DIR, 'dist')): void {
  rmSync(outDir, { recursive: true, force: true });
  compile('tsconfig.json', outDir);
  const cjsDir = join(outDir, CJS_SUBDIR);
  compile('tsconfig.cjs.json', cjsDir);
  writeFileSync(join(cjsDir, 'package.json'), `${JSON.stringify({ type: 'commonjs' })}\n`);
}

if (process.argv[1] !== undefined && fileURLToPath(import.meta.url) === process.argv[1]) buildClient();
