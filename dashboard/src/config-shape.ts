/**
 * The shape of `GET /dashboard/config.json` and the user pool's endpoint, apart from config.ts's
 * loader (which needs the browser and Vite): auth.ts imports only this, so its Cognito flows are
 * unit-tested under Node (test/unit/dashboard-auth.test.ts).
 */

/** What `GET /dashboard/config.json` says (written at deploy in AWS, served by the local server locally). */
export interface DashboardConfig {
  /** The API's origin; the dashboard paths are full paths (`/dashboard/v1/...`). */
  api_base: string;
  cognito: { endpoint?: string; region: string; user_pool_id: string; client_id: string };
  /** `sandbox` (simulated money; `npm start`) or `live`; absent in a config written before it existed (live). */
  environment?: 'sandbox' | 'live';
  /** The dashboard of the other environment, when there is one. */
  other_environment_url?: string | null;
}

/** The Cognito JSON API's endpoint: the emulator's locally, the region's in AWS. */
export function cognitoEndpoint(config: DashboardConfig): string {
  return config.cognito.endpoint ?? `https://cognito-idp.${config.cognito.region}.amazonaws.com/`;
}
