import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteDefinition } from '../../shared/http/route';
import { ROUTES } from '../../shared/routes';

/**
 * Each route row is a module of its own (shared/route-rows/), which its handler imports instead of
 * looking the row up in the table: a handler that bundled the whole table would evaluate every
 * route's schemas at cold start. These specify that the table and the handlers use the same rows.
 */
const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const routes = ROUTES as readonly RouteDefinition[];
const kebab = (id: string): string => id.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const source = (module: string): string => readFileSync(path.join(REPO_ROOT, module), 'utf8');
const wiredRoutes = routes.filter((route) => source(route.handler).includes('apiHandler('));

describe('route rows', () => {
  it.each(routes.map((route) => [route.id, route] as const))('lists the row that shared/route-rows exports for %s', async (id, route) => {
    const module = (await import(`../../shared/route-rows/${kebab(id)}`)) as Record<string, unknown>;
    expect(module[`${id}Row`]).toBe(route);
  });

  it.each(wiredRoutes.map((route) => [route.id, route.handler] as const))('wires %s into its handler (%s) with its own row', (id, handler) => {
    const text = source(handler);
    expect(text).toContain(`import { ${id}Row } from '../../shared/route-rows/${kebab(id)}';`);
    expect(text).toMatch(new RegExp(`apiHandler\\(${id}Row,`));
  });

  it('has a handler wired through apiHandler for every route but the document, docs and catch-all ones', () => {
    const unwired = routes.filter((route) => !wiredRoutes.includes(route)).map((route) => route.id);
    expect(unwired.sort()).toEqual(['docs', 'notFound', 'openApiDocument']);
  });
});
