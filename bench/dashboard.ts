/**
 * `npm run bench`, dashboard part (issue 23): how much JavaScript the dashboard web app's first page
 * makes a browser download, gzipped, against the budget of 150 KB; and the same for the hosted
 * checkout page of payment links (issue 42, checkout/), against its budget of 60 KB.
 *
 * - Build: each app as `npm start` and the deploy build it (<app>/vite.config.ts), into a
 *   temporary directory, so a running stack's dist is left alone.
 * - First page: what a new visitor opens, `/dashboard/` (the sign-in page), loaded in Debian's
 *   Chromium from a static server of the build (with a config.json naming an unreachable user
 *   pool: the page renders without signing in). Every script the page requested until the network
 *   went quiet is counted, so lazily loaded chunks the first page needs are in, and chunks of other
 *   pages are not. The checkout page is opened at `/pay/{link_id}` with its API unreachable (the
 *   page shows its error screen): its first load, which holds every script the page has.
 * - Size: each file gzipped as CloudFront and most servers send it (zlib level 6); brotli (quality
 *   11, what CloudFront sends to browsers that accept it) printed beside it. The whole app's
 *   JavaScript and CSS are printed too, for scale.
 * - Sizes are deterministic for a given build, so the figure is exact; the ratio is to the budget.
 */
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { build } from 'vite';
import { runBench } from './support';

const REPO_ROOT = new URL('../', import.meta.url).pathname;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** A web app measured: its directory, the path it is served under, the first page opened, its config.json and budget. */
interface WebApp {
  name: string;
  dir: string;
  prefix: string;
  firstPage: string;
  config: unknown;
  budgetBytes: number;
}

const APPS: WebApp[] = [
  {
    name: 'Dashboard web app: the first page (/dashboard/, sign-in)',
    dir: 'dashboard',
    prefix: '/dashboard/',
    firstPage: '/dashboard/',
    config: {
      api_base: 'http://127.0.0.1:9',
      cognito: { endpoint: 'http://127.0.0.1:9', region: 'local', user_pool_id: 'local_bench', client_id: 'bench' },
    },
    budgetBytes: 150 * 1024,
  },
  {
    name: "Checkout page: a payment link's first load (/pay/{link_id})",
    dir: 'checkout',
    prefix: '/pay/',
    firstPage: '/pay/pl_BENCH',
    config: { api_base: 'http://127.0.0.1:9' },
    budgetBytes: 60 * 1024,
  },
];

const gzipped = (bytes: Buffer) => gzipSync(bytes, { level: 6 }).length;
const brotlied = (bytes: Buffer) =>
  brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function buildInto(app: WebApp, outDir: string): Promise<void> {
  await build({
    root: join(REPO_ROOT, app.dir),
    configFile: join(REPO_ROOT, app.dir, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
}

/** Serves the build under its prefix as the local server does (SPA fallback), and a config.json. */
function serveBuild(app: WebApp, outDir: string): Promise<{ server: Server; baseUrl: string }> {
  const config = JSON.stringify(app.config);
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://bench').pathname;
    if (path === `${app.prefix}config.json`) {
      response.writeHead(200, { 'content-type': TYPES['.json']! }).end(config);
      return;
    }
    const relative = path.startsWith(app.prefix) ? path.slice(app.prefix.length) : '';
    const file = extname(relative) === '' ? 'index.html' : relative;
    try {
      const body = readFileSync(join(outDir, file));
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      resolve({ server, baseUrl: `http://127.0.0.1:${port}` });
    }),
  );
}

/** The scripts the first page requested, as paths relative to the build. */
async function firstPageScripts(app: WebApp, baseUrl: string): Promise<string[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update'],
  });
  try {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.resourceType() === 'script' || path.endsWith('.js')) scripts.add(path);
    });
    await page.goto(`${baseUrl}${app.firstPage}`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'visible', timeout: 15_000 });
    return [...scripts].map((path) => path.slice(app.prefix.length)).sort();
  } finally {
    await browser.close();
  }
}

const filesUnder = (dir: string, suffix: string): string[] =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith(suffix) && statSync(join(dir, file)).isFile(),
  );

async function measure(app: WebApp): Promise<void> {
  const outDir = mkdtempSync(join(tmpdir(), `${app.dir}-bench-`));
  await buildInto(app, outDir);
  const { server, baseUrl } = await serveBuild(app, outDir);
  const BUDGET_BYTES = app.budgetBytes;
  try {
    const scripts = await firstPageScripts(app, baseUrl);
    if (scripts.length === 0) throw new Error(`${app.dir}: the first page requested no script: is the build empty?`);
    let gzipTotal = 0;
    let brotliTotal = 0;
    process.stdout.write(`\n${app.name} in Chromium\n\n`);
    process.stdout.write('| script | raw | gzip | brotli |\n|---|---|---|---|\n');
    for (const script of scripts) {
      const bytes = readFileSync(join(outDir, script));
      gzipTotal += gzipped(bytes);
      brotliTotal += brotlied(bytes);
      process.stdout.write(`| ${script} | ${kb(bytes.length)} | ${kb(gzipped(bytes))} | ${kb(brotlied(bytes))} |\n`);
    }
    const all = (suffix: string) =>
      filesUnder(outDir, suffix).reduce((sum, file) => sum + gzipped(readFileSync(join(outDir, file))), 0);
    process.stdout.write(
      `\nFirst page JavaScript: ${kb(gzipTotal)} gzipped (${kb(brotliTotal)} brotli), ` +
        `${(gzipTotal / BUDGET_BYTES).toFixed(2)}x the budget of ${kb(BUDGET_BYTES)}\n` +
        `The whole app: ${kb(all('.js'))} of JavaScript and ${kb(all('.css'))} of CSS, gzipped\n`,
    );
    if (gzipTotal > BUDGET_BYTES)
      throw new Error(`${app.dir}: the first page's JavaScript is over the budget of ${kb(BUDGET_BYTES)}`);
  } finally {
    server.close();
    rmSync(outDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  for (const app of APPS) await measure(app);
}

runBench('dashboard', main);
