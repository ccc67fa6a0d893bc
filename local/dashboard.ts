import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { environmentOf, type Environment } from '../shared/domain/environment';
import type { LocalCognito } from './cognito';
import { sendJson, type ExtraRoutes } from './server';
import { sendAppFile, viteApp } from './vite-app';

/** What the dashboard web app reads first: where the API is and where its users sign in. */
export interface DashboardConfig {
  api_base: string;
  cognito: { endpoint?: string; region: string; user_pool_id: string; client_id: string };
  /** DESIGN 18: `sandbox` (SANDBOX=1, the default of `npm start`) or `live`. */
  environment: Environment;
  /** The other environment's dashboard (OTHER_ENVIRONMENT_URL), or null. */
  other_environment_url: string | null;
}

export function localDashboardConfig(
  baseUrl: string,
  pool: LocalCognito,
  environment: { sandbox: boolean; otherUrl?: string | undefined },
): DashboardConfig {
  return {
    api_base: baseUrl,
    cognito: { endpoint: pool.endpoint, region: pool.region, user_pool_id: pool.userPoolId, client_id: pool.clientId },
    environment: environmentOf(environment.sandbox),
    other_environment_url: environment.otherUrl ?? null,
  };
}

const DASHBOARD_DIR = fileURLToPath(new URL('../dashboard/', import.meta.url));
/** Besides dashboard/ itself, the app compiles in the API's generated types. */
const SCHEMA_FILE = fileURLToPath(new URL('../client/schema.ts', import.meta.url));
const DASHBOARD = viteApp(DASHBOARD_DIR, 'dashboard web app', [SCHEMA_FILE]);
export const DASHBOARD_DIST = DASHBOARD.dist;

/** True when dashboard/dist is missing or older than a source of the app. */
export const dashboardBuildStale = (): boolean => DASHBOARD.stale();

/** Builds the web app when it is missing or stale (about 2 s; local/vite-app.ts). */
export const ensureDashboardBuilt = (log: (line: string) => void): Promise<void> => DASHBOARD.ensureBuilt(log);

/**
 * The headers CloudFront sends with the web app in AWS (infra's response headers policy): the app
 * may talk to its own origin, the user pool and the KYC documents' storage (the browser POSTs a
 * document to its presigned URL) only, load nothing inline, and never be framed.
 */
export function dashboardSecurityHeaders(
  cognitoEndpoint: string | undefined,
  uploadEndpoint?: string,
): Record<string, string> {
  const connect = ["'self'", cognitoEndpoint ? new URL(cognitoEndpoint).origin : 'https://cognito-idp.*.amazonaws.com'];
  if (uploadEndpoint) connect.push(new URL(uploadEndpoint).origin);
  return {
    'content-security-policy': [
      "default-src 'self'",
      `connect-src ${connect.join(' ')}`,
      "img-src 'self' data:",
      "style-src 'self'",
      "frame-ancestors 'none'",
      "base-uri 'self'",
      "object-src 'none'",
    ].join('; '),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'DENY',
  };
}

/**
 * The web app on the local server, as S3 + CloudFront serve it in AWS: `GET /dashboard/config.json`
 * (in AWS the bucket holds the same document, written at deploy; locally it names the emulator's
 * endpoint and this server's origin as seen by the browser, so the API calls are same-origin),
 * `/dashboard/assets/*` (content-hashed: cached for ever), and index.html for every other
 * `/dashboard/...` path without a file extension (the app's own routes). `/dashboard/v1/` is the API.
 * `uploadEndpoint` is where KYC documents' presigned URLs point (fauxqs's S3 locally): the CSP lets
 * the app POST there.
 */
export function dashboardRoutes(config: DashboardConfig, uploadEndpoint?: string): ExtraRoutes {
  const security = dashboardSecurityHeaders(config.cognito.endpoint, uploadEndpoint);
  return async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const path = url.pathname;
    if (path === '/dashboard') {
      response.writeHead(301, { location: '/dashboard/' }).end();
      return true;
    }
    if (!path.startsWith('/dashboard/') || path.startsWith('/dashboard/v1/') || path === '/dashboard/v1') return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendJson(response, 405, { ok: false, error: 'method_not_allowed', message: 'Use GET' }, { allow: 'GET, HEAD' });
      return true;
    }
    if (path === '/dashboard/config.json') {
      const host = request.headers.host;
      const answer = host ? { ...config, api_base: `http://${host}` } : config;
      sendJson(response, 200, answer, { 'cache-control': 'no-store', ...security });
      return true;
    }
    const relative = decodeURIComponent(path.slice('/dashboard/'.length));
    if (relative.startsWith('assets/')) {
      const file = DASHBOARD.file(relative);
      if (!file) sendJson(response, 404, { ok: false, error: 'not_found', message: 'No such asset' });
      else
        sendAppFile(request, response, file, { 'cache-control': 'public, max-age=31536000, immutable', ...security });
      return true;
    }
    const file = extname(relative) === '' ? DASHBOARD.file('index.html') : DASHBOARD.file(relative);
    if (!file) {
      const message = existsSync(DASHBOARD_DIST) ? 'Not found' : 'The dashboard is not built (npm run dashboard:build)';
      sendJson(response, 404, { ok: false, error: 'not_found', message });
      return true;
    }
    sendAppFile(request, response, file, { 'cache-control': 'no-cache', ...security });
    return true;
  };
}
