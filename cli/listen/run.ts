/**
 * `listen --forward-to <url>`: polls the merchant's event feed and forwards every new event to a
 * local endpoint, signed as a real delivery, printing one line per event with the local answer.
 * Runs until Ctrl-C, or until it has forwarded `--exit-after` events.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { CommandContext } from '../context';
import { CliError, describeApiError, retryAfterSeconds } from '../http';
import { EventTracker, FEED_PAGE_SIZE, scanFeed, type FeedEvent, type FeedPage } from './feed';
import { forwardEvent, type ForwardResult } from './forward';

export interface ListenOptions {
  forwardTo: string;
  intervalMs: number;
  sinceNow: boolean;
  exitAfter?: number;
}

/** Without --since-now, listen first forwards this many of the latest events (oldest first). */
export const BACKLOG_EVENTS = 20;
/** The share of the API's per-minute request budget listen may use; the rest stays for your own calls. */
export const BUDGET_SHARE = 0.5;

/**
 * The delay between polls: the asked interval, stretched when it would use more than half of the
 * API's rate limit (X-RateLimit-Limit per minute and source address).
 */
export function pollDelayMs(intervalMs: number, limitPerMinute: number | undefined): number {
  if (limitPerMinute === undefined || limitPerMinute <= 0) return intervalMs;
  const budget = Math.max(1, Math.floor(limitPerMinute * BUDGET_SHARE));
  return Math.max(intervalMs, Math.ceil(60_000 / budget));
}

/** One output line: `2026-11-21 17:04:05 transaction.paid QR-123 -> 200 (12 ms)`. */
export function forwardLine(event: FeedEvent, result: ForwardResult, at: Date = new Date()): string {
  const answer = result.httpStatus === undefined ? `failed: ${result.error ?? 'no answer'}` : String(result.httpStatus);
  return `${localTime(at)} ${event.event} ${event.partner_reff ?? '-'} -> ${answer} (${result.latencyMs} ms)`;
}

function localTime(at: Date): string {
  const pad = (value: number): string => String(value).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())} ${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;
}

/** The feed, one page per call, remembering the rate limit the service announced. */
class FeedReader {
  limitPerMinute: number | undefined;
  constructor(private readonly context: CommandContext) {}

  readonly page = async (startingAfter: string | undefined): Promise<FeedPage> => {
    const query = { limit: FEED_PAGE_SIZE, ...(startingAfter === undefined ? {} : { starting_after: startingAfter }) };
    const { data, error, response } = await this.context.client.GET('/events', { params: { query } });
    const limit = Number(response.headers.get('x-ratelimit-limit'));
    if (Number.isSafeInteger(limit) && limit > 0) this.limitPerMinute = limit;
    if (data !== undefined) return data;
    throw new FeedError(
      response.status,
      describeApiError(response.status, error),
      retryAfterSeconds(response.headers.get('retry-after')),
    );
  };
}

class FeedError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly retryAfterSeconds: number | undefined,
  ) {
    super(message);
  }
}

/** What listen did: events the local endpoint accepted (2xx), and those it refused or never answered. */
export interface ListenTally {
  forwarded: number;
  failed: number;
}

/** A forward counts as done only when the endpoint answered 2xx, as the service judges a real delivery. */
export const forwardSucceeded = (result: ForwardResult): boolean =>
  result.httpStatus !== undefined && result.httpStatus >= 200 && result.httpStatus < 300;

/** `forwarded 3 event(s)`, `forwarded 1 event(s), failed 2`. */
export function listenSummary(tally: ListenTally): string {
  return `forwarded ${tally.forwarded} event(s)${tally.failed > 0 ? `, failed ${tally.failed}` : ''}`;
}

/** Runs the listener; resolves with what it forwarded and what failed when stopped. */
export async function listen(
  context: CommandContext,
  options: ListenOptions,
  stop: AbortSignal,
  print: (line: string) => void,
): Promise<ListenTally> {
  const reader = new FeedReader(context);
  const tracker = new EventTracker();
  const tally: ListenTally = { forwarded: 0, failed: 0 };
  // --exit-after counts every event handed to the endpoint, whatever it answered.
  const done = (): boolean =>
    stop.aborted || (options.exitAfter !== undefined && tally.forwarded + tally.failed >= options.exitAfter);

  // Everything the first scan sees counts as handed over; without --since-now the newest
  // BACKLOG_EVENTS of it are forwarded first.
  const initial = tracker.take(await scanOrExplain(reader, options.sinceNow ? 0 : BACKLOG_EVENTS));
  const backlog = options.sinceNow ? [] : initial.slice(-BACKLOG_EVENTS);
  const delayMs = pollDelayMs(options.intervalMs, reader.limitPerMinute);
  context.note(startBanner(context, options, delayMs, backlog.length, reader.limitPerMinute));

  let pending = backlog;
  while (!done()) {
    for (const event of pending) {
      if (done()) break;
      const result = await forwardEvent(event, options.forwardTo, context.clientSecret, stop);
      // An event cut short by Ctrl-C is not reported as answered.
      if (stop.aborted) break;
      print(forwardLine(event, result));
      if (forwardSucceeded(result)) tally.forwarded += 1;
      else tally.failed += 1;
    }
    if (done()) break;
    await sleep(pollDelayMs(options.intervalMs, reader.limitPerMinute), undefined, { signal: stop }).catch(
      () => undefined,
    );
    if (stop.aborted) break;
    pending = await nextEvents(reader, tracker, context, stop);
  }
  return tally;
}

function startBanner(
  context: CommandContext,
  options: ListenOptions,
  delayMs: number,
  backlog: number,
  limit: number | undefined,
): string {
  const pace =
    delayMs > options.intervalMs
      ? `every ${delayMs} ms (half of the API's ${limit} requests a minute)`
      : `every ${delayMs} ms`;
  const replay = options.sinceNow ? 'new events only' : `the latest ${backlog} event(s) first, then new ones`;
  return `Listening for ${context.clientId}'s events on ${context.baseUrl}, polling ${pace}; forwarding ${replay} to ${options.forwardTo}. Ctrl-C stops.`;
}

/** The first scan: a failure here (bad credentials, no service) ends the command with its reason. */
async function scanOrExplain(reader: FeedReader, keepNewest: number): Promise<FeedEvent[]> {
  try {
    return await scanFeed(reader.page, undefined, keepNewest);
  } catch (error) {
    if (error instanceof FeedError) throw new CliError(`GET /api/v1/events: ${error.message}`);
    throw error;
  }
}

/**
 * The events of one poll. Once listening, a failed poll is reported and retried at the next one
 * (the stack may be restarting), except a refusal of the credentials, which no retry will cure.
 */
async function nextEvents(
  reader: FeedReader,
  tracker: EventTracker,
  context: CommandContext,
  stop: AbortSignal,
): Promise<FeedEvent[]> {
  try {
    return tracker.take(await scanFeed(reader.page, tracker.horizonMs()));
  } catch (error) {
    if (stop.aborted) return [];
    if (error instanceof FeedError && (error.status === 401 || error.status === 403))
      throw new CliError(`GET /api/v1/events: ${error.message}`);
    context.note(`poll failed (${describeFailure(error)}); trying again`);
    if (error instanceof FeedError && error.retryAfterSeconds !== undefined) {
      await sleep(error.retryAfterSeconds * 1000, undefined, { signal: stop }).catch(() => undefined);
    }
    return [];
  }
}

/** The cause undici hides behind "fetch failed" (ECONNREFUSED while the stack is down). */
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause as { code?: unknown } | undefined;
  return typeof cause?.code === 'string' ? `${error.message}: ${cause.code}` : error.message;
}
