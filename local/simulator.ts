import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SIMULATOR_BODY_BYTES_MAX } from '../shared/constants';
import type { Scheduler } from '../shared/scheduler';
import type { SimulatorLogger } from './simulator/callbacks';
import { createSimulatorCore, type SimulatorCore } from './simulator/core';
import type { FaultList } from './simulator/faults';
import { errorResponse, jsonResponse, readBody, SimHttpError, sendResponse, type SimResponse } from './simulator/http';
import type { ChannelBooks, ChannelPartsOptions } from './simulator/parts';
import type { PayoutBook } from './simulator/payouts';
import type { DeliveryRecord } from './simulator/callbacks';
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
export { DEFAULT_PAYOUT_CALLBACK_DELAY_MS } from './simulator/core';

async function dispatch(core: SimulatorCore, req: IncomingMessage, signal: AbortSignal): Promise<SimResponse> {
  const url = new URL(req.url ?? '/', 'http://simulator');
  const rawBody = await readBody(req, SIMULATOR_BODY_BYTES_MAX);
  const response = await core.handle({
    method: req.method ?? 'GET',
    path: url.pathname,
    query: url.searchParams,
    authorization: req.headers.authorization,
    rawBody,
    signal,
  });
  // A payout the gateway never answers: held until the client gives up, the cap passes or the simulator stops.
  if (response.holdMs !== undefined) await core.ctx.scheduler.sleep(response.holdMs, signal).catch(() => undefined);
  return response;
}

async function handleRequest(core: SimulatorCore, req: IncomingMessage, res: ServerResponse): Promise<void> {
  // 'close' before the answer means the client hung up; a request held open must end with it.
  const hangUp = new AbortController();
  res.once('close', () => hangUp.abort());
  try {
    sendResponse(res, await dispatch(core, req, AbortSignal.any([core.ctx.signal, hangUp.signal])));
  } catch (error) {
    if (error instanceof SimHttpError) {
      sendResponse(res, errorResponse(error), error.status === 413);
      return;
    }
    if (core.ctx.signal.aborted) return;
    core.ctx.logger.warn('gateway simulator: request failed', { url: req.url, error: String(error) });
    sendResponse(res, jsonResponse(500, { ok: false, error: 'internal_error', message: 'Simulator error' }));
  }
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
  const core = createSimulatorCore({ ...options, signal: abort.signal });
  const server = keepIdleConnections(createServer((req, res) => void handleRequest(core, req, res)));
  // Malformed HTTP never reaches a handler; answer it and keep serving.
  server.on('clientError', (_error, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  const host = options.host ?? DEFAULT_HOST;
  const port = await listen(server, options.port, host);
  const url = `http://${host}:${port}`;
  core.setBaseUrl(url);
  core.ctx.logger.info('gateway simulator: listening', { url });
  return {
    url,
    port,
    stop: () => closeServer(server, abort),
    books: core.books,
    payouts: core.ctx.payouts,
    faults: core.ctx.faults,
    deliveries: core.ctx.deliveries,
    setCallbackUrl: core.setCallbackUrl,
  };
}
