import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { formatBytes } from '../../cli/export';
import { createMerchantClient } from '../../client/merchant-client';
import { verifyWebhook } from '../../client/verify-webhook';
import { CLI_CWD, cliCommand } from '../support/cli-command';
import {
  ADMIN_TOKEN,
  api,
  DEMO_AUTH,
  eventually,
  expectNoUntrackedFiles,
  freePort,
  jsonDocuments,
  readmeExample,
  startReceiver,
  useStack,
  userEnvironment,
  type Received,
} from './support';

const REPO_ROOT = new URL('../../', import.meta.url).pathname;
const DEMO_SECRET = 'demo_secret_0123456789abcdefghijklmnop';
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const RUN_TIMEOUT_MS = 90_000;

/** What the README's developer examples use from the repository root: `npm run cli` and `./client`. */
const CHECKOUT_ENTRIES = ['package.json', 'node_modules', 'tsconfig.json', 'cli', 'client', 'shared'];

/**
 * A scratch folder that looks like the repository root (its entries linked), so an example runs as
 * written from the root while the files it writes (tmp/receiver.ts, tmp/transactions.csv) stay out
 * of the tree; what it wrote there is then checked against the repository's .gitignore.
 */
function scratchCheckout(): string {
  const dir = mkdtempSync(join(tmpdir(), 'developer-'));
  for (const entry of CHECKOUT_ENTRIES) symlinkSync(join(REPO_ROOT, entry), join(dir, entry));
  return dir;
}

/** The user's environment without MERCHANT_* overrides, so the documented defaults apply. */
function cleanEnvironment(extra: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...Object.fromEntries(Object.entries(userEnvironment()).filter(([name]) => !name.startsWith('MERCHANT_'))),
    ...extra,
  };
}

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * A process in its own process group, so that whatever it left in the background (a receiver, a
 * listener) is ended with it: the group is killed once the main process exits or times out.
 */
class GroupProcess {
  stdout = '';
  stderr = '';
  readonly done: Promise<Run>;

  constructor(command: string, args: string[], options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs?: number }) {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => (this.stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    const killGroup = (signal: NodeJS.Signals): void => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // The group is already gone.
      }
    };
    const timer = setTimeout(() => killGroup('SIGKILL'), options.timeoutMs ?? RUN_TIMEOUT_MS);
    this.done = new Promise((resolve) => {
      child.on('exit', (status) => {
        clearTimeout(timer);
        killGroup('SIGTERM');
        // Output already written by the group is collected before answering.
        child.on('close', () => resolve({ status, stdout: this.stdout, stderr: this.stderr }));
      });
    });
  }

  async waitForStderr(pattern: RegExp, timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(this.stderr)) {
      if (Date.now() > deadline) throw new Error(`no ${pattern} on stderr in time:\n${this.stderr}`);
      await sleep(100);
    }
  }
}

/**
 * npm (npx) warns on stderr about settings it does not know (this machine's ~/.npmrc `nodedir`, seen as a user or, under `npm test`, an env config); that line
 * says nothing about the example, so it is left out of what the tests compare.
 */
const withoutNpmConfigWarnings = (stderr: string): string =>
  stderr.replace(/^npm warn Unknown (user|env|project|global|builtin) config .*\n/gm, '');

/** Runs a README example with bash from a scratch checkout, against the given base URL. */
async function runReadmeExample(
  name: string,
  baseUrl: string,
  extraEnv: Record<string, string> = {},
): Promise<Run & { dir: string }> {
  const dir = scratchCheckout();
  const script = readmeExample(name).replaceAll('local-admin-token', ADMIN_TOKEN);
  const run = await new GroupProcess('bash', ['-euo', 'pipefail', '-c', script], {
    cwd: dir,
    env: cleanEnvironment({ BASE_URL: baseUrl, ...extraEnv }),
  }).done;
  expectNoUntrackedFiles(script, dir, CHECKOUT_ENTRIES);
  return { ...run, stderr: withoutNpmConfigWarnings(run.stderr), dir };
}

/** The CLI as `npm run cli --` runs it, from the repository root. */
function cli(args: string[]): GroupProcess {
  const { command, args: argv } = cliCommand(args);
  return new GroupProcess(command, argv, { cwd: CLI_CWD, env: cleanEnvironment({}) });
}

const FORWARD_LINE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} (\S+) (\S+) -> (\d{3}) \(\d+ ms\)$/gm;
const forwardLines = (stdout: string): Array<{ event: string; reff: string; status: string }> =>
  [...stdout.matchAll(FORWARD_LINE)].map(([, event, reff, status]) => ({
    event: event!,
    reff: reff!,
    status: status!,
  }));

/** The README's developer section and the typed client, against `npm start` as a user runs it. */
describe('local stack: merchant developer tools (CLI, typed client, webhook verification)', () => {
  const stack = useStack({ fresh: true });

  it('answers --help on every command', async () => {
    const commands = ['', 'listen', 'trigger', 'events', 'deliveries', 'resend', 'ping', 'export'];
    const runs = await Promise.all(
      commands.map((command) => cli(command === '' ? ['--help'] : [command, '--help']).done),
    );
    runs.forEach((run, index) => {
      expect({ command: commands[index], status: run.status }).toEqual({ command: commands[index], status: 0 });
      expect(run.stdout).toContain(`Usage: npm run cli -- ${commands[index]}`.trimEnd());
    });
    expect(runs[2]!.stdout).toMatch(/transaction\.failed --channel transfer\s+a payout to an account ending 1111/);
  });

  it("runs the README's five-minute path: a QR created, paid in the sandbox, read back paid, and its webhook at the listener", async () => {
    const result = await runReadmeExample('quickstart', stack().baseUrl, { HOOK_PORT: String(await freePort()) });
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    const [created, paid, read] = jsonDocuments(result.stdout);
    expect(created).toMatchObject({
      ok: true,
      transaction: { amount: 50000, status: 'waiting_payment' },
      qris: { qr_string: expect.any(String), qr_image_url: expect.any(String) },
    });
    const reff: string = created.transaction.partner_reff;
    expect(paid).toMatchObject({ ok: true, partner_reff: reff, status: 'paid' });
    expect(read).toEqual({ partner_reff: reff, status: 'paid', amount: 50000, paid_at: expect.any(String) });
    expect(forwardLines(result.stdout)).toEqual([{ event: 'transaction.paid', reff, status: '200' }]);
    expect(result.stdout).toMatch(new RegExp(`^received transaction\\.paid ${reff}$`, 'm'));
    // Pretty printed, one field a line, as jq prints it.
    expect(result.stdout).toContain(`\n  "partner_reff": "${reff}",\n`);
  });

  it('runs the README trigger example: a paid QR and a refused order, then the three newest events', async () => {
    const result = await runReadmeExample('cli-trigger', stack().baseUrl);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    const reff = /^POST \/api\/v1\/qris -> 201 partner_reff=(QR-\S+) amount=50000 status=waiting_payment$/m.exec(
      result.stdout,
    )?.[1];
    expect(reff).toBeDefined();
    expect(result.stdout).toContain(
      `POST /sandbox/v1/qris/${reff}/pay -> 200 status=paid\nwebhook: transaction.paid partner_reff=${reff}\n`,
    );
    const order =
      /^POST \/api\/v1\/tv\/orders -> 202 ref_id=(CLI-\S+) partner_reff=(TV-\S+) kode_produk=TSEL10 tujuan=0812\d{3}0000 status=pending$/m.exec(
        result.stdout,
      );
    expect(order).not.toBeNull();
    const [, refId, orderReff] = order!;
    expect(result.stdout).toMatch(
      new RegExp(
        `^GET /api/v1/tv/orders/${refId} -> 200 status=failed message=.+\nwebhook: order\\.failed ref_id=${refId} partner_reff=${orderReff}$`,
        'm',
      ),
    );

    const [events] = jsonDocuments(result.stdout);
    expect(events).toMatchObject({ ok: true, has_more: expect.any(Boolean) });
    expect(
      events.data.map((event: { event: string; partner_reff: string }) => [event.event, event.partner_reff]),
    ).toEqual([
      ['order.failed', orderReff],
      ['order.pending', orderReff],
      ['transaction.paid', reff],
    ]);
    expect(events.data[0].payload).toMatchObject({ event: 'order.failed', ref_id: refId, order: { status: 'failed' } });
    expect(events.data[2].payload).toMatchObject({
      event: 'transaction.paid',
      partner_reff: reff,
      transaction: { status: 'paid', amount: 50_000 },
    });
    const detail = await api(stack().baseUrl, `/api/v1/transactions/${reff}`, {
      headers: { authorization: DEMO_AUTH },
    });
    expect(detail.body.transaction).toMatchObject({ status: 'paid', type: 'qris' });
  });

  it('runs the README listen example: three triggered events forwarded once each to a receiver that verifies them', async () => {
    const result = await runReadmeExample('cli-listen', stack().baseUrl, { HOOK_PORT: String(await freePort()) });
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    const reff = /^webhook: transaction\.paid partner_reff=(QR-\S+)$/m.exec(result.stdout)?.[1];
    const [, refId, orderReff] =
      /^webhook: order\.success ref_id=(CLI-\S+) partner_reff=(TV-\S+)$/m.exec(result.stdout) ?? [];
    expect([reff, refId, orderReff]).not.toContain(undefined);
    expect(forwardLines(result.stdout)).toEqual([
      { event: 'transaction.paid', reff, status: '200' },
      { event: 'order.pending', reff: orderReff, status: '200' },
      { event: 'order.success', reff: orderReff, status: '200' },
    ]);
    expect(result.stdout.match(/^verified .*$/gm)).toEqual([
      `verified (v2) transaction.paid ${reff}`,
      `verified (v2) order.pending ${refId}`,
      `verified (v2) order.success ${refId}`,
    ]);
    expect(result.stdout).not.toContain('refused');
    expect(readFileSync(join(result.dir, 'tmp/listen.log'), 'utf8')).toMatch(
      /^Listening for demo_client's events on .* polling every 2000 ms \(half of the API's 60 requests a minute\); forwarding new events only .*\n.*done: forwarded 3 event\(s\)\n$/s,
    );
  });

  it('runs the README raw HMAC example: a plain Node.js receiver verifies the V2 signature of a forwarded va.paid', async () => {
    const result = await runReadmeExample('verify-raw', stack().baseUrl, { HOOK_PORT: String(await freePort()) });
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    const reff = /^webhook: va\.paid partner_reff=(DVA-\S+)$/m.exec(result.stdout)?.[1];
    expect(reff).toBeDefined();
    expect(result.stdout).toMatch(/^verified va\.paid$/m);
    expect(forwardLines(result.stdout)).toEqual([{ event: 'va.paid', reff, status: '200' }]);
  });

  it('runs the README typed client example: create a QR, pay it in the sandbox, read it back', async () => {
    const result = await runReadmeExample('typed-client', stack().baseUrl);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    const [created, detail] = jsonDocuments(result.stdout);
    expect(created).toMatchObject({
      ok: true,
      transaction: { amount: 25_000, status: 'waiting_payment' },
      fees: { total_fee: 250, net_amount: 24_750 },
    });
    expect(detail.transaction).toMatchObject({
      partner_reff: created.transaction.partner_reff,
      status: 'paid',
      amount: 25_000,
    });
    expect(detail.transaction.events.map((event: { event_type: string }) => event.event_type)).toEqual([
      'created',
      'callback_received',
    ]);
  });

  it('runs the README webhook debugger example: ping, delivery log and resend with the client credentials', async () => {
    const result = await runReadmeExample('cli-webhooks', stack().baseUrl, { HOOK_PORT: String(await freePort()) });
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    const [ping, log, resent] = jsonDocuments(result.stdout);
    expect(ping).toMatchObject({ ok: true, http_status: 200, delivered: true, latency_ms: expect.any(Number) });
    expect(log.data[0]).toMatchObject({ event: 'webhook.ping', http_status: 200, state: 'delivered', attempt: 1 });
    expect(resent).toMatchObject({
      ok: true,
      delivery: { id: log.data[0].id, event: 'webhook.ping', state: 'delivered', http_status: 200, attempts: 2 },
    });
  });

  it('drives a whole QR payment through the typed client: create, pay in the sandbox, read it and its event back', async () => {
    const client = createMerchantClient({
      baseUrl: stack().baseUrl,
      clientId: 'demo_client',
      clientSecret: DEMO_SECRET,
    });
    const created = await client.POST('/qris', {
      body: { amount: 30_000, customer_name: 'Budi Santoso' },
      params: { header: { 'X-Idempotency-Key': `typed-${Date.now()}` } },
    });
    expect(created.response.status).toBe(201);
    const reff = created.data!.transaction.partner_reff;
    expect((await api(stack().baseUrl, `/sandbox/v1/qris/${reff}/pay`, { method: 'POST' })).body).toMatchObject({
      status: 'paid',
    });

    const read = await client.GET('/transactions/{partner_reff}', { params: { path: { partner_reff: reff } } });
    expect(read.data?.transaction).toMatchObject({ partner_reff: reff, status: 'paid', amount: 30_000 });
    const events = await client.GET('/events', { params: { query: { limit: 5 } } });
    const event = events.data?.data.find((candidate) => candidate.partner_reff === reff);
    expect(event).toMatchObject({
      event: 'transaction.paid',
      payload: { event: 'transaction.paid', transaction: { status: 'paid', amount: 30_000 } },
    });

    const invalid = await client.POST('/qris', { body: { amount: 5 } });
    expect(invalid.response.status).toBe(422);
    expect(invalid.error).toMatchObject({
      ok: false,
      error: 'validation_failed',
      errors: { amount: expect.any(Array) },
    });
    const stranger = createMerchantClient({
      baseUrl: `${stack().baseUrl}/api/v1/`,
      clientId: 'demo_client',
      clientSecret: 'not-the-secret',
    });
    const refused = await stranger.GET('/transactions/{partner_reff}', { params: { path: { partner_reff: reff } } });
    expect({ status: refused.response.status, error: refused.error?.error }).toEqual({
      status: 401,
      error: 'invalid_client',
    });
  });

  it('listen forwards a triggered event with the very body and signatures of the real delivery, which verifyWebhook accepts', async () => {
    const real = await startReceiver(200);
    const local = await startReceiver(200);
    try {
      const created = await api(stack().baseUrl, '/admin/v1/merchants/m_demo/clients', {
        body: { callback_url: real.url },
        headers: admin,
      });
      const { client_id: clientId, client_secret: secret } = created.body.client;
      const credentials = ['--base-url', stack().baseUrl, '--client-id', clientId, '--client-secret', secret];

      const listener = cli([
        ...credentials,
        'listen',
        '--forward-to',
        local.url,
        '--since-now',
        '--exit-after',
        '1',
        '--interval-ms',
        '500',
      ]);
      await listener.waitForStderr(/^Listening for /m);
      const triggered = await cli([...credentials, 'trigger', 'transaction.paid', '--amount', '12000']).done;
      expect(triggered.status).toBe(0);
      const reff = /^webhook: transaction\.paid partner_reff=(QR-\S+)$/m.exec(triggered.stdout)?.[1];
      const listened = await listener.done;
      expect(listened.status).toBe(0);
      expect(forwardLines(listened.stdout)).toEqual([{ event: 'transaction.paid', reff, status: '200' }]);
      expect(listened.stderr).toContain('done: forwarded 1 event(s)');

      const delivered = await eventually(async () =>
        real.received.find((entry) => entry.headers['x-webhook-event'] === 'transaction.paid'),
      );
      expect(local.received).toHaveLength(1);
      const forwarded = local.received[0]!;
      expect(forwarded.body).toBe(delivered.body);
      for (const name of [
        'content-type',
        'x-webhook-event',
        'x-webhook-delivery',
        'x-webhook-attempt',
        'x-webhook-signature',
      ]) {
        expect({ [name]: forwarded.headers[name] }).toEqual({ [name]: delivered.headers[name] });
      }
      expect(JSON.parse(forwarded.body)).toMatchObject({
        event: 'transaction.paid',
        partner_reff: reff,
        transaction: { amount: 12_000, status: 'paid' },
      });

      const withoutV2 = (entry: Received): Received['headers'] => ({
        ...entry.headers,
        'x-webhook-signature-v2': undefined,
      });
      for (const entry of [forwarded, delivered]) {
        expect(verifyWebhook(entry.body, entry.headers, secret)).toMatchObject({
          ok: true,
          scheme: 'v2',
          replayProtected: true,
        });
        expect(verifyWebhook(entry.body, withoutV2(entry), secret)).toMatchObject({ ok: false, code: 'v1_only' });
        expect(verifyWebhook(entry.body, withoutV2(entry), secret, { allowV1: true })).toEqual({
          ok: true,
          scheme: 'v1',
          replayProtected: false,
        });
        expect(verifyWebhook(entry.body, entry.headers, DEMO_SECRET).ok).toBe(false);
        expect(
          verifyWebhook(entry.body, entry.headers, secret, { nowSeconds: Math.floor(Date.now() / 1000) + 600 }),
        ).toEqual({ ok: false, code: 'stale_timestamp', reason: 'the webhook timestamp is more than 300 s from now' });
      }
    } finally {
      await Promise.all([real.close(), local.close()]);
    }
  });

  it('without --since-now, listen first replays the latest events (up to 20), oldest first', async () => {
    const local = await startReceiver(200);
    try {
      // The earlier tests of this block made about a dozen events of the demo merchant.
      const latest = await api(stack().baseUrl, '/api/v1/events?limit=20', { headers: { authorization: DEMO_AUTH } });
      expect(latest.body.data.length).toBeGreaterThanOrEqual(3);
      const listened = await cli([
        '--base-url',
        stack().baseUrl,
        'listen',
        '--forward-to',
        local.url,
        '--exit-after',
        '3',
      ]).done;
      expect(listened.status).toBe(0);
      expect(listened.stderr).toContain(
        `forwarding the latest ${latest.body.data.length} event(s) first, then new ones`,
      );
      const oldestFirst = [...latest.body.data].reverse().slice(0, 3);
      expect(local.received.map((entry) => entry.headers['x-webhook-delivery'])).toEqual(
        oldestFirst.map((event: { id: string }) => event.id),
      );
      expect(forwardLines(listened.stdout).map((line) => line.event)).toEqual(
        oldestFirst.map((event: { event: string }) => event.event),
      );
      for (const entry of local.received)
        expect(verifyWebhook(entry.body, entry.headers, DEMO_SECRET)).toMatchObject({ ok: true, scheme: 'v2' });
    } finally {
      await local.close();
    }
  });

  it('fails with the reason and a non-zero exit code: bad credentials, unknown event, a range over 92 days, no service', async () => {
    const [badSecret, unknownEvent, longRange, noService] = await Promise.all([
      cli(['--base-url', stack().baseUrl, '--client-secret', 'wrong', 'events']).done,
      cli(['--base-url', stack().baseUrl, 'trigger', 'qris.refunded']).done,
      cli(['--base-url', stack().baseUrl, 'export', '--from', '2026-01-01', '--to', '2026-06-30']).done,
      cli(['--base-url', `http://127.0.0.1:${await freePort()}`, 'listen', '--forward-to', 'http://127.0.0.1:9/hook'])
        .done,
    ]);
    expect({ status: badSecret.status, stderr: badSecret.stderr.trim() }).toEqual({
      status: 1,
      stderr: 'error: 401 invalid_client: Unknown client or wrong secret',
    });
    expect(badSecret.stdout).toBe('');
    expect(unknownEvent.status).toBe(2);
    expect(unknownEvent.stderr).toContain(
      'Unknown event qris.refunded: one of transaction.paid, transaction.failed, transaction.expired',
    );
    expect(longRange.status).toBe(1);
    expect(longRange.stderr).toMatch(/^error: GET \/api\/v1\/transactions\/export: 422 validation_failed: .*92/m);
    expect(longRange.stdout).toBe('');
    expect(noService.status).toBe(1);
    expect(noService.stderr).toMatch(
      /^error: fetch failed \(ECONNREFUSED\); is the service running at the --base-url\?$/m,
    );
  });

  it("runs the README export example after a sandbox clock move: every transaction of the service's last 30 days, CSV on stdout, progress on stderr", async () => {
    // The newcomer's trap: a day's advance (the settlement example) puts the service a day ahead of
    // the wall clock, and dates taken from the wall clock then miss what was created since.
    const wallToday = new Date().toLocaleDateString('sv', { timeZone: 'Asia/Jakarta' });
    const advanced = await api(stack().baseUrl, '/sandbox/v1/clock/advance', { body: { seconds: 86_400 } });
    const clock = await api(stack().baseUrl, '/sandbox/v1/clock');
    expect(clock.body).toEqual({
      ok: true,
      now: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+07:00$/),
    });
    expect(Date.parse(clock.body.now) - Date.parse(advanced.body.now)).toBeGreaterThanOrEqual(0);
    expect(Date.parse(clock.body.now) - Date.now()).toBeGreaterThan(86_000_000);
    const serviceToday = clock.body.now.slice(0, 10);
    expect(serviceToday > wallToday).toBe(true);
    // A QR made and paid at the service's "tomorrow" (the earlier paid QRs settle after the advance).
    const created = await api(stack().baseUrl, '/api/v1/qris', {
      body: { amount: 15_000 },
      headers: { authorization: DEMO_AUTH },
    });
    expect(
      (await api(stack().baseUrl, `/sandbox/v1/qris/${created.body.transaction.partner_reff}/pay`, { method: 'POST' }))
        .body.status,
    ).toBe('paid');
    const detail = await api(stack().baseUrl, `/api/v1/transactions/${created.body.transaction.partner_reff}`, {
      headers: { authorization: DEMO_AUTH },
    });
    expect(detail.body.transaction.created_at.slice(0, 10)).toBe(serviceToday);
    const total = (
      await api(stack().baseUrl, '/api/v1/transactions?per_page=1', { headers: { authorization: DEMO_AUTH } })
    ).body.meta.total;

    const result = await runReadmeExample('cli-export', stack().baseUrl);
    expect(result.status).toBe(0);
    const progress = result.stderr.split('\n').filter((line) => line !== '');
    expect(progress).toHaveLength(2);
    for (const line of progress)
      expect(line).toMatch(
        new RegExp(`^transactions-\\d{4}-\\d{2}-\\d{2}-${serviceToday}\\.csv: [\\d,]+ rows, [\\d.]+ (B|KB) done$`),
      );

    const csv = readFileSync(join(result.dir, 'tmp/transactions.csv'), 'utf8');
    const rows = csv.split('\r\n').filter((line) => line !== '');
    expect(rows[0]).toBe(
      'partner_reff,type,status,amount,total_fee,net_amount,created_at,paid_at,description,refunded_amount,refund_status',
    );
    // Every transaction of the demo merchant (all made within the last 30 days), the newest included.
    expect(rows.length - 1).toBe(total);
    expect(rows.some((row) => row.startsWith(`${created.body.transaction.partner_reff},qris,`))).toBe(true);
    expect(progress[0]).toMatch(
      new RegExp(
        `\\.csv: ${(rows.length - 1).toLocaleString('en-US')} rows, ${formatBytes(Buffer.byteLength(csv)).replace('.', '\\.')} done$`,
      ),
    );
    expect(result.stdout.startsWith(`${rows[0]}\r\n${rows[1]}\r\n`)).toBe(true);
    const paidQris = readFileSync(join(result.dir, 'tmp/paid-qris.csv'), 'utf8')
      .split('\r\n')
      .filter((line) => line !== '')
      .slice(1);
    expect(paidQris.length).toBeGreaterThan(0);
    for (const row of paidQris) expect(row).toMatch(/^QR-[^,]+,qris,paid,/);
    expect(result.stdout).toMatch(new RegExp(`^${paidQris.length + 1}\\s*$`, 'm'));
    expect(result.stdout.trimEnd().endsWith('identical')).toBe(true);
  });

  it("runs the README settlement report example: the service's today as JSON, an Excel file, and 30 days produced in the background", async () => {
    const today = (await api(stack().baseUrl, '/sandbox/v1/clock')).body.now.slice(0, 10);
    const result = await runReadmeExample('settlement-report', stack().baseUrl);
    expect({ status: result.status, stderr: result.stderr }).toEqual({ status: 0, stderr: '' });
    const [day] = jsonDocuments(result.stdout);
    expect(day).toMatchObject({ ok: true, report: { date: today, currency: 'IDR' } });
    expect(readFileSync(join(result.dir, 'tmp/settlement.xlsx')).subarray(0, 2).toString()).toBe('PK');
    // The 30 days' CSV, its byte order mark first (so Excel reads UTF-8), then its header.
    expect(result.stdout).toContain('\uFEFFdate,bucket,line,kind,channel,count,amount\r\n');
  });
});
