import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';

/** The hashed asset fakeDashboardDist writes, as Vite names one (`assets/<name>-<hash>.js`). */
export const FAKE_DASHBOARD_ASSET = 'assets/index-Bx7f3k9q.js';

/**
 * A stand-in for `dashboard/dist` (the built web app is not in the repository, and infra tests
 * must not depend on building it): an index.html naming one hashed asset, in a fresh directory.
 */
export function fakeDashboardDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dashboard-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html lang="id"><head><script type="module" src="/dashboard/${FAKE_DASHBOARD_ASSET}"></script></head><body><div id="app"></div></body></html>\n`,
  );
  fs.writeFileSync(path.join(dir, FAKE_DASHBOARD_ASSET), 'document.getElementById("app").textContent = "Dasbor";\n');
  return dir;
}
