import { fullPath, ROUTES } from '../routes';
import type { RouteDefinition } from './route';

interface CompiledRoute {
  route: RouteDefinition;
  template: string;
  pattern: RegExp;
  paramNames: string[];
}

function compile(route: RouteDefinition, template: string): CompiledRoute {
  const paramNames: string[] = [];
  const source = template
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\\?\{([a-z_]+)\\?\}/g, (_match, name: string) => {
      paramNames.push(name);
      return '([^/]+)';
    });
  return { route, template, pattern: new RegExp(`^${source}$`), paramNames };
}

/**
 * API Gateway serves the most specific route whatever the order of definition: a literal segment
 * wins over a path variable in the same place (GET /transactions/export, not
 * GET /transactions/{partner_reff} with `export`). One key per template, '0' for each literal
 * segment and '1' for each variable: sorted by it, the first match here is API Gateway's choice.
 * Only templates of the same length can match the same path, and the sort is stable, so templates
 * with the same key (one path, several methods) keep the table order.
 */
const specificity = (template: string): string =>
  template
    .split('/')
    .map((segment) => (segment.startsWith('{') ? '1' : '0'))
    .join('');
const bySpecificity = (left: CompiledRoute, right: CompiledRoute): number => {
  const [leftKey, rightKey] = [specificity(left.template), specificity(right.template)];
  return leftKey === rightKey ? 0 : leftKey < rightKey ? -1 : 1;
};

const COMPILED: CompiledRoute[] = (ROUTES as readonly RouteDefinition[])
  .filter((route) => !route.catchAll)
  .flatMap((route) => [fullPath(route), ...(route.extraPaths ?? [])].map((template) => compile(route, template)))
  .sort(bySpecificity);

export type RouteMatch =
  | { kind: 'route'; route: RouteDefinition; template: string; params: Record<string, string> }
  | { kind: 'wrong_method'; allowed: string[] }
  | { kind: 'none' };

/** Finds the route row for a method and path, as API Gateway routes them. */
export function matchRoute(method: string, pathname: string): RouteMatch {
  const allowed: string[] = [];
  for (const compiled of COMPILED) {
    const found = compiled.pattern.exec(pathname);
    if (!found) continue;
    if (compiled.route.method !== method) {
      allowed.push(compiled.route.method);
      continue;
    }
    const params: Record<string, string> = {};
    compiled.paramNames.forEach((name, index) => {
      params[name] = safeDecode(found[index + 1]!);
    });
    return { kind: 'route', route: compiled.route, template: compiled.template, params };
  }
  return allowed.length > 0 ? { kind: 'wrong_method', allowed: [...new Set(allowed)] } : { kind: 'none' };
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
