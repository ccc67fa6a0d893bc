import { readdirSync, readFileSync } from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
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
  it.each(routes.map((route) => [route.id, route] as const))(
    'lists the row that shared/route-rows exports for %s',
    async (id, route) => {
      const module = (await import(`../../shared/route-rows/${kebab(id)}`)) as Record<string, unknown>;
      expect(module[`${id}Row`]).toBe(route);
    },
  );

  it.each(wiredRoutes.map((route) => [route.id, route.handler] as const))(
    'wires %s into its handler (%s) with its own row',
    (id, handler) => {
      const text = source(handler);
      expect(text).toContain(`import { ${id}Row } from '../../shared/route-rows/${kebab(id)}';`);
      expect(text).toMatch(new RegExp(`apiHandler\\(\\s*${id}Row,`));
    },
  );

  it('has a handler wired through apiHandler for every route but the document, docs and catch-all ones', () => {
    const unwired = routes.filter((route) => !wiredRoutes.includes(route)).map((route) => route.id);
    expect(unwired.sort()).toEqual(['docs', 'notFound', 'openApiDocument']);
  });
});

/**
 * Schema modules build each definition in a `/* @__PURE__ *\/ (() => ...)()` call, which lets
 * esbuild drop every definition a function does not use: a bare `z.strictObject({ a: z.string() })`
 * counts as having side effects (its argument calls zod), so each function importing the module
 * would build all of its schemas at cold start. These keep new definitions in that form.
 */
describe('schema modules', () => {
  const schemaModules = (dir: string): string[] =>
    readdirSync(path.join(REPO_ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return schemaModules(relative);
      return dir.startsWith('shared/schemas') || entry.name.endsWith('schemas.ts') ? [relative] : [];
    });
  const modules = [...schemaModules('shared/schemas'), ...schemaModules('shared/channels')].filter((file) =>
    file.endsWith('.ts'),
  );
  const PURE_IIFE = /^\/\* @__PURE__ \*\/ \(\(\) =>\s[\s\S]*\)\(\)$/;

  /** Top-level `const` initializers that call something (and so may build a schema), with their names. */
  function calledInitializers(module: string): Array<[string, string]> {
    const file = ts.createSourceFile(module, source(module), ts.ScriptTarget.Latest, true);
    const found: Array<[string, string]> = [];
    for (const statement of file.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer;
        if (init === undefined || ts.isArrowFunction(init) || ts.isFunctionExpression(init)) continue;
        let calls = false;
        const visit = (node: ts.Node): void => {
          if (ts.isCallExpression(node) || ts.isNewExpression(node)) calls = true;
          else if (!ts.isArrowFunction(node) && !ts.isFunctionExpression(node)) ts.forEachChild(node, visit);
        };
        visit(init);
        if (calls)
          found.push([declaration.name.getText(file), source(module).slice(init.getFullStart(), init.getEnd()).trim()]);
      }
    }
    return found;
  }

  it('finds the schema modules, with definitions in them', () => {
    expect(modules).toEqual(
      expect.arrayContaining([
        'shared/schemas/common.ts',
        'shared/channels/payouts/schemas.ts',
        'shared/channels/digital/order-schemas.ts',
      ]),
    );
    expect(modules.flatMap(calledInitializers).length).toBeGreaterThan(90);
  });

  it.each(modules.map((module) => [module]))('builds every definition of %s in a pure call', (module) => {
    const bare = calledInitializers(module)
      .filter(([, text]) => !PURE_IIFE.test(text))
      .map(([name]) => name);
    expect(bare).toEqual([]);
  });
});
