import middy from '@middy/core';
import type * as z from 'zod';
import { config, localConveniences } from '../config';
import { systemClock, type Clock } from '../clock';
import { systemScheduler, type Scheduler } from '../scheduler';
import { errorEnvelopeMiddleware } from '../middleware/error-envelope';
import { idempotencyMiddleware, REPLAY_HEADER } from '../middleware/idempotency';
import { authenticateMiddleware, authorizeMiddleware, prefetchRequestReads } from '../middleware/authenticate';
import { freshReads } from '../store/request-reads';
import { requestRetryDeadline, withRetryCeiling } from '../store/retry';
import { RETRY_UNIT_RETRIES_MAX } from '../constants';
import { rateLimitMiddleware } from '../middleware/rate-limit';
import { validateMiddleware } from '../middleware/validate';
import { adminAuthMiddleware } from '../middleware/admin-auth';
import { logger, setCorrelationId } from '../logger';
import { observedInvocation } from './invocation';
import type { ApiEvent, ApiMiddleware, ApiResult, AppContext, RequestState } from './context';
import { header } from './context';
import {
  acceptsStreamedBody,
  attachmentApiResult,
  binaryApiResult,
  isAttachmentResult,
  isBinaryResult,
  operationResult,
  type AttachmentResult,
  type BinaryResult,
} from './response';
import type { RouteDefinition } from './route';
import { rawBodyText } from './validation';
import type { OperationResult } from './context';
import type { StoredResponse } from '../store/idempotency';

/** What the route's zod schema leaves after parsing: the typed body, query or path parameters. */
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/**
 * The request state as an operation sees it: body, query and path parameters typed from the
 * route row's own schemas (the validation middleware has parsed them before the operation runs).
 */
export type TypedState<R extends RouteDefinition> = Omit<RequestState, 'body' | 'query' | 'params'> & {
  body: Parsed<R['request']['body']>;
  query: Parsed<R['request']['query']>;
  params: Parsed<R['request']['params']>;
};

export type Operation<R extends RouteDefinition = RouteDefinition> = (
  state: TypedState<R>,
  event: ApiEvent,
) => Promise<OperationResult | AttachmentResult | BinaryResult>;

let clockOverride: Clock | undefined;
let schedulerOverride: Scheduler | undefined;
/**
 * Tests may drive handlers with their own clock, and run each request's unit of work on their own
 * scheduler (its retry backoff and deadline, the PIN wait); undefined for either is the system one.
 */
export function setHandlerClock(clock: Clock | undefined, scheduler?: Scheduler): void {
  clockOverride = clock;
  schedulerOverride = scheduler;
}

/**
 * In the local sandbox (`npm start`, tests: localConveniences) the caller is the first X-Forwarded-For
 * address; deployed, the address API Gateway saw (a header any caller can write is never trusted there).
 */
function sourceIp(event: ApiEvent): string {
  const forwarded = localConveniences(config()) ? header(event, 'x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || event.requestContext?.http?.sourceIp || 'unknown';
}

/**
 * When the request reached the API, on the service clock (which sandbox mode may have moved): the
 * service clock now less the time since API Gateway stamped it. A missing or future stamp counts as now.
 */
function arrivedAtMs(event: ApiEvent, clock: Clock): number {
  const wallNowMs = Date.now();
  const stampMs = event.requestContext?.timeEpoch;
  const sinceMs = typeof stampMs === 'number' && stampMs <= wallNowMs ? wallNowMs - stampMs : 0;
  return clock.nowMs() - sinceMs;
}

/** Builds the request state first, so every later failure (even a body that is too large) gets the envelope. */
function stateMiddleware(route: RouteDefinition): ApiMiddleware {
  return {
    before: async (request) => {
      const clock = clockOverride ?? systemClock;
      request.context.app = {
        route,
        clock,
        arrivedAtMs: arrivedAtMs(request.event, clock),
        sourceIp: sourceIp(request.event),
        rawBody: '',
        responseHeaders: {},
        pendingReads: route.auth === 'client' ? prefetchRequestReads(route, request.event) : undefined,
        reads: freshReads,
      };
    },
  };
}

/**
 * Reads the raw body (413 when too large). On merchant routes it runs after the rate limit, so an
 * oversize body is counted against the limit and its 413 carries the X-RateLimit-* headers too.
 */
function rawBodyMiddleware(): ApiMiddleware {
  return {
    before: async (request) => {
      const { route } = request.context.app;
      request.context.app.rawBody = rawBodyText(request.event.body, request.event.isBase64Encoded, route.bodyBytesMax);
    },
  };
}

/** The partner_reff a request names (path or body): the correlation id of its log lines (docs/ARCHITECTURE.md, section 11). */
function partnerReffOf(state: RequestState, event: ApiEvent): string | undefined {
  const fromPath = event.pathParameters?.partner_reff;
  if (fromPath !== undefined) return fromPath;
  const body = state.body as { partner_reff?: unknown } | undefined;
  return typeof body?.partner_reff === 'string' ? body.partner_reff : undefined;
}

/** After validation, so a body's partner_reff is known to be well formed before it marks any line. */
function correlationMiddleware(): ApiMiddleware {
  return {
    before: async (request) => {
      const partnerReff = partnerReffOf(request.context.app, request.event);
      if (partnerReff !== undefined) setCorrelationId(partnerReff);
    },
  };
}

/**
 * One line per request, whatever its outcome (the error envelope turns every failure into a
 * response): what an operator counts 5xx answers and latency by.
 */
function accessLogged<C>(route: RouteDefinition, handler: (event: ApiEvent, context: C) => Promise<ApiResult>) {
  return async (event: ApiEvent, context: C): Promise<ApiResult> => {
    const startedMs = performance.now();
    const result = await handler(event, context);
    const status = result.statusCode ?? 200;
    logger[status >= 500 ? 'warn' : 'info']('request handled', {
      route: route.id,
      status,
      duration_ms: Math.round(performance.now() - startedMs),
    });
    return result;
  };
}

/** What a handler may add to the shared stack. */
export interface ApiHandlerOptions {
  /** A gateway route's callback signature check (see apiHandler). */
  gatewayAuth?: ApiMiddleware;
  /** A dashboard route's user check (shared/middleware/user-auth.ts), passed by its handler like gatewayAuth. */
  userAuth?: ApiMiddleware;
  /** Turns the stored response of a key back into the answer, for a route that stores it sealed (secret rotation). */
  reviveReplay?: (stored: StoredResponse) => Promise<StoredResponse>;
}

function baseHandler<R extends RouteDefinition>(
  operation: Operation<R>,
  reviveReplay: ApiHandlerOptions['reviveReplay'],
) {
  return async (event: ApiEvent, context: AppContext): Promise<ApiResult> => {
    const state = context.app;
    if (state.replay !== undefined) {
      const replay = reviveReplay === undefined ? state.replay : await reviveReplay(state.replay);
      return {
        statusCode: replay.status,
        headers: { ...replay.headers, 'cache-control': 'no-store', [REPLAY_HEADER]: 'true' },
        body: replay.body,
      };
    }
    // The validation middleware parsed body, query and params with the row's schemas.
    const result = await operation(state as TypedState<R>, event);
    if (isBinaryResult(result)) return binaryApiResult(result);
    // A download is read to its end here, inside the stack, unless the invoker streams (see response.ts).
    return isAttachmentResult(result)
      ? attachmentApiResult(result, acceptsStreamedBody(context))
      : operationResult(result);
  };
}

/**
 * A merchant API handler: the operation wired into the shared stack, in this order of effect:
 * error envelope, rate limit, authentication and client checks, permission, validation, idempotency.
 * A gateway route's handler passes `options.gatewayAuth` (the callback signature check) itself: imported
 * here, it would put the gateway's credentials and the Secrets Manager client in every function. A
 * dashboard route's handler passes `options.userAuth` the same way (the membership reads).
 */
export function apiHandler<R extends RouteDefinition>(
  route: R,
  operation: Operation<R>,
  options: ApiHandlerOptions = {},
) {
  const { gatewayAuth, userAuth, reviveReplay } = options;
  if ((route.auth === 'gateway') !== (gatewayAuth !== undefined)) {
    throw new Error(`Route ${route.id}: gatewayAuth is for auth 'gateway' routes, and they need it`);
  }
  if ((route.auth === 'user') !== (userAuth !== undefined)) {
    throw new Error(`Route ${route.id}: userAuth is for auth 'user' routes, and they need it`);
  }
  const chain = middy<ApiEvent, ApiResult, Error, AppContext>(baseHandler(operation, reviveReplay))
    .use(errorEnvelopeMiddleware())
    .use(stateMiddleware(route));
  if (route.auth === 'client') {
    chain.use(rateLimitMiddleware()).use(rawBodyMiddleware()).use(authenticateMiddleware()).use(authorizeMiddleware());
  } else if (route.auth === 'payer') {
    // A payment page's customer has no credentials: the source's limit, as for a merchant (section 3).
    chain.use(rateLimitMiddleware()).use(rawBodyMiddleware());
  } else {
    chain.use(rawBodyMiddleware());
  }
  if (route.auth === 'admin') chain.use(adminAuthMiddleware());
  if (userAuth !== undefined) chain.use(userAuth);
  if (gatewayAuth !== undefined) chain.use(gatewayAuth);
  const handler = accessLogged(
    route,
    chain.use(validateMiddleware()).use(correlationMiddleware()).use(idempotencyMiddleware()),
  );
  // One request is one unit of work: its retries, in every loop it runs, share one ceiling and a
  // deadline that ends them while there is time to answer 503 and release the idempotency key.
  return observedInvocation((event: ApiEvent, context: AppContext) => {
    const scheduler = schedulerOverride ?? systemScheduler;
    return withRetryCeiling(
      () => handler(event, context),
      RETRY_UNIT_RETRIES_MAX,
      requestRetryDeadline(scheduler.nowMs(), context.getRemainingTimeInMillis?.()),
      scheduler,
    );
  });
}
