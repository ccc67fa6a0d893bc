import { AsyncLocalStorage } from 'node:async_hooks';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { ROUTES } from '../shared/routes';
import { matchRoute } from '../shared/http/route-match';
import { STREAMED_BODY, streamingInvoker, type StreamingApiResult } from '../shared/http/response';
import type { RouteDefinition } from '../shared/http/route';
import { httpApiEvent, lambdaContext } from './lambda-events';
import { keepIdleConnections } from './keep-alive';

/** Bodies larger than this are cut off before they reach a handler (which allows far less). */
const READ_BODY_BYTES_MAX = 1024 * 1024;
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

type Handler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

/**
 * Told of every finished invocation of a handler module (the cost bench times functions with it).
 * `cpuMs` is the process's CPU time over the invocation: the handler's own when nothing else runs in
 * the process meanwhile (the local stack's other handlers and the simulator share it).
 */
export type InvocationObserver = (
  modulePath: string,
  timing: { durationMs: number; cpuMs: number },
  event: unknown,
) => void;
let invocationObserver: InvocationObserver | undefined;
const invocation = new AsyncLocalStorage<string>();

/** Installs the observer (one at a time) and returns its removal. Never used by the local stack itself. */
export function observeInvocations(observer: InvocationObserver): () => void {
  invocationObserver = observer;
  return () => void (invocationObserver = undefined);
}

/** The handler module whose invocation the caller runs in, if any (so a bench can attribute the AWS calls it sees). */
export const currentInvocation = (): string | undefined => invocation.getStore();

/** Without an observer a handler runs as it is: the timing, and the async context tracking behind currentInvocation, cost CPU on every call. */
function observed(modulePath: string, handler: Handler): Handler {
  return (event, context) => {
    if (invocationObserver === undefined) return handler(event, context);
    return invocation.run(modulePath, async () => {
      const started = performance.now();
      const cpuBefore = process.cpuUsage();
      try {
        return await handler(event, context);
      } finally {
        const cpu = process.cpuUsage(cpuBefore);
        invocationObserver?.(
          modulePath,
          { durationMs: performance.now() - started, cpuMs: (cpu.user + cpu.system) / 1000 },
          event,
        );
      }
    });
  };
}

const handlers = new Map<string, Promise<Handler>>();
/** Loads a Lambda handler module once; every invocation through the local stack (API, consumers, schedules) goes through here. */
export function loadHandler(modulePath: string): Promise<Handler> {
  let loaded = handlers.get(modulePath);
  if (loaded === undefined) {
    loaded = import(pathToFileURL(resolve(REPO_ROOT, modulePath)).href).then((module: { handler: Handler }) =>
      observed(modulePath, module.handler),
    );
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

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}

export type ExtraRoutes = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<boolean>;

/** Serves every route of the route table through the very same handlers the Lambda functions run. */
const CATCH_ALL = (ROUTES as readonly RouteDefinition[]).find((route) => route.catchAll);

/** Checks a dashboard bearer token as API Gateway's JWT authorizer does: its claims, or undefined. */
export type UserTokenVerifier = (token: string) => Promise<Record<string, unknown> | undefined>;

/**
 * What API Gateway's JWT authorizer does before a dashboard (auth 'user') route's function runs: a
 * missing or failing token gets its bare 401, a good one reaches the function with its claims at
 * `requestContext.authorizer.jwt`. Without a verifier (no user pool) every token fails.
 */
async function authorizeUser(
  event: ReturnType<typeof httpApiEvent>,
  verify: UserTokenVerifier | undefined,
): Promise<boolean> {
  const bearer = /^Bearer (\S+)$/.exec(event.headers.authorization ?? '')?.[1];
  const claims = bearer === undefined || verify === undefined ? undefined : await verify(bearer);
  if (claims === undefined) return false;
  (event.requestContext as { authorizer?: unknown }).authorizer = { jwt: { claims, scopes: null } };
  return true;
}

/** Serves every route of the route table through the very same handlers the Lambda functions run. */
export async function handleApiRequest(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  verifyUserToken?: UserTokenVerifier,
  receivedAtMs = Date.now(),
): Promise<void> {
  const found = matchRoute(request.method ?? 'GET', url.pathname);
  const route = found.kind === 'route' ? found.route : CATCH_ALL;
  if (route === undefined)
    return sendJson(response, 404, { ok: false, error: 'not_found', message: 'No such endpoint' });
  const body = await readBody(request);
  if (body === undefined)
    return sendJson(response, 413, { ok: false, error: 'payload_too_large', message: 'The body is too large' });
  const routeKey = found.kind === 'route' ? `${route.method} ${found.template}` : '$default';
  const event = httpApiEvent(request, url, body, routeKey, found.kind === 'route' ? found.params : {}, receivedAtMs);
  if (route.auth === 'user' && !(await authorizeUser(event, verifyUserToken)))
    return sendJson(response, 401, { message: 'Unauthorized' });
  const handler = await loadHandler(route.handler);
  // This server can write a body as it is produced, so handlers hand it downloads as chunks (response.ts).
  const result: StreamingApiResult = await handler(event, streamingInvoker(lambdaContext(route.id)));
  response.writeHead(result.statusCode ?? 200, (result.headers ?? {}) as Record<string, string>);
  const chunks = result[STREAMED_BODY];
  if (chunks !== undefined) return writeStreamedBody(response, chunks);
  response.end(result.isBase64Encoded ? Buffer.from(String(result.body ?? ''), 'base64') : (result.body ?? ''));
}

/**
 * Writes a body chunk by chunk at the pace the client reads it (the pipeline waits for the socket
 * to drain, and a client that goes away stops the reading). The status line is out already, so a
 * failure can no longer become an error envelope: the connection is cut, which the client sees as
 * a failed download rather than a complete-looking short file.
 */
async function writeStreamedBody(response: ServerResponse, chunks: AsyncIterable<string>): Promise<void> {
  try {
    await pipeline(Readable.from(chunks, { objectMode: false }), response);
  } catch (error) {
    process.stderr.write(
      `local server: streamed body cut short: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    response.destroy();
  }
}

/** Loopback unless the caller names another interface: the local stack has open sandbox and admin endpoints. */
export const DEFAULT_HOST = '127.0.0.1';

export function startHttpServer(
  port: number,
  extra: ExtraRoutes,
  host = DEFAULT_HOST,
  verifyUserToken?: UserTokenVerifier,
): Promise<Server> {
  const server = createServer((request, response) => {
    // When the request arrived (its headers), as API Gateway's requestContext.timeEpoch says: a burst
    // of confirms sent at once is stamped at once, however long the busy loop takes to read bodies.
    const receivedAtMs = Date.now();
    const url = new URL(request.url ?? '/', `http://${request.headers.host ?? 'localhost'}`);
    extra(request, response, url)
      .then((handled) =>
        handled ? undefined : handleApiRequest(request, response, url, verifyUserToken, receivedAtMs),
      )
      .catch((error: unknown) => {
        process.stderr.write(`local server error: ${error instanceof Error ? error.stack : String(error)}\n`);
        if (!response.headersSent)
          sendJson(response, 500, { ok: false, error: 'internal_error', message: 'Internal error' });
        else response.end();
      });
  });
  keepIdleConnections(server);
  return new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => done(server));
  });
}
