import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { fileURLToPath } from 'node:url';
import { sendJson, type ExtraRoutes } from './server';
import { sendAppFile, viteApp } from './vite-app';

/**
 * The hosted checkout page of payment links (`/pay/{link_id}`, DESIGN 19) on the local server, as
 * S3 + CloudFront serve it in AWS: its own small web entry (checkout/, built by Vite into
 * checkout/dist), apart from the dashboard's bundle. `/pay/v1/` is the page's public API.
 */

const CHECKOUT_DIR = fileURLToPath(new URL('../checkout/', import.meta.url));
export const CHECKOUT_PREFIX = '/pay/';
const CHECKOUT = viteApp(CHECKOUT_DIR, 'checkout page');
export const CHECKOUT_DIST = CHECKOUT.dist;

/** True when checkout/dist is missing or older than a source of the page. */
export const checkoutBuildStale = (): boolean => CHECKOUT.stale();

/** Builds the page when it is missing or stale (about a second), as the dashboard's (local/vite-app.ts). */
export const ensureCheckoutBuilt = (log: (line: string) => void): Promise<void> => CHECKOUT.ensureBuilt(log);

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
    const file = isPage
      ? CHECKOUT.file('index.html')
      : relative.startsWith('assets/')
        ? CHECKOUT.file(relative)
        : undefined;
    if (file === undefined) {
      const message = existsSync(CHECKOUT_DIST)
        ? 'Not found'
        : 'The checkout page is not built (npm run checkout:build)';
      sendJson(response, 404, { ok: false, error: 'not_found', message });
      return true;
    }
    sendAppFile(request, response, file, {
      'cache-control': isPage ? 'no-cache' : 'public, max-age=31536000, immutable',
      ...checkoutSecurityHeaders(),
    });
    return true;
  };
}
