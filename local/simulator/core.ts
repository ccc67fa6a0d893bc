import { createHash, timingSafeEqual } from 'node:crypto';
import type { GatewayCallback } from '../../shared/gateway/port';
import { systemScheduler, type Scheduler } from '../../shared/scheduler';
import { deliverCopies, type DeliveryOutcome, type DeliveryRecord, type SimulatorLogger } from './callbacks';
import { SimulatorClock } from './clock';
import type { SimulatorContext } from './context';
import { controlRoutes } from './control-api';
import { DueList, type DueEntry, type DueTask } from './due';
import { FaultList } from './faults';
import {
  decodeParam,
  errorResponse,
  jsonResponse,
  parseJson,
  SimHttpError,
  type Route,
  type RouteKind,
  type SimResponse,
} from './http';
import { channelBooks, channelRoutes, rawPaymentTakers, type ChannelBooks, type ChannelPartsOptions } from './parts';
import { finishPayout } from './payout-api';
import { PayoutBook } from './payouts';
import { finishRefund } from './refunds-api';
import { restoreState, snapshotState, type SimulatorState } from './state';

/**
 * The gateway simulator without a transport: its context, books and routes, answering one request
 * at a time. The local HTTP server (../simulator.ts) and the deployed Lambda functions
 * (./lambda/runtime.ts) are two transports over it.
 */
export interface SimulatorCoreOptions extends ChannelPartsOptions {
  apiKey: string;
  callbackSecret: string;
  callbackUrl: string;
  logger?: SimulatorLogger | undefined;
  /** How long a pending payout (destination ending 2222 or 3333) waits before it ends and calls back. */
  payoutCallbackDelayMs?: number | undefined;
  /** The simulator's time: its clock and every delay it plays (shared/scheduler.ts). */
  scheduler?: Scheduler | undefined;
  /** Aborted when the simulator stops: ends delayed faults, due tasks and callback retries. */
  signal: AbortSignal;
  /** Which routes need the bearer key: 'api' alone locally (the default); deployed, all but 'public'. */
  authenticated?: readonly RouteKind[];
  /**
   * 'scheduler' (the default): a due task waits on the scheduler in this process. 'durable': it is
   * kept in the state's due list, for the deployed runtime to send and run (./due.ts).
   */
  dueTasks?: 'scheduler' | 'durable';
  /** Where a callback goes out; the signed HTTP POST with retries to callbackUrl unless given. */
  deliver?: (callback: GatewayCallback, copies: number, url: string) => Promise<DeliveryOutcome[]>;
}

/** One request, as any transport received it. */
export interface SimRequest {
  method: string;
  /** The URL's path alone. */
  path: string;
  query: URLSearchParams;
  authorization: string | undefined;
  rawBody: string;
  /** Aborted when the client hangs up or the simulator stops. */
  signal: AbortSignal;
}

export interface SimulatorCore {
  ctx: SimulatorContext;
  books: ChannelBooks;
  due: DueList;
  /** A SimHttpError becomes its JSON answer; any other error is thrown to the transport. */
  handle(request: SimRequest): Promise<SimResponse>;
  /** Plays a due task (a pending payout or refund ending and calling back). */
  runDue(entry: DueEntry): Promise<void>;
  /** Without the records older than `keepFromMs` when given (./state.ts). */
  snapshot(keepFromMs?: number): SimulatorState;
  restore(state: SimulatorState): void;
  setBaseUrl: (url: string) => void;
  setCallbackUrl: (url: string) => void;
}

/** How long a pending payout waits unless payoutCallbackDelayMs says otherwise. */
export const DEFAULT_PAYOUT_CALLBACK_DELAY_MS = 2_000;
const silentLogger: SimulatorLogger = { info: () => undefined, warn: () => undefined };

const sha256 = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

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
/** The delay ends with the simulator, not with the client: an abandoned request is still served once it is over, as a slow gateway would. */
async function applyFault(ctx: SimulatorContext, path: string): Promise<SimResponse | undefined> {
  const fault = ctx.faults.take(path);
  if (fault === undefined) return undefined;
  if (fault.delayMs > 0) await ctx.scheduler.sleep(fault.delayMs, ctx.signal);
  if (fault.status === null) return undefined;
  return jsonResponse(fault.status, {
    ok: false,
    error: 'simulated_fault',
    message: `Simulated fault ${fault.status}`,
  });
}

interface Parts {
  ctx: SimulatorContext;
  books: ChannelBooks;
  due: DueList;
  urls: { base: string; callback: string };
}

function runTask(parts: Parts, task: DueTask): Promise<unknown> {
  if (task.kind === 'payout-callback') return finishPayout(parts.ctx, task.partnerReff, task.outcome);
  return finishRefund(parts.ctx, parts.books.refunds, task.refundId, 'succeeded');
}

/** Locally a due task waits on the scheduler, as a timer; the simulator's stop ends the wait. */
function laterOn(parts: () => Parts, options: SimulatorCoreOptions, scheduler: Scheduler, logger: SimulatorLogger) {
  return (delayMs: number, task: DueTask): void => {
    const { signal } = options;
    if (options.dueTasks === 'durable') {
      const { ctx, due } = parts();
      due.add(task, ctx.clock.nowMs() + delayMs);
      return;
    }
    scheduler
      .sleep(delayMs, signal)
      .then(() => runTask(parts(), task))
      .catch((error: unknown) => {
        const what = task.kind === 'payout-callback' ? 'a payout' : 'a refund';
        if (!signal.aborted) logger.warn(`gateway simulator: ending ${what} failed`, { error: String(error) });
      });
  };
}

function buildParts(options: SimulatorCoreOptions): Parts {
  const urls = { base: '', callback: options.callbackUrl };
  const logger = options.logger ?? silentLogger;
  const deliveries: DeliveryRecord[] = [];
  const scheduler = options.scheduler ?? systemScheduler;
  const { signal } = options;
  const deliver =
    options.deliver ??
    ((callback: GatewayCallback, copies: number, url: string) =>
      deliverCopies({ url, secret: options.callbackSecret, signal, logger, scheduler }, callback, copies));
  const sendCallback = async (callback: GatewayCallback, copies: number): Promise<DeliveryOutcome[]> => {
    const url = urls.callback;
    const outcomes = await deliver(callback, copies, url);
    for (const outcome of outcomes) deliveries.push({ ...outcome, callback, url });
    return outcomes;
  };
  const clock = new SimulatorClock(scheduler);
  const books = channelBooks(clock, options, () => urls.base);
  const later = laterOn(() => parts, options, scheduler, logger);
  const ctx: SimulatorContext = {
    clock,
    payouts: new PayoutBook(() => clock.nowMs()),
    faults: new FaultList(),
    logger,
    baseUrl: () => urls.base,
    sendCallback,
    deliveries,
    payoutCallbackDelayMs: options.payoutCallbackDelayMs ?? DEFAULT_PAYOUT_CALLBACK_DELAY_MS,
    scheduler,
    signal,
    later,
  };
  const parts: Parts = { ctx, books, due: new DueList(), urls };
  return parts;
}

export function createSimulatorCore(options: SimulatorCoreOptions): SimulatorCore {
  const parts = buildParts(options);
  const { ctx, books, due } = parts;
  const routes = [...channelRoutes(ctx, books), ...controlRoutes(ctx, rawPaymentTakers(books))];
  const apiKeyDigest = sha256(`Bearer ${options.apiKey}`);
  const authenticated = options.authenticated ?? ['api'];
  const holders = { clock: ctx.clock, books, payouts: ctx.payouts, faults: ctx.faults, due };
  const dispatch = async (request: SimRequest): Promise<SimResponse> => {
    const { route, params } = matchRoute(routes, request.method, request.path);
    if (route.kind === 'api') {
      const faulted = await applyFault(ctx, request.path);
      if (faulted !== undefined) return faulted;
    }
    // Compared as digests so the comparison takes the same time whatever the header holds.
    if (authenticated.includes(route.kind) && !timingSafeEqual(sha256(request.authorization ?? ''), apiKeyDigest)) {
      throw new SimHttpError(401, 'unauthorized', 'Invalid API key');
    }
    const body = request.method === 'GET' ? undefined : parseJson(request.rawBody);
    return route.handle({ params, query: request.query, body, signal: request.signal });
  };
  return {
    ctx,
    books,
    due,
    handle: (request) =>
      dispatch(request).catch((error: unknown) => {
        if (error instanceof SimHttpError) return errorResponse(error);
        throw error;
      }),
    runDue: async (entry) => void (await runTask(parts, entry.task)),
    snapshot: (keepFromMs) => snapshotState(holders, keepFromMs),
    restore: (state) => restoreState(holders, state),
    setBaseUrl: (url) => (parts.urls.base = url),
    setCallbackUrl: (url) => (parts.urls.callback = url),
  };
}
