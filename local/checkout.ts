import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sendJson, type ExtraRoutes } from './server';

/**
 * The hosted checkout page of payment links (`/pay/{link_id}`, DESIGN 19) on the local server, as
 * S3 + CloudFront serve it in AWS: its own small web entry (checkout/, built by Vite into
 * checkout/dist), apart from the dashboard's bundle. `/pay/v1/` is the page's public API.
 */

const CHECKOUT_DIR = fileURLToPath(new URL('../checkout/', import.meta.url));
export const CHECKOUT_DIST = join(CHECKOUT_DIR, 'dist');
export const CHECKOUT_PREFIX = '/pay/';

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name.startsWith('dist.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** True when checkout/dist is missing or older than a source of the page. */
export function checkoutBuildStale(): boolean {
  const built = join(CHECKOUT_DIST, 'index.html');
  return !existsSync(built) || newestChange(CHECKOUT_DIR) > statSync(built).mtimeMs;
}

/**
 * Builds the page with Vite's JS API when it is missing or stale (about a second), into a directory
 * of its own renamed into place, as the dashboard's build (local/dashboard.ts).
 */
export async function ensureCheckoutBuilt(log: (line: string) => void): Promise<void> {
  if (!checkoutBuildStale()) return;
  const started = Date.now();
  const { build } = await import('vite');
  const outDir = `${CHECKOUT_DIST}.${process.pid}`;
  await build({
    root: CHECKOUT_DIR,
    configFile: join(CHECKOUT_DIR, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir },
  });
  rmSync(CHECKOUT_DIST, { recursive: true, force: true });
  try {
    renameSync(outDir, CHECKOUT_DIST);
  } catch {
    // Another start renamed its identical build in first.
    rmSync(outDir, { recursive: true, force: true });
  }
  log(`Built the checkout page in ${((Date.now() - started) / 1000).toFixed(1)} s (checkout/dist)`);
}

/**
 * The page's headers (infra's response headers policy sends the same in AWS): scripts, styles and
 * images of its own origin, calls to its API only (`apiOrigin`, the page's own locally), never framed,
 * and no Referer: the link id in the address is what lets anyone pay the link.
 */
export function checkoutSecurityHeaders(apiOrigin = "'self'"): Record<string, string> {
  return {
    'content-security-policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      `img-src 'self' data: ${apiOrigin}`,
      `connect-src 'self' ${apiOrigin}`,
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "object-src 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'no-referrer',
    'x-frame-options': 'DENY',
  };
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

function distFile(relative: string): string | undefined {
  const path = normalize(join(CHECKOUT_DIST, relative));
  if (!path.startsWith(CHECKOUT_DIST + sep)) return undefined;
  return existsSync(path) && statSync(path).isFile() ? path : undefined;
}

function sendFile(request: IncomingMessage, response: ServerResponse, path: string, cacheControl: string): void {
  const body = readFileSync(path);
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
    'content-length': String(body.length),
    'cache-control': cacheControl,
    ...checkoutSecurityHeaders(),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

/**
 * `GET /pay/config.json` (where the API is: this server, as the browser reached it),
 * `/pay/assets/*` (content-hashed: cached for ever) and index.html for `/pay/{link_id}`; anything
 * else under `/pay/` but the API (`/pay/v1/`) is 404.
 */
export function checkoutRoutes(): ExtraRoutes {
  return async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const path = url.pathname;
    if (!path.startsWith(CHECKOUT_PREFIX) || path.startsWith('/pay/v1/')) return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendJson(response, 405, { ok: false, error: 'method_not_allowed', message: 'Use GET' }, { allow: 'GET, HEAD' });
      return true;
    }
    const relative = decodeURIComponent(path.slice(CHECKOUT_PREFIX.length));
    if (relative === 'config.json') {
      const host = request.headers.host;
      sendJson(response, 200, { api_base: host ? `http://${host}` : '' }, { 'cache-control': 'no-store' });
      return true;
    }
    const isPage = /^[^/.]+\/?$/.test(relative);
    const file = isPage ? distFile('index.html') : relative.startsWith('assets/') ? distFile(relative) : undefined;
    if (file === undefined) {
      const message = existsSync(CHECKOUT_DIST)
        ? 'Not found'
        : 'The checkout page is not built (npm run checkout:build)';
      sendJson(response, 404, { ok: false, error: 'not_found', message });
      return true;
    }
    sendFile(request, response, file, isPage ? 'no-cache' : 'public, max-age=31536000, immutable');
    return true;
  };
}
