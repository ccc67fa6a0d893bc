import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, SQSEvent } from 'aws-lambda';
import { SIMULATOR_BODY_BYTES_MAX } from '../../../shared/constants';
import type { SimResponse } from '../http';
import { SimulatorSessions, type SessionDeps } from './session';

/**
 * The deployed gateway simulator (DESIGN 18): the HTTP API's `$default` route family answered by
 * the simulator core, one request at a time over the saved state (./session.ts), and the due
 * tasks' SQS messages. Clock, scheduler, AWS clients and credentials come in as arguments
 * (./environment.ts builds them from the function's environment).
 */
export interface SimulatorRuntime {
  http(event: APIGatewayProxyEventV2, remainingMs?: number): Promise<APIGatewayProxyStructuredResultV2>;
  due(event: SQSEvent, remainingMs?: number): Promise<void>;
}

/** Used when the invocation does not say how long it has left (a test). */
const DEFAULT_REMAINING_MS = 30_000;
/** A payout held open ends this long before the function would time out. */
export const HOLD_MARGIN_MS = 3_000;
const QR_IMAGE_PATH = /^\/qr\/[^/]+\.png$/;
const CLOCK_ADVANCE_PATH = '/control/clock/advance';

const sha256 = (value: string): Buffer => createHash('sha256').update(value, 'utf8').digest();

function json(statusCode: number, body: unknown): APIGatewayProxyStructuredResultV2 {
  return { statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
}

function toResult(response: SimResponse): APIGatewayProxyStructuredResultV2 {
  if (response.binary === undefined) {
    const result = json(response.status, response.json);
    return response.json === undefined ? { ...result, body: '' } : result;
  }
  return {
    statusCode: response.status,
    headers: { 'content-type': response.binary.contentType },
    body: response.binary.data.toString('base64'),
    isBase64Encoded: true,
  };
}

function rawBodyOf(event: APIGatewayProxyEventV2): string {
  if (event.body === undefined) return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** Refusals made before the lease is asked for: they read no state, so they wait for no one. */
async function refusal(
  deps: SessionDeps,
  event: APIGatewayProxyEventV2,
  rawBody: string,
): Promise<APIGatewayProxyStructuredResultV2 | undefined> {
  const path = event.rawPath;
  if (Buffer.byteLength(rawBody, 'utf8') > SIMULATOR_BODY_BYTES_MAX) {
    return json(413, {
      ok: false,
      error: 'payload_too_large',
      message: `The body exceeds ${SIMULATOR_BODY_BYTES_MAX} bytes`,
    });
  }
  if (QR_IMAGE_PATH.test(path)) return undefined;
  const given = sha256(event.headers.authorization ?? '');
  if (!timingSafeEqual(given, sha256(`Bearer ${await deps.apiKey()}`))) {
    return json(401, { ok: false, error: 'unauthorized', message: 'Invalid API key' });
  }
  if (path === CLOCK_ADVANCE_PATH) {
    return json(403, {
      ok: false,
      error: 'forbidden',
      message:
        'The deployed sandbox shares one clock: it cannot be advanced. Run the local stack (npm start) to move time.',
    });
  }
  return undefined;
}

const busy = (): APIGatewayProxyStructuredResultV2 =>
  json(503, { ok: false, error: 'busy', message: 'The simulator is busy; try again' });

function dueIds(event: SQSEvent): string[] {
  return event.Records.flatMap((record) => {
    try {
      const { id } = JSON.parse(record.body) as { id?: unknown };
      return typeof id === 'string' ? [id] : [];
    } catch {
      return [];
    }
  });
}

async function http(
  deps: SessionDeps,
  sessions: SimulatorSessions,
  event: APIGatewayProxyEventV2,
  remainingMs: number,
): Promise<APIGatewayProxyStructuredResultV2> {
  const { scheduler } = deps;
  const startMs = scheduler.nowMs();
  const rawBody = rawBodyOf(event);
  const refused = await refusal(deps, event, rawBody);
  if (refused !== undefined) return refused;
  const signal = new AbortController().signal;
  const answer = await sessions
    .run({
      remainingMs,
      baseUrl: `https://${event.requestContext.domainName}`,
      work: (core) =>
        core.handle({
          method: event.requestContext.http.method,
          path: event.rawPath,
          query: new URLSearchParams(event.rawQueryString),
          authorization: event.headers.authorization,
          rawBody,
          signal,
        }),
    })
    .catch((error: unknown) => {
      deps.logger.warn('gateway simulator: request failed', { path: event.rawPath, error: String(error) });
      return 'failed' as const;
    });
  if (answer === 'failed') return json(500, { ok: false, error: 'internal_error', message: 'Simulator error' });
  if (answer === 'busy') return busy();
  const response = answer.result;
  // Held after the state is saved and the lease released, and never past the function's time.
  if (response.holdMs !== undefined) {
    const leftMs = remainingMs - (scheduler.nowMs() - startMs) - HOLD_MARGIN_MS;
    await scheduler.sleep(Math.max(0, Math.min(response.holdMs, leftMs)));
  }
  return toResult(response);
}

/** The most due tasks one invocation runs (their callbacks side by side); the rest run with the next message. */
export const DUE_TASKS_PER_INVOCATION_MAX = 20;

/**
 * Runs every task of the state that is due, oldest first (the messages' own, and any whose message
 * was lost), and sends a named task that is not yet due again. A task runs once: it leaves the state
 * saved after it ran, so a message delivered twice, or after its task ran, finds nothing to do.
 */
async function due(sessions: SimulatorSessions, event: SQSEvent, remainingMs: number): Promise<void> {
  // A message delivered twice in one batch names its task once.
  const ids = [...new Set(dueIds(event))];
  if (ids.length === 0) return;
  const answer = await sessions.run({
    remainingMs,
    baseUrl: '',
    work: async (core) => {
      const nowMs = core.ctx.clock.nowMs();
      const early = ids.flatMap((id) => {
        const entry = core.due.get(id);
        return entry !== undefined && entry.dueAtMs > nowMs ? [entry] : [];
      });
      await sessions.sendDue(early, nowMs);
      const dueNow = core.due
        .snapshot()
        .filter((entry) => entry.dueAtMs <= nowMs)
        .sort((a, b) => a.dueAtMs - b.dueAtMs)
        .slice(0, DUE_TASKS_PER_INVOCATION_MAX);
      // Each task ends its record synchronously, so they run side by side: their callbacks' retries overlap.
      await Promise.all(
        dueNow.map((entry) => {
          core.due.take(entry.id);
          return core.runDue(entry);
        }),
      );
    },
  });
  // Thrown so SQS delivers the batch again.
  if (answer === 'busy') throw new Error('gateway simulator: busy, the due tasks wait for the next delivery');
}

export function createSimulatorRuntime(deps: SessionDeps): SimulatorRuntime {
  const sessions = new SimulatorSessions(deps);
  return {
    http: (event, remainingMs = DEFAULT_REMAINING_MS) => http(deps, sessions, event, remainingMs),
    due: (event, remainingMs = DEFAULT_REMAINING_MS) => due(sessions, event, remainingMs),
  };
}
