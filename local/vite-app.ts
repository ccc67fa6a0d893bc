import { existsSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';

/**
 * A web app of the repo built by Vite (the dashboard, the checkout page) as the local server builds
 * and serves it: built when its dist is missing or older than a source, and its files read from dist.
 */
export interface ViteApp {
  readonly dist: string;
  /** True when dist is missing or older than a source of the app (or an extra source it compiles in). */
  stale(): boolean;
  /**
   * Builds with Vite's JS API when stale. Vite is loaded only then, so a start with a fresh build
   * pays nothing. The build goes to a directory of its own and is renamed into place, so two
   * stacks starting at once never serve a half-written dist.
   */
  ensureBuilt(log: (line: string) => void): Promise<void>;
  /** A file of dist by its URL path, or undefined (also for a path that leaves dist). */
  file(relative: string): string | undefined;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};

function newestChange(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules' || entry.name.startsWith('dist.')) continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(path) : statSync(path).mtimeMs);
  }
  return newest;
}

/** The app whose sources and `vite.config.ts` are in `dir`; `label` names it in the build's log line. */
export function viteApp(dir: string, label: string, extraSources: readonly string[] = []): ViteApp {
  const dist = join(dir, 'dist');
  const stale = (): boolean => {
    const built = join(dist, 'index.html');
    if (!existsSync(built)) return true;
    const newest = Math.max(newestChange(dir), ...extraSources.map((source) => statSync(source).mtimeMs));
    return newest > statSync(built).mtimeMs;
  };
  return {
    dist,
    stale,
    async ensureBuilt(log) {
      if (!stale()) return;
      const started = Date.now();
      const { build } = await import('vite');
      const outDir = `${dist}.${process.pid}`;
      await build({ root: dir, configFile: join(dir, 'vite.config.ts'), logLevel: 'warn', build: { outDir } });
      rmSync(dist, { recursive: true, force: true });
      try {
        renameSync(outDir, dist);
      } catch {
        // Another start renamed its identical build in first.
        rmSync(outDir, { recursive: true, force: true });
      }
      log(
        `Built the ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s (${dir.split(sep).at(-2) ?? ''}/dist)`,
      );
    },
    file(relative) {
      const path = normalize(join(dist, relative));
      if (!path.startsWith(dist + sep)) return undefined;
      return existsSync(path) && statSync(path).isFile() ? path : undefined;
    },
  };
}

/** A file of a built app, with its content type and the headers given (cache, security). */
export function sendAppFile(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  headers: Record<string, string>,
): void {
  const body = readFileSync(path);
  response.writeHead(200, {
    'content-type': CONTENT_TYPES[extname(path)] ?? 'application/octet-stream',
    'content-length': String(body.length),
    ...headers,
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}
