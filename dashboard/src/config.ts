/** What `GET /dashboard/config.json` says (written at deploy in AWS, served by the local server locally). */
export interface DashboardConfig {
  /** The API's origin; the dashboard paths are full paths (`/dashboard/v1/...`). */
  api_base: string;
  cognito: { endpoint?: string; region: string; user_pool_id: string; client_id: string };
}

/** Reads the config next to the app (the same origin), never cached so a deploy changes it at once. */
export async function loadConfig(): Promise<DashboardConfig> {
  const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return (await response.json()) as DashboardConfig;
}

/** The Cognito JSON API's endpoint: the emulator's locally, the region's in AWS. */
export function cognitoEndpoint(config: DashboardConfig): string {
  return config.cognito.endpoint ?? `https://cognito-idp.${config.cognito.region}.amazonaws.com/`;
}
