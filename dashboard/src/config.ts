import type { DashboardConfig } from './config-shape';

export { cognitoEndpoint, type DashboardConfig } from './config-shape';

/** Reads the config next to the app (the same origin), never cached so a deploy changes it at once. */
export async function loadConfig(): Promise<DashboardConfig> {
  const response = await fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
  if (!response.ok) throw new Error(`config.json: HTTP ${response.status}`);
  return (await response.json()) as DashboardConfig;
}
