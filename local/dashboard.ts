import type { IncomingMessage, ServerResponse } from 'node:http';
import type { LocalCognito } from './cognito';
import { sendJson, type ExtraRoutes } from './server';

/** What the dashboard web app reads first: where the API is and where its users sign in. */
export interface DashboardConfig {
  api_base: string;
  cognito: { endpoint?: string; region: string; user_pool_id: string; client_id: string };
}

export function localDashboardConfig(baseUrl: string, pool: LocalCognito): DashboardConfig {
  return {
    api_base: baseUrl,
    cognito: { endpoint: pool.endpoint, region: pool.region, user_pool_id: pool.userPoolId, client_id: pool.clientId },
  };
}

/**
 * `GET /dashboard/config.json` on the local server (in AWS the web app's bucket serves the same
 * document, written at deploy). Locally it names the emulator's endpoint, which a browser's Cognito
 * client must be pointed at.
 */
export function dashboardRoutes(config: DashboardConfig): ExtraRoutes {
  return async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    if (url.pathname !== '/dashboard/config.json') return false;
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendJson(response, 405, { ok: false, error: 'method_not_allowed', message: 'Use GET' }, { allow: 'GET, HEAD' });
      return true;
    }
    sendJson(response, 200, config, { 'cache-control': 'no-store' });
    return true;
  };
}
