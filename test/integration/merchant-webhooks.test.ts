import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { EVENTS_WINDOW_SECONDS, WEBHOOK_SIGNATURE_TOLERANCE_SECONDS } from '../../shared/constants';
import { adminListDeliveries } from '../../shared/operations/admin';
import { adminCreateClient } from '../../shared/operations/admin-clients';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { dispatchDelivery } from '../../shared/operations/webhooks';
import { getDelivery } from '../../shared/store/webhooks';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../../shared/store/aws';
import { keys } from '../../shared/store/keys';
import { sendWebhook } from '../../shared/webhooks/deliver';
import { signWebhookV2, verifyWebhookV2 } from '../../shared/webhooks/signature';
import { useGatewaySimulator } from '../support/gateway';
import { createMerchantFixture, invoke, type MerchantFixture, TestClock, useClock, valueOf } from '../support/harness';
import { closeServer, listenOnFreePort } from '../support/http';

/**
 * The merchant's webhook debugger and event feed over the API (docs/ARCHITECTURE.md, 14.2), through the real
 * handlers: the delivery log, resend and ping scoped to the calling API client, the merchant's event
 * feed with cursor paging and its 30-day window, and the timestamped V2 signature a receiver gets.
 */
interface Received {
  headers: IncomingHttpHeaders;
  rawBody: string;
}

/** A merchant's webhook endpoint: records every request and answers `status`. */
class Receiver {
  readonly received: Received[] = [];
  status = 200;
  url = '';
  readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      this.received.push({ headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(this.status).end();
    });
  });

  async start(): Promise<void> {
    this.url = `http://127.0.0.1:${await listenOnFreePort(this.server)}/webhooks`;
  }

  reset(): void {
    this.received.length = 0;
    this.status = 200;
  }

  /** The request that carried this delivery. */
  delivery(deliveryId: string): Received {
    const found = this.received.find((request) => request.headers['x-webhook-delivery'] === deliveryId);
    if (found === undefined) throw new Error(`delivery ${deliveryId} was not received`);
    return found;
  }
}

const gateway = useGatewaySimulator();
const receiver = new Receiver();
const DAY_SECONDS = 86_400;

beforeAll(() => receiver.start());
afterAll(() => closeServer(receiver.server));
beforeEach(() => receiver.reset());
afterEach(() => useClock(undefined));

type Auth = MerchantFixture['auth'];

/** A second API client of the same merchant, with its own secret and the same callback URL. */
async function secondClient(merchant: MerchantFixture, callbackUrl: string | null = receiver.url): Promise<Auth> {
  const created = await adminCreateClient(
    merchant.merchantId,
    { callback_url: callbackUrl },
    { nowMs: () => Date.now() },
  );
  const { client_id: clientId, client_secret: clientSecret } = valueOf(created).client as {
    client_id: string;
    client_secret: string;
  };
  return { clientId, clientSecret };
}

/** A ping through the route; answers its delivery id (the newest entry of the caller's log). */
async function ping(auth: Auth): Promise<string> {
  const pinged = await invoke('pingWebhook', { auth });
  expect(pinged.status).toBe(200);
  const log = await invoke('listWebhookDeliveries', { auth });
  return log.body.data[0].id as string;
}

/** A QR paid through the gateway callback at the clock's time, its transaction.paid delivered at once. */
async function paidQr(auth: Auth, clock: TestClock): Promise<{ deliveryId: string; partnerReff: string }> {
  const created = await invoke('createQris', { auth, body: { amount: 25_000 } });
  expect(created.status).toBe(201);
  const partnerReff = created.body.transaction.partner_reff as string;
  const settled = gateway().books.qris.settle(partnerReff, 'paid');
  if (!settled.ok) throw new Error(settled.reason);
  const outcome = await applyGatewayCallback(settled.callback, clock.nowMs());
  if (outcome.kind !== 'applied' || outcome.deliveryId === undefined)
    throw new Error(`callback not applied: ${outcome.kind}`);
  // Delivered now, so the delivery leaves the retry index and no other test's sweep meets it.
  expect((await dispatchDelivery(outcome.deliveryId, clock))?.response.delivered).toBe(true);
  return { deliveryId: outcome.deliveryId, partnerReff };
}

/** The raw outbox item of a delivery, with its index attributes. */
async function getDeliveryItem(deliveryId: string): Promise<Record<string, unknown> | undefined> {
  return (await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.webhook(deliveryId) }))).Item;
}

const listEvents = (auth: Auth, query: Record<string, string> = {}) => invoke('listEvents', { auth, query });
const ids = (body: { data: Array<{ id: string }> }): string[] => body.data.map((item) => item.id);
const unknownDeliveryId = (): string => `wh_${randomBytes(10).toString('hex')}`;

describe('GET /webhooks/deliveries', () => {
  it("lists only the calling client's attempts, in the admin log's shape; another client of the merchant sees its own", async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const other = await secondClient(merchant);
    const mine = [await ping(merchant.auth), await ping(merchant.auth)];
    const theirs = await ping(other);

    const log = await invoke('listWebhookDeliveries', { auth: merchant.auth });
    expect(log.status).toBe(200);
    expect(ids(log.body)).toEqual([...mine].reverse());
    for (const item of log.body.data) {
      expect(Object.keys(item).sort()).toEqual([
        'at',
        'attempt',
        'event',
        'http_status',
        'id',
        'latency_ms',
        'partner_reff',
        'state',
      ]);
      expect(item).toMatchObject({
        event: 'webhook.ping',
        partner_reff: null,
        http_status: 200,
        attempt: 1,
        state: 'delivered',
        latency_ms: expect.any(Number),
      });
    }
    expect(log.body.data).toEqual(valueOf(await adminListDeliveries(merchant.clientId)).data);
    expect(ids((await invoke('listWebhookDeliveries', { auth: other })).body)).toEqual([theirs]);
  });

  it('needs no particular permission: a client with none reads its (empty) log', async () => {
    const merchant = await createMerchantFixture({ permissions: [] });
    const log = await invoke('listWebhookDeliveries', { auth: merchant.auth });
    expect(log.status).toBe(200);
    expect(log.body).toEqual({ ok: true, data: [] });
  });
});

describe('POST /webhooks/deliveries/{id}/resend', () => {
  it("sends the caller's own delivery again with the same body and answers like the admin resend", async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const deliveryId = await ping(merchant.auth);
    const firstBody = receiver.delivery(deliveryId).rawBody;
    receiver.reset();

    const resent = await invoke('resendWebhookDelivery', { auth: merchant.auth, params: { id: deliveryId } });
    expect(resent.status).toBe(200);
    expect(resent.body).toEqual({
      ok: true,
      delivery: {
        id: deliveryId,
        event: 'webhook.ping',
        partner_reff: null,
        state: 'delivered',
        attempts: 2,
        http_status: 200,
        latency_ms: expect.any(Number),
      },
    });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.delivery(deliveryId).rawBody).toBe(firstBody);
    expect(receiver.delivery(deliveryId).headers['x-webhook-attempt']).toBe('2');
  });

  it("answers 404 not_found for another client's delivery, even of the same merchant, and sends nothing", async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const other = await secondClient(merchant);
    const stranger = await createMerchantFixture({ callbackUrl: receiver.url });
    const deliveryId = await ping(merchant.auth);
    receiver.reset();

    for (const auth of [other, stranger.auth]) {
      const refused = await invoke('resendWebhookDelivery', { auth, params: { id: deliveryId } });
      expect(refused.status).toBe(404);
      expect(refused.body).toMatchObject({ ok: false, error: 'not_found' });
    }
    expect(receiver.received).toHaveLength(0);
    expect((await getDelivery(deliveryId))?.attempt_count).toBe(1);
  });

  it('answers 404 for an unknown delivery and 422 for an id that cannot be one', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    expect(
      (await invoke('resendWebhookDelivery', { auth: merchant.auth, params: { id: unknownDeliveryId() } })).status,
    ).toBe(404);
    const malformed = await invoke('resendWebhookDelivery', { auth: merchant.auth, params: { id: 'not-a-delivery' } });
    expect(malformed.status).toBe(422);
    expect(malformed.body).toMatchObject({ error: 'validation_failed', errors: { id: [expect.any(String)] } });
  });
});

describe('POST /webhooks/ping', () => {
  it("sends a signed webhook.ping to the caller's callback URL and answers 200 with its HTTP status and latency", async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const pinged = await invoke('pingWebhook', { auth: merchant.auth });
    expect(pinged.status).toBe(200);
    expect(pinged.body).toEqual({ ok: true, http_status: 200, latency_ms: expect.any(Number), delivered: true });
    expect(pinged.body.latency_ms).toBeGreaterThanOrEqual(0);
    expect(receiver.received).toHaveLength(1);
    expect(JSON.parse(receiver.received[0]!.rawBody)).toEqual({
      event: 'webhook.ping',
      sent_at: expect.stringMatching(/\+07:00$/),
    });
  });

  it("reports the endpoint's failing status as it is (200 with http_status 503, not delivered)", async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    receiver.status = 503;
    const pinged = await invoke('pingWebhook', { auth: merchant.auth });
    expect(pinged.status).toBe(200);
    expect(pinged.body).toMatchObject({ ok: true, http_status: 503, delivered: false });
  });

  it('answers 422 validation_failed on callback_url when the client has none, and sends and logs nothing', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: null });
    const pinged = await invoke('pingWebhook', { auth: merchant.auth });
    expect(pinged.status).toBe(422);
    expect(pinged.body).toMatchObject({
      ok: false,
      error: 'validation_failed',
      errors: { callback_url: [expect.any(String)] },
    });
    expect(receiver.received).toHaveLength(0);
    expect((await invoke('listWebhookDeliveries', { auth: merchant.auth })).body.data).toEqual([]);
  });
});

describe('GET /events', () => {
  /** Five events of one merchant, one minute apart, from both of its clients: two paid QRs and three pings. */
  async function fiveEvents(): Promise<{
    merchant: MerchantFixture;
    other: Auth;
    clock: TestClock;
    eventIds: string[];
  }> {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const other = await secondClient(merchant);
    const clock = new TestClock(Date.now() - 3_600_000);
    useClock(clock);
    const eventIds: string[] = [];
    for (const make of [
      () => paidQr(merchant.auth, clock).then(({ deliveryId }) => deliveryId),
      () => ping(other),
      () => ping(merchant.auth),
      () => paidQr(other, clock).then(({ deliveryId }) => deliveryId),
      () => ping(merchant.auth),
    ]) {
      eventIds.push(await make());
      clock.advanceSeconds(60);
    }
    return { merchant, other, clock, eventIds };
  }

  it('lists every event of the merchant, from every client, newest first, with payload = the exact webhook body', async () => {
    const { merchant, other, eventIds } = await fiveEvents();
    for (const auth of [merchant.auth, other]) {
      const listed = await listEvents(auth);
      expect(listed.status).toBe(200);
      expect(listed.body.has_more).toBe(false);
      expect(ids(listed.body)).toEqual([...eventIds].reverse());
    }
    const listed = await listEvents(merchant.auth);
    for (const item of listed.body.data) {
      const stored = (await getDelivery(item.id))!;
      expect(Object.keys(item).sort()).toEqual(['created_at', 'event', 'id', 'partner_reff', 'payload']);
      expect(item).toMatchObject({
        event: stored.event,
        partner_reff: stored.partner_reff,
        created_at: expect.stringMatching(/\+07:00$/),
      });
      expect(item.payload).toEqual(JSON.parse(receiver.delivery(item.id).rawBody));
    }
    expect(listed.body.data.map((item: { event: string }) => item.event)).toEqual([
      'webhook.ping',
      'transaction.paid',
      'webhook.ping',
      'webhook.ping',
      'transaction.paid',
    ]);
  });

  it('pages with limit and starting_after (the events older than that one) until has_more is false', async () => {
    const { merchant, eventIds } = await fiveEvents();
    const newestFirst = [...eventIds].reverse();
    const first = await listEvents(merchant.auth, { limit: '2' });
    expect([ids(first.body), first.body.has_more]).toEqual([newestFirst.slice(0, 2), true]);
    const second = await listEvents(merchant.auth, { limit: '2', starting_after: newestFirst[1]! });
    expect([ids(second.body), second.body.has_more]).toEqual([newestFirst.slice(2, 4), true]);
    const last = await listEvents(merchant.auth, { limit: '2', starting_after: newestFirst[3]! });
    expect([ids(last.body), last.body.has_more]).toEqual([newestFirst.slice(4), false]);
    const afterOldest = await listEvents(merchant.auth, { starting_after: newestFirst[4]! });
    expect([ids(afterOldest.body), afterOldest.body.has_more]).toEqual([[], false]);
  });

  it('refuses a starting_after of another merchant, or unknown, with 422 validation_failed on starting_after', async () => {
    const { eventIds } = await fiveEvents();
    const stranger = await createMerchantFixture({ callbackUrl: receiver.url });
    for (const cursor of [eventIds[0]!, unknownDeliveryId(), 'not-an-event']) {
      const refused = await listEvents(stranger.auth, { starting_after: cursor });
      expect(refused.status).toBe(422);
      expect(refused.body).toMatchObject({
        ok: false,
        error: 'validation_failed',
        errors: { starting_after: [expect.any(String)] },
      });
    }
    expect((await listEvents(stranger.auth)).body).toEqual({ ok: true, data: [], has_more: false });
  });

  it.each([['0'], ['101'], ['-1'], ['2.5'], ['many']])('answers 422 validation_failed on limit=%s', async (limit) => {
    const merchant = await createMerchantFixture();
    const refused = await listEvents(merchant.auth, { limit });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ error: 'validation_failed', errors: { limit: [expect.any(String)] } });
  });

  it('accepts limit 1 and 100, and refuses a query field it does not know', async () => {
    const merchant = await createMerchantFixture();
    expect((await listEvents(merchant.auth, { limit: '1' })).status).toBe(200);
    expect((await listEvents(merchant.auth, { limit: '100' })).status).toBe(200);
    const unknown = await listEvents(merchant.auth, { page: '2' });
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors).toHaveProperty('page');
  });

  it('needs qris:read: a client with only digital:read gets 403 permission_denied, one with qris:read reads the feed', async () => {
    const digitalOnly = await createMerchantFixture({ permissions: ['digital:read'] });
    const refused = await listEvents(digitalOnly.auth);
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ ok: false, error: 'permission_denied', message: expect.any(String) });
    const reader = await createMerchantFixture({ permissions: ['qris:read'] });
    const listed = await listEvents(reader.auth);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual({ ok: true, data: [], has_more: false });
  });

  it('lists only the last 30 days: an event falls out of the feed once it is older, and a cursor older than that ends the feed', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const nowMs = Date.now() + 365 * DAY_SECONDS * 1000;
    const clock = new TestClock(nowMs - 31 * DAY_SECONDS * 1000);
    useClock(clock);
    const tooOld = await ping(merchant.auth);
    clock.set(nowMs - 29 * DAY_SECONDS * 1000);
    const recent = await ping(merchant.auth);
    clock.set(nowMs);
    const newest = await ping(merchant.auth);

    expect(ids((await listEvents(merchant.auth)).body)).toEqual([newest, recent]);
    clock.set(nowMs - 29 * DAY_SECONDS * 1000 + EVENTS_WINDOW_SECONDS * 1000 + 1);
    expect(ids((await listEvents(merchant.auth)).body)).toEqual([newest]);
    const afterExpired = await listEvents(merchant.auth, { starting_after: recent });
    expect(afterExpired.body).toEqual({ ok: true, data: [], has_more: false });
    expect(await getDelivery(tooOld)).toBeDefined();
  });
});

describe('a merchant with balance shards: its event feed and delivery log spread over as many partitions', () => {
  it('lists every event and delivery newest first, each once, across the shards', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url, balanceShards: 4 });
    const clock = new TestClock(Date.now() - 3_600_000);
    useClock(clock);
    const deliveryIds: string[] = [];
    for (let index = 0; index < 10; index += 1) {
      deliveryIds.push((await paidQr(merchant.auth, clock)).deliveryId);
      clock.advanceSeconds(30);
    }
    const newestFirst = [...deliveryIds].reverse();
    // The feed's index entries (and the log entries with them) sit in more than one partition.
    const partitions = new Set(
      await Promise.all(deliveryIds.map(async (id) => (await getDeliveryItem(id))?.gsi3pk as string)),
    );
    expect(partitions.size).toBeGreaterThan(1);
    for (const partition of partitions) expect(partition).toMatch(new RegExp(`^MEVT#${merchant.merchantId}(#[1-3])?$`));

    const paged: string[] = [];
    let page = await listEvents(merchant.auth, { limit: '3' });
    for (;;) {
      paged.push(...ids(page.body));
      if (!page.body.has_more) break;
      page = await listEvents(merchant.auth, { limit: '3', starting_after: paged.at(-1)! });
    }
    expect(paged).toEqual(newestFirst);

    const log = await invoke('listWebhookDeliveries', { auth: merchant.auth });
    expect(log.status).toBe(200);
    expect(ids(log.body)).toEqual(newestFirst);
  });
});

describe('timestamped signatures (X-Webhook-Signature-V2)', () => {
  it('gives a receiver X-Webhook-Timestamp and a V2 signature it verifies with the client secret, beside the contract one', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const deliveryId = await ping(merchant.auth);
    const { headers, rawBody } = receiver.delivery(deliveryId);
    const timestamp = String(headers['x-webhook-timestamp']);
    const signature = String(headers['x-webhook-signature-v2']);
    const nowSeconds = Math.floor(Date.now() / 1000);

    expect(Math.abs(Number(timestamp) - nowSeconds)).toBeLessThanOrEqual(5);
    expect(signature).toBe(signWebhookV2(rawBody, merchant.clientSecret, Number(timestamp))['X-Webhook-Signature-V2']);
    expect(signature).toMatch(new RegExp(`^t=${timestamp},v1=[0-9a-f]{64}$`));
    expect(verifyWebhookV2(rawBody, merchant.clientSecret, signature, nowSeconds)).toBe('valid');
    expect(verifyWebhookV2(rawBody, 'not-the-secret', signature, nowSeconds)).toBe('mismatch');
    expect(
      verifyWebhookV2(rawBody, merchant.clientSecret, signature, nowSeconds + WEBHOOK_SIGNATURE_TOLERANCE_SECONDS + 10),
    ).toBe('outside_tolerance');
    expect(headers['x-webhook-signature']).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs a transaction webhook with the secret of the client it goes to', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const other = await secondClient(merchant);
    const clock = new TestClock();
    useClock(clock);
    const { deliveryId } = await paidQr(other, clock);
    const { headers, rawBody } = receiver.delivery(deliveryId);
    const nowSeconds = Math.floor(Date.now() / 1000);
    expect(verifyWebhookV2(rawBody, other.clientSecret, String(headers['x-webhook-signature-v2']), nowSeconds)).toBe(
      'valid',
    );
    expect(verifyWebhookV2(rawBody, merchant.clientSecret, String(headers['x-webhook-signature-v2']), nowSeconds)).toBe(
      'mismatch',
    );
  });

  it('signs at the timestamp it is given, in both headers', async () => {
    const body = JSON.stringify({ event: 'webhook.ping', sent_at: '2026-11-21T17:04:05+07:00' });
    const sent = await sendWebhook({
      url: receiver.url,
      body,
      secret: 'fixed-secret',
      event: 'webhook.ping',
      deliveryId: 'wh_fixed',
      attempt: 1,
      userAgent: 'test',
      sandbox: true,
      timestampSeconds: 1_795_000_000,
    });
    expect(sent.delivered).toBe(true);
    const [request] = receiver.received;
    expect(request!.headers).toMatchObject({
      'x-webhook-timestamp': '1795000000',
      'x-webhook-signature-v2': signWebhookV2(body, 'fixed-secret', 1_795_000_000)['X-Webhook-Signature-V2'],
    });
  });
});
