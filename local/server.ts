import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ROUTES, fullPath } from '../shared/routes';
import type { RouteDefinition } from '../shared/http/route';
import { httpApiEvent, lambdaContext } from './lambda-events';

/** Bodies larger than this are cut off before they reach a handler (which allows far less). */
const READ_BODY_BYTES_MAX = 1024 * 1024;
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

interface CompiledRoute {
  route: RouteDefinition;
  method: string;
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
  return { route, method: route.method, template, pattern: new RegExp(`^${source}$`), paramNames };
}

const COMPILED = ROUTES.flatMap((route: RouteDefinition) =>
  [fullPath(route), ...(route.extraPaths ?? [])].map((template) => compile(route, template)),
);

const handlers = new Map<string, Promise<Handler>>();
export function loadHandler(modulePath: string): Promise<Handler> {
  let loaded = handlers.get(modulePath);
  if (loaded === undefined) {
    loaded = import(pathToFileURL(resolve(REPO_ROOT, modulePath)).href).then((module: { handler: Handler }) => module.handler);
    handlers.set(modulePath, loaded);
  }
  return loaded;
}

export function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((done, fail) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= READ_BODY_BYTES_MAX) chunks.push(chunk);
    });
    request.on('end', () => done(size > READ_BODY_BYTES_MAX ? undefined : Buffer.concat(chunks).toString('utf8')));
    request.on('error', fail);
  });
}

export function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

function match(method: string, pathname: string): { compiled: CompiledRoute; params: Record<string, string> } | 'wrong_method' | undefined {
  let pathMatched = false;
  for (const compiled of COMPILED) {
    const found = compiled.pattern.exec(pathname);
    if (!found) continue;
    pathMatched = true;
    if (compiled.method !== method) continue;
    const params: Record<string, string> = {};
    compiled.paramNames.forEach((name, index) => {
      params[name] = decodeURIComponent(found[index + 1]!);
    });
    return { compiled, params };
  }
  return pathMatched ? 'wrong_method' : undefined;
}

export type ExtraRoutes = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<boolean>;

/** Serves every route of the route table through the very same handlers the Lambda functions run. */
export async function handleApiRequest(request: IncomingMessage, response: ServerResponse, url: URL): Promise<void> {
  let found: ReturnType<typeof match>;
  try {
    found = match(request.method ?? 'GET', decodeURI(url.pathname));
  } catch {
    found = undefined;
  }
  if (found === undefined) return sendJson(response, 404, { ok: false, error: 'not_found', message: 'No such endpoint' });
  if (found === 'wrong_method') return sendJson(response, 405, { ok: false, error: 'method_not_allowed', message: 'Method not allowed on this path' });
  const body = await readBody(request);
  if (body === undefined) return sendJson(response, 413, { ok: false, error: 'payload_too_large', message: 'The body is too large' });
  const { compiled, params } = found;
  const event = httpApiEvent(request, url, body, `${compiled.method} ${compiled.template}`, params);
  const handler = await loadHandler(compiled.route.handler);
  const result = await handler(event, lambdaContext(compiled.route.id));
  response.writeHead(result.statusCode ?? 200, (result.headers ?? {}) as Record<string, string>);
  response.end(result.isBase64Encoded ? Buffer.from(String(result.body ?? ''), 'base64') : (result.body ?? ''));
}

export function startHttpServer(port: number, extra: ExtraRoutes): Promise<Server> {
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    extra(request, response, url)
      .then((handled) => (handled ? undefined : handleApiRequest(request, response, url)))
      .catch((error: unknown) => {
        process.stderr.write(`local server error: ${error instanceof Error ? error.stack : String(error)}\n`);
        if (!response.headersSent) sendJson(response, 500, { ok: false, error: 'internal_error', message: 'Internal error' });
        else response.end();
      });
  });
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, () => done(server));
  });
}
