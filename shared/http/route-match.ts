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
  const source = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{([a-z_]+)\\?\}/g, (_match, name: string) => {
    paramNames.push(name);
    return '([^/]+)';
  });
  return { route, template, pattern: new RegExp(`^${source}$`), paramNames };
}

const COMPILED: CompiledRoute[] = (ROUTES as readonly RouteDefinition[])
  .filter((route) => !route.catchAll)
  .flatMap((route) => [fullPath(route), ...(route.extraPaths ?? [])].map((template) => compile(route, template)));

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
