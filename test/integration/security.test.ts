import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { secretMatches } from '../../shared/middleware/authenticate';
import { adminPing } from '../../shared/operations/admin';
import { CLIENT_SECRET_GRACE_SECONDS } from '../../shared/constants';
import { decryptSecret, sha256Hex } from '../../shared/secrets';
import { type ClientRecord, getClient, rotateClientSecretRecord } from '../../shared/store/clients';
import { toJakartaIso } from '../../shared/time';
import { checkWebhookUrl, type Resolver, sendWebhook, type WebhookRequest } from '../../shared/webhooks/deliver';
import { closeServer } from '../support/http';
import { ManualScheduler } from '../support/scheduler';
import { createMerchantFixture, invoke, type MerchantFixture, rendered, TestClock, useClock } from '../support/harness';

/**
 * Issue 7, "no one gets in where they do not belong": webhooks reach only the address that was
 * checked (no DNS rebinding to the Lambda runtime API or the metadata service), and client secrets
 * rotate with a grace period for the previous one.
 */
interface Hit {
  headers: IncomingHttpHeaders;
  body: string;
  /** The address the connection arrived on: which of two servers on one port was reached. */
  localAddress: string;
}

/** An HTTP server on one loopback address that records requests and answers with `reply`. */
async function startServer(
  host: string,
  port: number,
  reply: (response: ServerResponse) => void = (response) => response.writeHead(200).end('ok'),
) {
  const hits: Hit[] = [];
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      hits.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        localAddress: request.socket.localAddress ?? '',
      });
      reply(response);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return { hits, server, port: (server.address() as AddressInfo).port };
}

type Started = Awaited<ReturnType<typeof startServer>>;

/**
 * Two servers on one port at two loopback addresses: a free port of `first`, then the same port at
 * `second`. That port may be another process's at `second` (this machine runs other servers): then
 * both are tried again on another port, so the test never depends on which ports are free.
 */
async function startServerPair(first: string, second: string): Promise<[Started, Started]> {
  for (let attempt = 1; ; attempt += 1) {
    const one = await startServer(first, 0);
    try {
      return [one, await startServer(second, one.port)];
    } catch (error) {
      await closeServer(one.server);
      if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE' || attempt >= 20) throw error;
    }
  }
}

const webhook = (url: string, sandbox: boolean): WebhookRequest => ({
  url,
  body: '{"event":"webhook.ping"}',
  secret: 'receiver-secret-0123456789abcdef',
  event: 'webhook.ping',
  deliveryId: 'wh_SECURITYTEST',
  attempt: 1,
  userAgent: 'security-test',
  sandbox,
});

/** A DNS server under the test's control: answers `answers[n]` to the n-th question (the last one after that). */
function scriptedResolver(...answers: string[][]): { resolve: Resolver; asked: string[] } {
  const asked: string[] = [];
  const resolve: Resolver = async (hostname) => {
    asked.push(hostname);
    const answer = answers[Math.min(asked.length - 1, answers.length - 1)] ?? [];
    return answer.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  return { resolve, asked };
}

describe('webhook delivery connects to the address it checked', () => {
  const servers: Server[] = [];
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((server) => closeServer(server)));
  });

  it('resolves the host once and connects to that answer, though DNS answers 127.0.0.1 afterwards (rebinding)', async () => {
    // Two servers on one port: the checked address (127.0.0.2) and the rebinding target (127.0.0.1).
    const [checked, rebound] = await startServerPair('127.0.0.2', '127.0.0.1');
    servers.push(checked.server, rebound.server);
    const dns = scriptedResolver(['127.0.0.2'], ['127.0.0.1']);

    const response = await sendWebhook(webhook(`http://hook.test:${checked.port}/webhooks`, true), dns.resolve);

    expect(response).toMatchObject({ httpStatus: 200, delivered: true });
    expect(dns.asked).toEqual(['hook.test']);
    expect(rebound.hits).toHaveLength(0);
    expect(checked.hits).toHaveLength(1);
    expect(checked.hits[0]).toMatchObject({ localAddress: '127.0.0.2', body: '{"event":"webhook.ping"}' });
    // The host name stays the Host header (and, over HTTPS, the TLS name).
    expect(checked.hits[0]!.headers.host).toBe(`hook.test:${checked.port}`);
  });

  it('connects to the first of several checked addresses', async () => {
    const [first, second] = await startServerPair('127.0.0.3', '127.0.0.1');
    servers.push(first.server, second.server);
    const dns = scriptedResolver(['127.0.0.3', '127.0.0.1']);
    expect((await sendWebhook(webhook(`http://multi.test:${first.port}/`, true), dns.resolve)).delivered).toBe(true);
    expect([first.hits.length, second.hits.length]).toEqual([1, 0]);
  });

  it('answers as soon as the status arrives and discards a body that never ends', async () => {
    const endless = await startServer('127.0.0.1', 0, (response) => {
      response.writeHead(200);
      const timer = setInterval(() => response.write('x'.repeat(64 * 1024)), 5);
      response.on('close', () => clearInterval(timer));
    });
    servers.push(endless.server);
    // The webhook's time never moves: a send that waited for the body (or for its timeout) would
    // never answer.
    const webhookTime = new ManualScheduler();
    const response = await sendWebhook(webhook(`http://127.0.0.1:${endless.port}/`, true), undefined, webhookTime);
    expect(response).toMatchObject({ httpStatus: 200, delivered: true, latencyMs: 0 });
    expect(webhookTime.sleeping()).toEqual([]);
  });

  it.each<[string, string[], string]>([
    ['127.0.0.1', ['127.0.0.1'], 'loopback'],
    ['127.0.0.1 after a public address', ['8.8.8.8', '127.0.0.1'], 'loopback'],
    ['169.254.169.254', ['169.254.169.254'], 'link-local'],
    ['::ffff:169.254.169.254', ['::ffff:169.254.169.254'], 'link-local'],
    ['64:ff9b::a9fe:a9fe', ['64:ff9b::a9fe:a9fe'], 'nat64'],
    ['::a9fe:a9fe', ['::a9fe:a9fe'], 'ipv4-compatible'],
    ['fd00:ec2::254', ['fd00:ec2::254'], 'unique-local'],
    ['fe80::1', ['fe80::1'], 'link-local'],
    ['100.64.0.1', ['100.64.0.1'], 'shared'],
    ['0.0.0.0', ['0.0.0.0'], 'unspecified'],
    ['::', ['::'], 'unspecified'],
    ['10.1.2.3', ['10.1.2.3'], 'private'],
  ])('outside sandbox mode refuses a host that resolves to %s, asking DNS once', async (_label, answer, kind) => {
    const dns = scriptedResolver(answer);
    const response = await sendWebhook(webhook('https://merchant.example/hook', false), dns.resolve);
    expect(response).toEqual({
      httpStatus: null,
      latencyMs: 0,
      delivered: false,
      error: expect.stringContaining(`(${kind})`),
    });
    expect(dns.asked).toEqual(['merchant.example']);
    expect(await checkWebhookUrl('https://merchant.example/hook', false, scriptedResolver(answer).resolve)).toEqual({
      ok: false,
      reason: expect.stringContaining(kind),
    });
  });

  it('outside sandbox mode accepts a host whose every address is public', async () => {
    const dns = scriptedResolver(['8.8.8.8', '2001:4860:4860::8888']);
    expect(await checkWebhookUrl('https://merchant.example/hook', false, dns.resolve)).toEqual({ ok: true });
  });

  it('refuses a host that does not resolve', async () => {
    expect(
      await sendWebhook(webhook('https://nowhere.example/hook', false), scriptedResolver([]).resolve),
    ).toMatchObject({ delivered: false, error: 'host does not resolve' });
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', 'link-local'],
    ['http://[::ffff:a9fe:a9fe]/latest/meta-data/', 'link-local'],
    ['http://[64:ff9b::a9fe:a9fe]/', 'nat64'],
    ['http://[fd00:ec2::254]/', 'unique-local'],
    ['http://10.0.0.1/hook', 'private'],
    ['http://0.0.0.0:9001/2018-06-01/runtime/invocation/next', 'unspecified'],
  ])('in sandbox mode refuses %s: sandbox adds loopback only', async (url, kind) => {
    expect(await checkWebhookUrl(url, true)).toEqual({ ok: false, reason: expect.stringContaining(kind) });
    expect(await sendWebhook(webhook(url, true))).toMatchObject({
      delivered: false,
      error: expect.stringContaining(kind),
    });
  });

  it('in sandbox mode refuses a host name that resolves to the metadata service', async () => {
    const response = await sendWebhook(
      webhook('http://metadata.test/latest', true),
      scriptedResolver(['169.254.169.254']).resolve,
    );
    expect(response).toMatchObject({ delivered: false, error: expect.stringContaining('link-local') });
  });

  it('allows the Lambda runtime API address only in sandbox mode (where it is the developer machine)', async () => {
    const url = 'http://127.0.0.1:9001/2018-06-01/runtime/invocation/next';
    expect(await checkWebhookUrl(url, true)).toEqual({ ok: true });
    expect(await checkWebhookUrl(url.replace('http:', 'https:'), false)).toEqual({
      ok: false,
      reason: expect.stringContaining('loopback'),
    });
  });
});

const ADMIN = { authorization: 'Bearer test-admin-token' };
const rotate = (clientId: string) => invoke('rotateClientSecret', { params: { client_id: clientId }, headers: ADMIN });
const listAs = (clientId: string, clientSecret: string) =>
  invoke('listTransactions', { auth: { clientId, clientSecret } });
const sign = (body: string, secret: string): string => createHmac('sha256', secret).update(body, 'utf8').digest('hex');

describe('client secret rotation (POST /admin/v1/clients/{client_id}/rotate-secret)', () => {
  let merchant: MerchantFixture;
  let clock: TestClock;

  beforeEach(async () => {
    merchant = await createMerchantFixture();
    clock = new TestClock();
    useClock(clock);
  });
  afterEach(() => useClock(undefined));

  it('answers 200 with a new secret and when the previous one expires (24 hours, Jakarta time)', async () => {
    const rotatedAtMs = clock.nowMs();
    const response = await rotate(merchant.clientId);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ok: true,
      client: {
        client_id: merchant.clientId,
        client_secret: expect.stringMatching(/^[A-Za-z0-9_-]{32,}$/),
        merchant_id: merchant.merchantId,
        permissions: expect.any(Array),
        callback_url: null,
        allowed_ips: [],
        active: true,
      },
      previous_secret_expires_at: toJakartaIso(rotatedAtMs + 24 * 3_600_000),
    });
    expect(response.body.client.client_secret).not.toBe(merchant.clientSecret);

    const stored = await getClient(merchant.clientId);
    expect(stored).toMatchObject({
      secret_sha256: sha256Hex(response.body.client.client_secret),
      previous_secret_sha256: sha256Hex(merchant.clientSecret),
      previous_secret_expires_at_ms: rotatedAtMs + CLIENT_SECRET_GRACE_SECONDS * 1000,
    });
    expect(await decryptSecret(stored!.secret_enc, merchant.clientId)).toBe(response.body.client.client_secret);
  });

  it('accepts the old secret until 24 hours have passed, then refuses it with 401 invalid_client; the new one keeps working', async () => {
    const newSecret = (await rotate(merchant.clientId)).body.client.client_secret as string;
    expect((await listAs(merchant.clientId, merchant.clientSecret)).status).toBe(200);
    expect((await listAs(merchant.clientId, newSecret)).status).toBe(200);

    clock.advanceSeconds(CLIENT_SECRET_GRACE_SECONDS - 1);
    expect((await listAs(merchant.clientId, merchant.clientSecret)).status).toBe(200);

    clock.advanceSeconds(1);
    const refused = await listAs(merchant.clientId, merchant.clientSecret);
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ ok: false, error: 'invalid_client', message: 'Unknown client or wrong secret' });
    expect((await listAs(merchant.clientId, newSecret)).status).toBe(200);
  });

  it('keeps only one previous secret: rotating again in the grace period ends the oldest one at once', async () => {
    const second = (await rotate(merchant.clientId)).body.client.client_secret as string;
    clock.advanceSeconds(3_600);
    const third = (await rotate(merchant.clientId)).body.client.client_secret as string;

    expect((await listAs(merchant.clientId, merchant.clientSecret)).status).toBe(401);
    expect((await listAs(merchant.clientId, second)).status).toBe(200);
    expect((await listAs(merchant.clientId, third)).status).toBe(200);

    clock.advanceSeconds(CLIENT_SECRET_GRACE_SECONDS);
    expect((await listAs(merchant.clientId, second)).status).toBe(401);
    expect((await listAs(merchant.clientId, third)).status).toBe(200);
  });

  it('refuses to install a secret over one that another rotation has replaced since it was read (conflict)', async () => {
    const stale = (await getClient(merchant.clientId))!;
    const winner = (await rotate(merchant.clientId)).body.client.client_secret as string;
    const late = await rotateClientSecretRecord(merchant.clientId, stale.secret_sha256, {
      secret_sha256: sha256Hex('late-secret'),
      secret_enc: 'unused',
      previous: { secret_sha256: stale.secret_sha256, expires_at_ms: clock.nowMs() + 1_000 },
    });
    expect(late).toBe('conflict');
    expect((await listAs(merchant.clientId, winner)).status).toBe(200);
    expect((await listAs(merchant.clientId, merchant.clientSecret)).status).toBe(200);
    expect((await listAs(merchant.clientId, 'late-secret')).status).toBe(401);
  });

  it('answers 404 not_found for an unknown client, 401 without the admin token, 422 for a malformed id', async () => {
    expect(await rotate('cl_nobodyhere')).toMatchObject({ status: 404, body: { ok: false, error: 'not_found' } });
    const anonymous = await invoke('rotateClientSecret', { params: { client_id: merchant.clientId } });
    expect(anonymous).toMatchObject({ status: 401, body: { ok: false, error: 'invalid_client' } });
    const asMerchant = await invoke('rotateClientSecret', {
      params: { client_id: merchant.clientId },
      headers: { authorization: `Bearer ${merchant.clientId}:${merchant.clientSecret}` },
    });
    expect(asMerchant.status).toBe(401);
    expect((await invoke('rotateClientSecret', { params: { client_id: 'not an id!' }, headers: ADMIN })).status).toBe(
      422,
    );
    // None of the refused calls rotated anything.
    expect((await listAs(merchant.clientId, merchant.clientSecret)).status).toBe(200);
    expect((await getClient(merchant.clientId))?.previous_secret_sha256).toBeUndefined();
  });
});

describe('webhooks after a rotation', () => {
  let receiver: Awaited<ReturnType<typeof startServer>>;

  beforeAll(async () => {
    receiver = await startServer('127.0.0.1', 0);
  });
  afterAll(async () => {
    await closeServer(receiver.server);
  });

  it('are signed with the new secret from the moment of rotation', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: `http://127.0.0.1:${receiver.port}/hook` });
    const clock = new TestClock();
    await rendered(adminPing(merchant.clientId, clock));
    useClock(clock);
    const newSecret = (await rotate(merchant.clientId)).body.client.client_secret as string;
    useClock(undefined);
    await rendered(adminPing(merchant.clientId, clock));

    expect(receiver.hits).toHaveLength(2);
    const [before, after] = receiver.hits;
    expect(before!.headers['x-webhook-signature']).toBe(sign(before!.body, merchant.clientSecret));
    expect(after!.headers['x-webhook-signature']).toBe(sign(after!.body, newSecret));
    expect(after!.headers['x-webhook-signature']).not.toBe(sign(after!.body, merchant.clientSecret));
  });
});

describe('secretMatches: both hashes compared, neither revealed', () => {
  const nowMs = Date.parse('2026-05-01T00:00:00Z');
  const client = (previous?: { secret: string; expiresAtMs: number }): ClientRecord => ({
    client_id: 'cl_match',
    merchant_id: 'm_match',
    secret_sha256: sha256Hex('current-secret'),
    secret_enc: 'unused',
    ...(previous
      ? { previous_secret_sha256: sha256Hex(previous.secret), previous_secret_expires_at_ms: previous.expiresAtMs }
      : {}),
    permissions: [],
    callback_url: null,
    allowed_ips: [],
    active: true,
    created_at_ms: 0,
  });

  it.each<[string, boolean, ClientRecord | undefined, string]>([
    ['the current secret', true, client(), 'current-secret'],
    ['a wrong secret', false, client(), 'other-secret'],
    ['an empty secret', false, client(), ''],
    [
      'the previous secret in its grace period',
      true,
      client({ secret: 'old-secret', expiresAtMs: nowMs + 1 }),
      'old-secret',
    ],
    [
      'the current secret while a previous one exists',
      true,
      client({ secret: 'old-secret', expiresAtMs: nowMs + 1 }),
      'current-secret',
    ],
    ['the previous secret at its expiry', false, client({ secret: 'old-secret', expiresAtMs: nowMs }), 'old-secret'],
    [
      'the previous secret after its expiry',
      false,
      client({ secret: 'old-secret', expiresAtMs: nowMs - 1 }),
      'old-secret',
    ],
    ['any secret of an unknown client', false, undefined, 'current-secret'],
  ])('%s matches: %s', (_label, matches, record, secret) => {
    expect(secretMatches(record, secret, nowMs)).toBe(matches);
  });
});
