import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIMULATOR_BODY_BYTES_MAX } from '../shared/constants';
import { systemScheduler, type Scheduler } from '../shared/scheduler';
import type { GatewayCallback } from '../shared/gateway/port';
import { deliverCopies, type DeliveryOutcome, type DeliveryRecord, type SimulatorLogger } from './simulator/callbacks';
import { SimulatorClock } from './simulator/clock';
import type { SimulatorContext } from './simulator/context';
import { controlRoutes } from './simulator/control-api';
import { FaultList } from './simulator/faults';
import {
  decodeParam,
  errorResponse,
  jsonResponse,
  parseJson,
  readBody,
  SimHttpError,
  sendResponse,
  type Route,
  type SimResponse,
} from './simulator/http';
import {
  channelBooks,
  channelRoutes,
  rawPaymentTakers,
  type ChannelBooks,
  type ChannelPartsOptions,
} from './simulator/parts';
import { PayoutBook } from './simulator/payouts';
import { keepIdleConnections } from './keep-alive';

export type { DeliveryRecord, SimulatorLogger } from './simulator/callbacks';
export type { Fault } from './simulator/faults';
export type { ChannelBooks, ChannelPartsOptions } from './simulator/parts';
export type { PayoutBook, PayoutRecord } from './simulator/payouts';

/**
 * An in-memory fake of the upstream payment gateway over HTTP: the merchant API our HttpGateway
 * calls (/v1), signed callbacks to our callback endpoint, and control calls (/control) that play
 * the customer paying. See the report of shared/gateway for the API. It also plays the other
 * upstreams a channel calls, under the same API key: each channel's part is listed in
 * ./simulator/parts.ts, with the options it takes.
 */
export interface GatewaySimulatorOptions extends ChannelPartsOptions {
  /** 0 picks a free port. */
  port: number;
  apiKey: string;
  callbackSecret: string;
  callbackUrl: string;
  logger?: SimulatorLogger;
  /** Loopback by default: the control calls have no auth, so nothing outside this machine may reach them. */
  host?: string;
  /** How long a pending payout (destination ending 2222 or 3333) waits before it ends and calls back. */
  payoutCallbackDelayMs?: number;
  /**
   * The simulator's time: its clock, and every delay it plays (a fault's, a pending payout's, a
   * callback's retries and timeout, a payout held open). The wall clock unless a test hands in a
   * scheduler it moves by hand (shared/scheduler.ts).
   */
  scheduler?: Scheduler;
}

export interface GatewaySimulator {
  url: string;
  port: number;
  stop(): Promise<void>;
  /** What the gateway knows of each channel's payments (./simulator/parts.ts). */
  books: ChannelBooks;
  payouts: PayoutBook;
  faults: FaultList;
  /** Every callback delivery made so far, oldest first. */
  deliveries: readonly DeliveryRecord[];
  /** The local stack may know its callback URL only after the simulator has started. */
  setCallbackUrl(url: string): void;
}

const DEFAULT_HOST = '127.0.0.1';
/** How long a pending payout waits unless payoutCallbackDelayMs says otherwise. */
export const DEFAULT_PAYOUT_CALLBACK_DELAY_MS = 2_000;
const silentLogger: SimulatorLogger = { info: () => undefined, warn: () => undefined };

interface Runtime {
  ctx: SimulatorContext;
  routes: Route[];
  apiKeyDigest: Buffer;
  signal: AbortSignal;
}

const sha256 = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

/** Compared as digests so the comparison takes the same time whatever the header holds. */
function checkApiKey(runtime: Runtime, header: string | undefined): void {
  const given = sha256(header ?? '');
  if (!timingSafeEqual(given, runtime.apiKeyDigest)) throw new SimHttpError(401, 'unauthorized', 'Invalid API key');
}

function matchRoute(routes: Route[], method: string, path: string): { route: Route; params: string[] } {
  let pathKnown = false;
  for (const route of routes) {
    const match = route.pattern.exec(path);
    if (match === null) continue;
    pathKnown = true;
    if (route.method === method) return { route, params: match.slice(1).map(decodeParam) };
  }
  if (pathKnown) throw new SimHttpError(405, 'method_not_allowed', `${method} is not allowed here`);
  throw new SimHttpError(404, 'not_found', 'No such endpoint');
}

/** A planned fault takes effect before authentication, as a failing load balancer in front of the gateway would. */
async function applyFault(runtime: Runtime, path: string): Promise<SimResponse | undefined> {
  const fault = runtime.ctx.faults.take(path);
  if (fault === undefined) return undefined;
  if (fault.delayMs > 0) await runtime.ctx.scheduler.sleep(fault.delayMs, runtime.signal);
  if (fault.status === null) return undefined;
  return jsonResponse(fault.status, {
    ok: false,
    error: 'simulated_fault',
    message: `Simulated fault ${fault.status}`,
  });
}

async function dispatch(runtime: Runtime, req: IncomingMessage, signal: AbortSignal): Promise<SimResponse> {
  const url = new URL(req.url ?? '/', 'http://simulator');
  const rawBody = await readBody(req, SIMULATOR_BODY_BYTES_MAX);
  const method = req.method ?? 'GET';
  const { route, params } = matchRoute(runtime.routes, method, url.pathname);
  if (route.kind === 'api') {
    const faulted = await applyFault(runtime, url.pathname);
    if (faulted !== undefined) return faulted;
    checkApiKey(runtime, req.headers.authorization);
  }
  const body = method === 'GET' ? undefined : parseJson(rawBody);
  return route.handle({ params, query: url.searchParams, body, signal });
}

async function handleRequest(runtime: Runtime, req: IncomingMessage, res: ServerResponse): Promise<void> {
  // 'close' before the answer means the client hung up; a request held open must end with it.
  const hangUp = new AbortController();
  res.once('close', () => hangUp.abort());
  try {
    sendResponse(res, await dispatch(runtime, req, AbortSignal.any([runtime.signal, hangUp.signal])));
  } catch (error) {
    if (error instanceof SimHttpError) {
      sendResponse(res, errorResponse(error), error.status === 413);
      return;
    }
    if (runtime.signal.aborted) return;
    runtime.ctx.logger.warn('gateway simulator: request failed', { url: req.url, error: String(error) });
    sendResponse(res, jsonResponse(500, { ok: false, error: 'internal_error', message: 'Simulator error' }));
  }
}

function createContext(
  options: GatewaySimulatorOptions,
  signal: AbortSignal,
): {
  ctx: SimulatorContext;
  books: ChannelBooks;
  setBaseUrl: (url: string) => void;
  setCallbackUrl: (url: string) => void;
} {
  let baseUrl = '';
  let callbackUrl = options.callbackUrl;
  const logger = options.logger ?? silentLogger;
  const deliveries: DeliveryRecord[] = [];
  const scheduler = options.scheduler ?? systemScheduler;
  const sendCallback = async (callback: GatewayCallback, copies: number): Promise<DeliveryOutcome[]> => {
    const url = callbackUrl;
    const target = { url, secret: options.callbackSecret, signal, logger, scheduler };
    const outcomes = await deliverCopies(target, callback, copies);
    for (const outcome of outcomes) deliveries.push({ ...outcome, callback, url });
    return outcomes;
  };
  const clock = new SimulatorClock(scheduler);
  const books = channelBooks(clock, options, () => baseUrl);
  const ctx: SimulatorContext = {
    clock,
    payouts: new PayoutBook(() => clock.nowMs()),
    faults: new FaultList(),
    logger,
    baseUrl: () => baseUrl,
    sendCallback,
    deliveries,
    payoutCallbackDelayMs: options.payoutCallbackDelayMs ?? DEFAULT_PAYOUT_CALLBACK_DELAY_MS,
    scheduler,
    signal,
  };
  return { ctx, books, setBaseUrl: (url) => (baseUrl = url), setCallbackUrl: (url) => (callbackUrl = url) };
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server, abort: AbortController): Promise<void> {
  // Aborting first ends delayed faults and callback retries, so close() is not kept waiting.
  abort.abort();
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

export async function startGatewaySimulator(options: GatewaySimulatorOptions): Promise<GatewaySimulator> {
  const delayMs = options.payoutCallbackDelayMs;
  if (delayMs !== undefined && (!Number.isSafeInteger(delayMs) || delayMs < 0)) {
    throw new Error('startGatewaySimulator: payoutCallbackDelayMs must be a non-negative integer');
  }
  const abort = new AbortController();
  const { ctx, books, setBaseUrl, setCallbackUrl } = createContext(options, abort.signal);
  const runtime: Runtime = {
    ctx,
    routes: [...channelRoutes(ctx, books), ...controlRoutes(ctx, rawPaymentTakers(books))],
    apiKeyDigest: sha256(`Bearer ${options.apiKey}`),
    signal: abort.signal,
  };
  const server = keepIdleConnections(createServer((req, res) => void handleRequest(runtime, req, res)));
  // Malformed HTTP never reaches a handler; answer it and keep serving.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  const host = options.host ?? DEFAULT_HOST;
  const port = await listen(server, options.port, host);
  const url = `http://${host}:${port}`;
  setBaseUrl(url);
  ctx.logger.info('gateway simulator: listening', { url });
  return {
    url,
    port,
    stop: () => closeServer(server, abort),
    books,
    payouts: ctx.payouts,
    faults: ctx.faults,
    deliveries: ctx.deliveries,
    setCallbackUrl,
  };
}
