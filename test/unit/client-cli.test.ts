import { createServer } from 'node:http';
import fc from 'fast-check';
import { verifyWebhook } from '../../client/verify-webhook';
import { CsvRecordCounter, formatBytes, progressText } from '../../cli/export';
import { describeApiError, rateLimitedFetch, retryAfterSeconds } from '../../cli/http';
import { EventTracker, LOOKBACK_MS, scanFeed, type FeedEvent, type FeedPage } from '../../cli/listen/feed';
import { webhookBody, webhookHeaders } from '../../cli/listen/forward';
import { spawn } from 'node:child_process';
import { CliError } from '../../cli/http';
import { forwardLine, forwardSucceeded, listenSummary, pollDelayMs } from '../../cli/listen/run';
import { EVENTS, orderPhone, scenarioFor } from '../../cli/trigger';
import { buildOpenApiDocument } from '../../shared/openapi';
import { ManualScheduler } from '../support/scheduler';
import { CLI_CWD, cliCommand } from '../support/cli-command';

const BASE_MS = Date.parse('2026-11-21T10:00:00+07:00');

/** A feed event created `offsetSeconds` after BASE_MS. */
function event(id: string, offsetSeconds: number): FeedEvent {
  const createdAt = new Date(BASE_MS + offsetSeconds * 1000).toISOString();
  return {
    id,
    event: 'transaction.paid',
    partner_reff: `QR-${id}`,
    created_at: createdAt,
    payload: { event: 'webhook.ping', sent_at: createdAt },
  };
}

/** GET /events over a list held newest first, paged like the service (starting_after = older than). */
function feedOf(
  events: () => FeedEvent[],
  pageSize = 3,
): { fetchPage: (after: string | undefined) => Promise<FeedPage>; calls: Array<string | undefined> } {
  const calls: Array<string | undefined> = [];
  return {
    calls,
    fetchPage: async (after) => {
      calls.push(after);
      const all = events();
      const start = after === undefined ? 0 : all.findIndex((candidate) => candidate.id === after) + 1;
      return { data: all.slice(start, start + pageSize), has_more: start + pageSize < all.length };
    },
  };
}

describe('listen: following the event feed', () => {
  it('hands over every event once, oldest first, across polls', async () => {
    let feed = [event('b', 2), event('a', 1)];
    const { fetchPage } = feedOf(() => feed);
    const tracker = new EventTracker();
    expect(tracker.take(await scanFeed(fetchPage, tracker.horizonMs())).map((e) => e.id)).toEqual(['a', 'b']);
    feed = [event('d', 4), event('c', 3), ...feed];
    expect(tracker.take(await scanFeed(fetchPage, tracker.horizonMs())).map((e) => e.id)).toEqual(['c', 'd']);
    expect(tracker.take(await scanFeed(fetchPage, tracker.horizonMs()))).toEqual([]);
  });

  it('still hands over an event that became visible after a newer one (within the lookback)', async () => {
    let feed = [event('newer', 10)];
    const { fetchPage } = feedOf(() => feed);
    const tracker = new EventTracker();
    tracker.take(await scanFeed(fetchPage, tracker.horizonMs()));
    feed = [event('newer', 10), event('late', 9)];
    expect(tracker.take(await scanFeed(fetchPage, tracker.horizonMs())).map((e) => e.id)).toEqual(['late']);
  });

  it('pages back through a burst until it reaches the horizon, and no further', async () => {
    const feed = Array.from({ length: 10 }, (_, index) => event(`e${9 - index}`, 9 - index));
    const { fetchPage, calls } = feedOf(() => feed, 3);
    const scanned = await scanFeed(fetchPage, BASE_MS + 4_000);
    expect(scanned.map((e) => e.id)).toEqual(['e9', 'e8', 'e7', 'e6', 'e5', 'e4']);
    expect(calls).toEqual([undefined, 'e7', 'e4']);
  });

  it('looks back LOOKBACK_MS from the newest event on the first scan', async () => {
    const feed = [event('now', 0), event('recent', -LOOKBACK_MS / 1000 + 1), event('old', -LOOKBACK_MS / 1000 - 1)];
    const { fetchPage } = feedOf(() => feed, 100);
    expect((await scanFeed(fetchPage, undefined)).map((e) => e.id)).toEqual(['now', 'recent']);
  });

  it('keeps the newest events asked for (the start-up backlog) even when they are older than the lookback', async () => {
    const feed = [
      event('today', 0),
      event('yesterday', -86_400),
      event('last-week', -7 * 86_400),
      event('last-month', -29 * 86_400),
    ];
    const { fetchPage, calls } = feedOf(() => feed, 2);
    expect((await scanFeed(fetchPage, undefined, 3)).map((e) => e.id)).toEqual(['today', 'yesterday', 'last-week']);
    expect(calls).toEqual([undefined, 'yesterday']);
    const tracker = new EventTracker();
    expect(tracker.take(await scanFeed(fetchPage, undefined, 3)).map((e) => e.id)).toEqual([
      'last-week',
      'yesterday',
      'today',
    ]);
    expect(tracker.take(await scanFeed(fetchPage, tracker.horizonMs()))).toEqual([]);
  });

  it('forgets ids older than the horizon, so memory stays bounded on a long run', () => {
    const tracker = new EventTracker();
    for (let second = 0; second < 600; second += 1) tracker.take([event(`e${second}`, second)]);
    expect(tracker.size()).toBeLessThanOrEqual(LOOKBACK_MS / 1000 + 1);
  });

  it('never hands over an event twice, whatever order and overlap the scans have (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 8 }), { maxLength: 10 }), (scans) => {
        const tracker = new EventTracker();
        const handed: string[] = [];
        for (const scan of scans) {
          const newestFirst = [...new Set(scan)].sort((a, b) => b - a).map((second) => event(`e${second}`, second));
          handed.push(...tracker.take(newestFirst).map((e) => e.id));
        }
        expect(new Set(handed).size).toBe(handed.length);
      }),
    );
  });
});

describe('listen: pacing and output', () => {
  it.each([
    [1000, undefined, 1000],
    [1000, 60, 2000],
    [1000, 600, 1000],
    [5000, 60, 5000],
    [100, 6000, 100],
    [1000, 1, 60_000],
  ])(
    'polls every max(%p ms, half the rate limit) with a limit of %p a minute: %p ms',
    (intervalMs, limit, expected) => {
      expect(pollDelayMs(intervalMs, limit)).toBe(expected);
    },
  );

  it('prints one line per event: time, event, partner_reff, the local answer and latency', () => {
    const at = new Date(2026, 10, 21, 17, 4, 5);
    expect(forwardLine(event('a', 0), { httpStatus: 200, latencyMs: 12 }, at)).toBe(
      '2026-11-21 17:04:05 transaction.paid QR-a -> 200 (12 ms)',
    );
    expect(forwardLine({ ...event('b', 0), partner_reff: null }, { error: 'ECONNREFUSED', latencyMs: 1 }, at)).toBe(
      '2026-11-21 17:04:05 transaction.paid - -> failed: ECONNREFUSED (1 ms)',
    );
  });

  it('forwards the exact payload JSON, signed so that verifyWebhook accepts both schemes', () => {
    const original =
      '{"event":"transaction.paid","partner_reff":"QR-1","transaction":{"amount":50000,"fees":{"total_fee":500},"paid_at":null,"note":"Café \\"Budi\\""}}';
    const fed: FeedEvent = { ...event('x', 0), payload: JSON.parse(original) as FeedEvent['payload'] };
    const body = webhookBody(fed);
    expect(body).toBe(original);
    const nowSeconds = Math.floor(BASE_MS / 1000);
    const headers = webhookHeaders(fed, body, 'the-secret', nowSeconds);
    expect(headers).toMatchObject({
      'Content-Type': 'application/json',
      'X-Webhook-Event': 'transaction.paid',
      'X-Webhook-Delivery': 'x',
      'X-Webhook-Timestamp': String(nowSeconds),
    });
    expect(verifyWebhook(body, headers, 'the-secret', { nowSeconds })).toEqual({
      ok: true,
      scheme: 'v2',
      replayProtected: true,
      timestampSeconds: nowSeconds,
    });
    const { 'X-Webhook-Signature-V2': _v2, 'X-Webhook-Timestamp': _timestamp, ...v1Only } = headers;
    expect(verifyWebhook(body, v1Only, 'the-secret', { nowSeconds, allowV1: true })).toEqual({
      ok: true,
      scheme: 'v1',
      replayProtected: false,
    });
  });
});

describe('export: progress', () => {
  it('counts CSV rows across chunk boundaries, line breaks inside quoted fields not counted', () => {
    const csv = 'partner_reff,description\r\nQR-1,"two\r\nlines"\r\nQR-2,"say ""hi"", ok"\r\nQR-3,last';
    for (let split = 0; split <= csv.length; split += 1) {
      const counter = new CsvRecordCounter();
      counter.push(Buffer.from(csv.slice(0, split)));
      counter.push(Buffer.from(csv.slice(split)));
      expect(counter.total()).toBe(4);
      expect(counter.bytes).toBe(Buffer.byteLength(csv));
    }
  });

  it('reports data rows (not the header) and human sizes', () => {
    const counter = new CsvRecordCounter();
    counter.push(Buffer.from('h\r\n' + 'row\r\n'.repeat(1234)));
    expect(progressText(counter)).toBe('1,234 rows, 6.0 KB');
    expect([formatBytes(0), formatBytes(1023), formatBytes(1536), formatBytes(5 * 1024 * 1024)]).toEqual([
      '0 B',
      '1023 B',
      '1.5 KB',
      '5.0 MB',
    ]);
    expect(progressText(new CsvRecordCounter())).toBe('0 rows, 0 B');
  });
});

describe('trigger: sandbox destinations', () => {
  it('makes a fresh phone number per order, ending 7 (delivered) or 0000 (refused)', () => {
    const numbers = Array.from({ length: 50 }, () => orderPhone('delivered'));
    for (const phone of numbers) expect(phone).toMatch(/^0812\d{6}7$/);
    expect(new Set(numbers).size).toBeGreaterThan(45);
    expect(orderPhone('refused', () => 0.5)).toBe('08125550000');
  });
});

describe('requests: rate limiting and errors', () => {
  it('reads Retry-After as seconds it is willing to wait', () => {
    expect([
      retryAfterSeconds('7'),
      retryAfterSeconds('0'),
      retryAfterSeconds('61'),
      retryAfterSeconds('soon'),
      retryAfterSeconds(null),
    ]).toEqual([7, 1, undefined, undefined, undefined]);
  });

  it('describes an API error envelope on one line', () => {
    expect(
      describeApiError(422, {
        ok: false,
        error: 'validation_failed',
        message: 'The request is invalid',
        errors: { amount: ['Too small', 'Not an integer'] },
      }),
    ).toBe('422 validation_failed: The request is invalid (amount: Too small; Not an integer)');
    expect(describeApiError(502, 'Bad Gateway')).toBe('HTTP 502: Bad Gateway');
  });

  it('waits out a 429 and sends the same request again, body included', async () => {
    const bodies: string[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        bodies.push(body);
        if (bodies.length === 1)
          response.writeHead(429, { 'retry-after': '1' }).end('{"ok":false,"error":"rate_limited"}');
        else response.writeHead(201).end('{"ok":true}');
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      const waits: number[] = [];
      // The wait passes on a clock the test moves: the request goes again only once 1 s has passed.
      const time = new ManualScheduler();
      const fetching = rateLimitedFetch(
        (seconds) => waits.push(seconds),
        undefined,
        (ms, signal) => time.sleep(ms, signal),
      )(new Request(`http://127.0.0.1:${port}/qris`, { method: 'POST', body: '{"amount":10000}' }));
      await time.waitForSleepers(1, 1_000);
      await time.advance(999);
      expect(bodies).toEqual(['{"amount":10000}']);
      await time.advance(1);
      const response = await fetching;
      expect(response.status).toBe(201);
      expect(waits).toEqual([1]);
      expect(bodies).toEqual(['{"amount":10000}', '{"amount":10000}']);
    } finally {
      await new Promise((done) => server.close(done));
    }
  });
});

describe('trigger: webhook event names and channels', () => {
  it('takes exactly the webhook event names the OpenAPI document lists under x-webhooks', () => {
    expect(Object.keys(EVENTS).sort()).toEqual(Object.keys(buildOpenApiDocument()['x-webhooks'] as object).sort());
  });

  it.each([
    ['transaction.paid', ['qris', 'va', 'transfer', 'ewallet']],
    ['transaction.failed', ['qris', 'transfer', 'ewallet']],
    ['transaction.expired', ['qris']],
    ['transaction.cancelled', ['qris']],
    ['refund.succeeded', ['qris', 'va']],
    ['refund.failed', ['qris', 'va']],
  ])('offers %s through the channels %j, the first by default', (event, channels) => {
    expect(Object.keys(EVENTS[event]!.channels)).toEqual(channels);
    expect(scenarioFor(event, undefined)).toBe(EVENTS[event]!.channels[channels[0]!]!.run);
    for (const channel of channels) expect(scenarioFor(event, channel)).toBe(EVENTS[event]!.channels[channel]!.run);
  });

  it.each([
    [
      'an unknown event',
      'qris.paid',
      undefined,
      /^Unknown event qris\.paid: one of transaction\.paid, transaction\.failed, /,
    ],
    [
      'a channel the event does not have',
      'transaction.expired',
      'transfer',
      /^transaction\.expired has no channel transfer: one of qris$/,
    ],
    [
      'a channel of an event with one channel',
      'va.paid',
      'qris',
      /^va\.paid has no channel qris: one of dedicated_va$/,
    ],
  ])('refuses %s as a usage error (exit code 2)', (_label, event, channel, message) => {
    let thrown: unknown;
    try {
      scenarioFor(event, channel);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(CliError);
    expect({ exitCode: (thrown as CliError).exitCode, message: (thrown as CliError).message }).toEqual({
      exitCode: 2,
      message: expect.stringMatching(message),
    });
  });
});

describe('listen: an honest summary', () => {
  it.each([
    [{ httpStatus: 200, latencyMs: 3 }, true],
    [{ httpStatus: 204, latencyMs: 3 }, true],
    [{ httpStatus: 301, latencyMs: 3 }, false],
    [{ httpStatus: 401, latencyMs: 3 }, false],
    [{ httpStatus: 500, latencyMs: 3 }, false],
    [{ error: 'ECONNREFUSED', latencyMs: 1 }, false],
  ])('counts %j as forwarded: %s', (result, succeeded) => {
    expect(forwardSucceeded(result)).toBe(succeeded);
  });

  it.each([
    [{ forwarded: 3, failed: 0 }, 'forwarded 3 event(s)'],
    [{ forwarded: 0, failed: 3 }, 'forwarded 0 event(s), failed 3'],
    [{ forwarded: 1, failed: 2 }, 'forwarded 1 event(s), failed 2'],
  ])('summarises %j as "%s"', (tally, summary) => {
    expect(listenSummary(tally)).toBe(summary);
  });
});

/** The CLI as `npm run cli --` runs it, without a service: usage is checked before any call. */
function runCli(args: string[]): Promise<{ status: number | null; stderr: string }> {
  const { command, args: argv } = cliCommand(['--base-url', 'http://127.0.0.1:9', ...args]);
  const child = spawn(command, argv, { cwd: CLI_CWD, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => child.on('close', (status) => done({ status, stderr })));
}

describe('the CLI exit codes: 2 for usage errors, as the README says', () => {
  it.each([
    ['a missing argument', ['trigger'], /missing required argument 'event'/],
    ['an unknown command', ['refund'], /unknown command 'refund'/],
    ['a malformed date', ['export', '--from', '2026-1-1'], /must be a date YYYY-MM-DD/],
    ['an unknown event', ['trigger', 'qris.paid'], /Unknown event qris\.paid/],
    ['an unknown channel', ['trigger', 'transaction.paid', '--channel', 'cash'], /has no channel cash/],
  ])(
    'exits 2 for %s',
    async (_label, args, message) => {
      const run = await runCli(args);
      expect(run.status).toBe(2);
      expect(run.stderr).toMatch(message);
    },
    30_000,
  );

  it('exits 0 for --help and 1 when the service is not there', async () => {
    const [help, unreachable] = await Promise.all([runCli(['export', '--help']), runCli(['events'])]);
    expect([help.status, unreachable.status]).toEqual([0, 1]);
  }, 30_000);
});

/** The CLI with only environment variables for the base URL: which one it calls, told by the refused URL it names. */
function runCliWithEnv(env: Record<string, string>): Promise<{ status: number | null; stderr: string }> {
  const { command, args: argv } = cliCommand(['events']);
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name !== 'BASE_URL' && name !== 'MERCHANT_API_URL'),
  );
  const child = spawn(command, argv, {
    cwd: CLI_CWD,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((done) => child.on('close', (status) => done({ status, stderr })));
}

describe("the CLI's base URL: BASE_URL, as the README's examples, and MERCHANT_API_URL, its old name", () => {
  it('reads BASE_URL, and MERCHANT_API_URL when BASE_URL is not set', async () => {
    const [fromNew, fromOld, both] = await Promise.all([
      runCliWithEnv({ BASE_URL: 'new-not-a-url' }),
      runCliWithEnv({ MERCHANT_API_URL: 'old-not-a-url' }),
      runCliWithEnv({ BASE_URL: 'new-not-a-url', MERCHANT_API_URL: 'http://127.0.0.1:9' }),
    ]);
    expect([fromNew.status, fromOld.status, both.status]).toEqual([2, 2, 2]);
    expect(fromNew.stderr).toMatch(/new-not-a-url/);
    expect(fromOld.stderr).toMatch(/old-not-a-url/);
    expect(both.stderr).toMatch(/new-not-a-url/);
  }, 30_000);
});
