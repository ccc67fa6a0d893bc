import { jest } from '@jest/globals';
import fc from 'fast-check';
import {
  isSensitiveName,
  logFormatFor,
  logger,
  logLine,
  prettyLine,
  redact,
  redactText,
  setCorrelationId,
  withCorrelationId,
  withInvocation,
} from '../../shared/logger';

/**
 * No secret, PIN or token reaches a log line: values under sensitive names at any depth, and
 * credential-shaped text under any name (raw bodies, error messages, header dumps).
 */
const line = (fields: Record<string, unknown>, message = 'event'): string => logLine('info', message, fields, 0);

describe('sensitive field names', () => {
  it.each([
    'secret',
    'client_secret',
    'clientSecret',
    'CLIENT_SECRET',
    'secret_enc',
    'pin',
    'PIN',
    'new_pin',
    'pinHash',
    'token',
    'accessToken',
    'device-token',
    'authorization',
    'Authorization',
    'auth',
    'password',
    'passwd',
    'signature',
    'x-webhook-signature',
    'api_key',
    'apiKey',
    'x-api-key',
    'apikey',
    'cookie',
    'Set-Cookie',
    'credentials',
    'private_key',
    'otp',
  ])('%s is sensitive', (name) => {
    expect(isSensitiveName(name)).toBe(true);
  });

  it.each([
    'shipping',
    'mapping',
    'pinned',
    'spinner',
    'idempotency_key',
    'key',
    'sk',
    'author',
    'authorizer',
    'tokenizer',
    'message',
    'amount',
    'partner_reff',
  ])('%s is not sensitive', (name) => {
    expect(isSensitiveName(name)).toBe(false);
  });
});

describe('redaction by name', () => {
  it('masks sensitive values at every depth, in arrays and maps too, keeping the rest', () => {
    let deep: Record<string, unknown> = { pin: '123456', amount: 5 };
    for (let level = 0; level < 60; level += 1) deep = { level, next: deep };
    const fields = {
      deep,
      list: [[{ token: 'tok_abcdef' }], { items: [{ client_secret: 's3cr3t-value' }] }],
      map: new Map<string, unknown>([
        ['password', 'hunter2'],
        ['note', 'ok'],
      ]),
      auth: { clientId: 'cl_abc', clientSecret: 'nested-whole' },
    };
    const output = line(fields);
    for (const leaked of ['123456', 'tok_abcdef', 's3cr3t-value', 'hunter2', 'nested-whole'])
      expect(output).not.toContain(leaked);
    expect(output).toContain('"amount":5');
    expect(output).toContain('"note":"ok"');
    expect(output).toContain('"level":59');
  });

  it('replaces content nested beyond the depth limit instead of passing it through', () => {
    let deep: Record<string, unknown> = { text: 'innocent-looking-deep-value' };
    for (let level = 0; level < 500; level += 1) deep = { next: deep };
    const output = line({ deep });
    expect(output).not.toContain('innocent-looking-deep-value');
    expect(output).toContain('[too deep]');
  });

  it('writes a cycle as [circular] and still masks what is inside it', () => {
    const node: Record<string, unknown> = { name: 'root', secret: 'cyclic-secret' };
    node.self = node;
    node.children = [{ parent: node, body: '{"pin":"654321"}' }];
    const output = line({ node });
    expect(output).toContain('[circular]');
    expect(output).not.toContain('cyclic-secret');
    expect(output).not.toContain('654321');
  });

  it('logs an Error by name, message, own fields and cause, masking credentials in all of them', () => {
    const cause = Object.assign(new Error('inner Bearer cl_inner:innerSecretValue'), { pin: '111111' });
    const error = Object.assign(
      new Error('call failed with Authorization: Bearer cl_abc:outerSecretValue', { cause }),
      { code: 'E_FAIL', request: { headers: { authorization: 'Bearer x:y' } } },
    );
    const output = line({ error });
    const parsed = JSON.parse(output);
    expect(parsed.error).toMatchObject({
      name: 'Error',
      code: 'E_FAIL',
      message: expect.stringContaining('call failed'),
      cause: { name: 'Error', pin: '[redacted]' },
    });
    for (const leaked of ['outerSecretValue', 'innerSecretValue', '111111', 'x:y'])
      expect(output).not.toContain(leaked);
  });

  it('never throws: bigint, binary, dates, URLs and a throwing toJSON are written safely', () => {
    const hostile = {
      toJSON: () => {
        throw new Error('boom');
      },
    };
    expect(() => line({ hostile })).not.toThrow();
    const output = line({
      big: 10n,
      bytes: Buffer.from('secret bytes'),
      at: new Date(0),
      url: new URL('https://merchant.example/hook?token=abcdef123'),
    });
    expect(JSON.parse(output)).toMatchObject({
      big: '10',
      bytes: '[12 bytes]',
      at: '1970-01-01T00:00:00.000Z',
      url: 'https://merchant.example/hook?token=[redacted]',
    });
  });
});

describe('redaction by value shape', () => {
  it.each([
    ['a raw JSON body', '{"partner_reff":"TF-1","pin":"123456"}', '123456'],
    ['a raw JSON body with spaces', '{ "pin" : "123456" }', '123456'],
    ['a numeric PIN in JSON', '{"pin":123456}', '123456'],
    ['JSON inside a JSON string', JSON.stringify({ body: JSON.stringify({ pin: '123456' }) }), '123456'],
    ['JSON nested twice', JSON.stringify({ a: JSON.stringify({ body: JSON.stringify({ pin: '123456' }) }) }), '123456'],
    ['a quoted secret with spaces', '{"password":"correct horse battery"}', 'horse'],
    ['a form body', 'amount=5&pin=123456&note=x', '123456'],
    ['a bearer credential in an error', 'Bearer abc:def failed', 'abc:def'],
    ['a lower-case scheme', 'got bearer sometoken123 from client', 'sometoken123'],
    ['a Basic credential', 'Authorization: Basic Y2xfYWJjOnNlY3JldA==', 'Y2xfYWJjOnNlY3JldA=='],
    ['a header dump', 'authorization: Bearer cl_abc:verysecretvalue, accept: */*', 'verysecretvalue'],
    ['an Authorization-like string', 'auth failed for cl_abc:verysecretvalue', 'verysecretvalue'],
    [
      'a demo-style id in an Authorization-like string',
      'credentials demo_client:demo_secret_0123456789',
      'demo_secret_0123456789',
    ],
    ['a client credential anywhere', 'retrying cl_0a1b2c:S3CRETvalue_-x', 'S3CRETvalue_-x'],
    ['a sandbox client credential anywhere', 'retrying sbx_cl_0a1b2c:S3CRETvalue_-x', 'S3CRETvalue_-x'],
    ['a live client credential anywhere', 'retrying live_cl_0a1b2c:S3CRETvalue_-x', 'S3CRETvalue_-x'],
    ['a name after an innocent pair', 'error: pin=123456', '123456'],
    ['a signature header', 'x-webhook-signature=abcdef0123456789', 'abcdef0123456789'],
  ])('masks %s', (_label, text, secret) => {
    const masked = redactText(text);
    expect(masked).not.toContain(secret);
    expect(masked).toContain('[redacted]');
    expect(line({ body: text })).not.toContain(secret);
  });

  it.each([
    'shipping: fast, mapping=ok, pinned: yes',
    'at 12:34:56 the sweep ran',
    'wh_ABCDEF0123456789 delivered in 120 ms',
    'https://merchant.example/webhooks',
    '{"partner_reff":"QR-20260101-ABC","amount":10000}',
  ])('leaves innocent text alone: %s', (text) => {
    expect(redactText(text)).toBe(text);
  });

  it('masks the message itself and credential-shaped keys', () => {
    const output = line({ 'Bearer keyInName': 1 }, 'request with Authorization: Bearer cl_abc:messageSecret');
    expect(output).not.toContain('messageSecret');
    expect(output).not.toContain('keyInName');
  });

  it('is idempotent', () => {
    const once = redactText('{"pin":"123456"} Bearer abc:def auth cl_x:yyyyyyyyyyy');
    expect(redactText(once)).toBe(once);
  });

  // A pattern that backtracks would not finish these within the test's time limit (the bound, not an
  // assertion on time); the redaction of each is checked instead.
  it('redacts long hostile text, keeping what is not a secret', () => {
    for (const text of ['a:'.repeat(100_000), '"a":"'.repeat(40_000), 'x'.repeat(200_000)])
      expect(redactText(text)).toBe(text);
    for (const text of ['pin='.repeat(50_000), 'Bearer '.repeat(30_000)]) {
      const redacted = redactText(text);
      expect(redactText(redacted)).toBe(redacted);
    }
  });
});

describe('property: no generated secret ever reaches the log line', () => {
  // Secrets carry an upper-case letter and a digit; innocent text has neither, so it can never
  // contain a secret by accident and a secret found in the output is a leak.
  const secret = fc.stringMatching(/^[A-Za-z0-9_-]{14,40}$/).map((value) => `S9${value}`);
  const pin = fc.integer({ min: 0, max: 999_999 }).map((value) => String(value).padStart(6, '0'));
  const innocent = fc.stringMatching(/^[a-z ]{0,12}$/);
  const innocentKey = fc.constantFrom('note', 'body', 'error', 'detail', 'message', 'raw', 'payload', 'cause', 'data');
  const sensitiveKey = fc.constantFrom(
    'secret',
    'client_secret',
    'clientSecret',
    'pin',
    'token',
    'authorization',
    'password',
    'signature',
    'api_key',
    'X-Api-Key',
    'cookie',
  );

  /** The ways a secret reaches a log call: as a field, or inside text under an innocent name. */
  const placement = fc.oneof(
    fc.tuple(sensitiveKey, secret).map(([key, value]) => ({ value: { [key]: value }, secrets: [value] })),
    fc
      .tuple(innocent, secret, innocent)
      .map(([before, value, after]) => ({ value: `${before} Bearer ${value} ${after}`, secrets: [value] })),
    fc
      .tuple(innocent, secret)
      .map(([before, value]) => ({ value: `${before} Authorization: cl_abc123:${value}`, secrets: [value] })),
    fc
      .tuple(sensitiveKey, secret)
      .map(([key, value]) => ({ value: JSON.stringify({ partner_reff: 'ab', [key]: value }), secrets: [value] })),
    fc.tuple(pin, innocent).map(([value, note]) => ({ value: JSON.stringify({ note, pin: value }), secrets: [value] })),
    fc
      .tuple(pin)
      .map(([value]) => ({ value: JSON.stringify({ body: JSON.stringify({ pin: value }) }), secrets: [value] })),
    fc.tuple(secret).map(([value]) => ({ value: new Error(`upstream said Bearer ${value}`), secrets: [value] })),
  );

  /** Nests a placement at a random depth, beside innocent siblings, in objects and arrays. */
  const nested = fc.letrec<{ tree: { value: unknown; secrets: string[] } }>((tie) => ({
    tree: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      placement,
      fc
        .tuple(innocentKey, tie('tree'), innocent)
        .map(([key, child, sibling]) => ({ value: { [key]: child.value, sibling }, secrets: child.secrets })),
      fc.array(tie('tree'), { minLength: 1, maxLength: 3 }).map((children) => ({
        value: children.map((child) => child.value),
        secrets: children.flatMap((child) => child.secrets),
      })),
    ),
  })).tree;

  it('holds for nested, mixed placements', () => {
    fc.assert(
      fc.property(nested, ({ value, secrets }) => {
        const output = line({ context: value });
        for (const leaked of secrets) expect(output).not.toContain(leaked);
      }),
      { numRuns: 500 },
    );
  });

  it('redact never returns a secret inside the value either (before serialisation)', () => {
    fc.assert(
      fc.property(nested, ({ value, secrets }) => {
        const text = JSON.stringify(redact(value));
        for (const leaked of secrets) expect(text).not.toContain(leaked);
      }),
    );
  });
});

/** What the logger writes to stdout and stderr while `run` runs, one parsed JSON document per line. */
async function captured(run: () => Promise<void> | void): Promise<Array<Record<string, unknown>>> {
  const written: string[] = [];
  const capture = (chunk: unknown) => {
    written.push(String(chunk));
    return true;
  };
  const stdout = jest.spyOn(process.stdout, 'write').mockImplementation(capture);
  const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(capture);
  const level = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'debug';
  try {
    await run();
  } finally {
    process.env.LOG_LEVEL = level;
    stdout.mockRestore();
    stderr.mockRestore();
  }
  // Only JSON lines: Node may write a process warning to stderr meanwhile.
  return written
    .join('')
    .split('\n')
    .filter((text) => text.startsWith('{'))
    .map((text) => JSON.parse(text) as Record<string, unknown>);
}

const context = (functionName: string, awsRequestId: string) => ({ functionName, awsRequestId });

describe('the logger (Powertools) as call sites use it', () => {
  it('writes one JSON line per call with level, message, timestamp and the redacted fields', async () => {
    const lines = await captured(() =>
      logger.info('card checked', { pin: '123456', body: '{"client_secret":"s3cr3t-value"}', amount: 5 }),
    );
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 'info',
      message: 'card checked',
      service: 'merchant-payments',
      pin: '[redacted]',
      amount: 5,
    });
    expect(JSON.stringify(lines[0])).not.toContain('s3cr3t-value');
    expect(typeof lines[0]!.at).toBe('string');
  });

  it('masks credentials in the message itself', async () => {
    const [line] = await captured(() => logger.warn('rejected Bearer cl_abc:top-secret-value'));
    expect(JSON.stringify(line)).not.toContain('top-secret-value');
  });

  it('keeps a field named like a Powertools key (message, level) under a renamed key instead of dropping it', async () => {
    const lines = await captured(() => logger.error('unhandled', { message: 'inner', level: 3 }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 'error', message: 'unhandled', message_field: 'inner', level_field: 3 });
  });

  it('writes nothing below LOG_LEVEL', async () => {
    const lines = await captured(async () => {
      process.env.LOG_LEVEL = 'warn';
      logger.info('quiet');
      logger.debug('quieter');
    });
    expect(lines).toEqual([]);
  });

  it("marks an invocation's lines with its request id and function name, and only the first of a function as a cold start", async () => {
    const lines = await captured(async () => {
      await withInvocation(context('unit-cold-start', 'req-1'), async () => logger.info('first'));
      await withInvocation(context('unit-cold-start', 'req-2'), async () => logger.info('second'));
      await withInvocation(context('unit-other-function', 'req-3'), async () => logger.info('third'));
    });
    expect(
      lines.map(({ function_name, function_request_id, cold_start }) => ({
        function_name,
        function_request_id,
        cold_start,
      })),
    ).toEqual([
      { function_name: 'unit-cold-start', function_request_id: 'req-1', cold_start: true },
      { function_name: 'unit-cold-start', function_request_id: 'req-2', cold_start: false },
      { function_name: 'unit-other-function', function_request_id: 'req-3', cold_start: true },
    ]);
  });

  it('carries the correlation id from where the partner_reff becomes known, and keeps concurrent invocations apart', async () => {
    // Both invocations set their id before either logs again: each "after" line comes once the
    // other invocation has set its own.
    let arrived = 0;
    let bothSet!: () => void;
    const bothHaveSet = new Promise<void>((resolve) => (bothSet = resolve));
    const lines = await captured(async () => {
      await Promise.all(
        ['A', 'B'].map((name) =>
          withInvocation(context('unit-correlation', `req-${name}`), async () => {
            logger.info(`before ${name}`);
            setCorrelationId(`REFF-${name}`);
            if ((arrived += 1) === 2) bothSet();
            await bothHaveSet;
            logger.info(`after ${name}`);
          }),
        ),
      );
    });
    const byMessage = Object.fromEntries(lines.map((line) => [line.message, line]));
    expect(byMessage['before A']!.correlation_id).toBeUndefined();
    expect(byMessage['after A']).toMatchObject({ function_request_id: 'req-A', correlation_id: 'REFF-A' });
    expect(byMessage['after B']).toMatchObject({ function_request_id: 'req-B', correlation_id: 'REFF-B' });
  });

  it('gives each queue record of a batch its own correlation id within the one invocation', async () => {
    const lines = await captured(() =>
      withInvocation(context('unit-batch', 'req-batch'), async () => {
        await Promise.all(['R1', 'R2'].map((reff) => withCorrelationId(reff, async () => logger.info(reff))));
        logger.info('batch done');
      }),
    );
    expect(lines.map((line) => [line.message, line.correlation_id])).toEqual([
      ['R1', 'R1'],
      ['R2', 'R2'],
      ['batch done', undefined],
    ]);
  });

  it("writes a line outside any invocation (the local stack's own lines) without invocation keys", async () => {
    const [line] = await captured(() => logger.info('outside'));
    expect(line).not.toHaveProperty('function_request_id');
    expect(line).not.toHaveProperty('cold_start');
  });
});

describe('the line format', () => {
  it.each([
    [{}, true, 'pretty'],
    [{}, false, 'json'],
    [{ AWS_LAMBDA_FUNCTION_NAME: 'Prod-Payments-Route-health' }, true, 'json'],
    [{ LOG_FORMAT: 'json' }, true, 'json'],
    [{ LOG_FORMAT: 'PRETTY' }, false, 'pretty'],
    [{ LOG_FORMAT: 'yaml' }, false, 'json'],
  ] as const)('with environment %j and a terminal on stdout: %s, writes %s', (env, tty, format) => {
    expect(logFormatFor(env, tty)).toBe(format);
  });

  it('writes a pretty line as time, level, message, the invocation and the redacted fields on one line', async () => {
    const text = await withInvocation(context('Route-createQris', 'req-pretty'), async () => {
      setCorrelationId('QR-20260101-ABC');
      return prettyLine(
        'warn',
        'QR created',
        { amount: 30_000, pin: '123456', merchant: { id: 'm_1' } },
        Date.UTC(2026, 0, 1, 12, 0, 1, 234),
      );
    });
    expect(text).toBe(
      '12:00:01.234 WARN  QR created  [Route-createQris QR-20260101-ABC cold]  amount=30000 pin=[redacted] merchant={"id":"m_1"}\n',
    );
  });

  it('writes pretty lines to stdout when LOG_FORMAT=pretty, and JSON otherwise', async () => {
    const format = process.env.LOG_FORMAT;
    const written: string[] = [];
    const stdout = jest
      .spyOn(process.stdout, 'write')
      .mockImplementation((chunk: unknown) => written.push(String(chunk)) > 0);
    const stderr = jest
      .spyOn(process.stderr, 'write')
      .mockImplementation((chunk: unknown) => written.push(String(chunk)) > 0);
    const level = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    try {
      process.env.LOG_FORMAT = 'pretty';
      logger.info('pretty one', { amount: 5 });
      process.env.LOG_FORMAT = 'json';
      logger.info('json one', { amount: 5 });
    } finally {
      process.env.LOG_FORMAT = format;
      process.env.LOG_LEVEL = level;
      stdout.mockRestore();
      stderr.mockRestore();
    }
    const lines = written
      .join('')
      .split('\n')
      .filter((text) => text.includes(' one'));
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d\.\d{3} INFO {2}pretty one {2}amount=5$/);
    expect(JSON.parse(lines[1]!)).toMatchObject({ level: 'info', message: 'json one', amount: 5 });
  });
});
