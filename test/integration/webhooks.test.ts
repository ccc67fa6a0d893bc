import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  WEBHOOK_LEASE_SECONDS,
  WEBHOOK_LOG_SIZE,
  WEBHOOK_RETRY_DELAYS_SECONDS,
  WEBHOOK_TIMEOUT_MS,
} from '../../shared/constants';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { adminListDeliveries, adminPing, adminResendDelivery } from '../../shared/operations/admin';
import { adminPatchClient } from '../../shared/operations/admin-clients';
import { ddb, tableName } from '../../shared/store/aws';
import { keys } from '../../shared/store/keys';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { dispatchDelivery, sweepDueWebhooks } from '../../shared/operations/webhooks';
import { getDelivery, leaseDelivery } from '../../shared/store/webhooks';
import { toJakartaIso } from '../../shared/time';
import { checkWebhookUrl, sendWebhook } from '../../shared/webhooks/deliver';
import {
  earlierDays,
  createMerchantFixture,
  drainQueue,
  invoke,
  type MerchantFixture,
  TestClock,
  useClock,
  rendered,
} from '../support/harness';
import { useGatewaySimulator } from '../support/gateway';
import { ManualScheduler } from '../support/scheduler';

/**
 * Webhook delivery from the outbox record to a real HTTP receiver: headers, signature, payload,
 * the retry schedule driven by a test clock, leases, the delivery log, resend and ping.
 */
interface Received {
  headers: IncomingHttpHeaders;
  rawBody: string;
  path: string;
}

interface Reply {
  status: number;
  /** Held: answered only when the test calls release() (a receiver still working on it). */
  held?: boolean;
  headers?: Record<string, string>;
}

/**
 * A merchant's webhook endpoint: records every request and answers the queued replies (then 200).
 * A held reply waits for the test, never for a delay: what keeps it waiting is the test's choice.
 */
class Receiver {
  readonly received: Received[] = [];
  readonly replies: Reply[] = [];
  fallback: Reply = { status: 200 };
  url = '';
  readonly #held: Array<() => void> = [];
  readonly #arrivals = new Set<() => void>();
  readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      this.received.push({
        headers: req.headers,
        rawBody: Buffer.concat(chunks).toString('utf8'),
        path: req.url ?? '',
      });
      const reply = this.replies.shift() ?? this.fallback;
      const answer = (): void => void res.writeHead(reply.status, reply.headers).end('{"received":true}');
      if (reply.held) this.#held.push(answer);
      else answer();
      for (const arrived of [...this.#arrivals]) arrived();
    });
  });

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/webhooks`;
  }

  /** Resolves once `count` requests have arrived (at once when they have). */
  arrived(count: number): Promise<void> {
    return new Promise((resolve) => {
      const check = (): void => {
        if (this.received.length < count) return;
        this.#arrivals.delete(check);
        resolve();
      };
      this.#arrivals.add(check);
      check();
    });
  }

  /** Answers every held request. */
  release(): void {
    for (const answer of this.#held.splice(0)) answer();
  }

  reset(): void {
    this.release();
    this.received.length = 0;
    this.replies.length = 0;
    this.fallback = { status: 200 };
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      this.server.close(() => resolve());
      this.server.closeAllConnections();
    });
  }
}

const gateway = useGatewaySimulator();
let receiver: Receiver;

beforeAll(async () => {
  receiver = new Receiver();
  await receiver.start();
});

afterAll(async () => {
  await receiver.stop();
});

beforeEach(() => receiver.reset());
afterEach(() => useClock(undefined));

/**
 * Clocks on days of 1995, each test's before the last one's (harness earlierDays): the retry sweep
 * acts on deliveries due before "now", so a test never sees what an earlier test left due.
 */
const pastClock = earlierDays(Date.parse('1995-12-31T03:00:00Z'));

const sign = (rawBody: string, secret: string): string =>
  createHmac('sha256', secret).update(rawBody, 'utf8').digest('hex');

/** A QR paid through the gateway callback: its transaction.paid delivery id and the transaction. */
async function paidDelivery(
  merchant: MerchantFixture,
  clock: TestClock,
  amount = 30_000,
): Promise<{ deliveryId: string; partnerReff: string; createdAtMs: number; paidAtMs: number }> {
  useClock(clock);
  const createdAtMs = clock.nowMs();
  const created = await invoke('createQris', { auth: merchant.auth, body: { amount } });
  expect(created.status).toBe(201);
  const partnerReff = created.body.transaction.partner_reff as string;
  clock.advanceSeconds(30);
  const settled = gateway().books.qris.settle(partnerReff, 'paid');
  if (!settled.ok) throw new Error(settled.reason);
  const outcome = await applyGatewayCallback(settled.callback, clock.nowMs());
  if (outcome.kind !== 'applied' || outcome.deliveryId === undefined)
    throw new Error(`callback not applied: ${outcome.kind}`);
  return { deliveryId: outcome.deliveryId, partnerReff, createdAtMs, paidAtMs: clock.nowMs() };
}

/** What one run of the retry sweep hands to the dispatcher queue (the queue is emptied first). */
async function dueDeliveryIds(clock: TestClock): Promise<string[]> {
  await drainQueue('webhooks');
  const swept = await sweepDueWebhooks(clock);
  const queued = ((await drainQueue('webhooks')) as Array<{ delivery_id: string }>).map(
    (message) => message.delivery_id,
  );
  expect(queued).toHaveLength(swept);
  return queued;
}

describe('delivering a transaction webhook', () => {
  it('sends transaction.paid once with the contract headers, a verifiable signature and the full payload', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const clock = pastClock();
    const { deliveryId, partnerReff, createdAtMs, paidAtMs } = await paidDelivery(merchant, clock, 30_000);

    const result = await dispatchDelivery(deliveryId, clock);
    expect(result?.response).toMatchObject({ httpStatus: 200, delivered: true });
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(request!.path).toBe('/webhooks');
    expect(request!.headers).toMatchObject({
      'content-type': 'application/json',
      accept: 'application/json',
      'user-agent': expect.stringMatching(/\S/),
      'x-webhook-event': 'transaction.paid',
      'x-webhook-delivery': deliveryId,
      'x-webhook-signature': sign(request!.rawBody, merchant.clientSecret),
    });
    expect(request!.headers['x-webhook-signature']).toMatch(/^[0-9a-f]{64}$/);

    expect(JSON.parse(request!.rawBody)).toEqual({
      event: 'transaction.paid',
      partner_reff: partnerReff,
      transaction: {
        partner_reff: partnerReff,
        type: 'qris',
        status: 'paid',
        amount: 30_000,
        fees: { gateway_fee: 210, platform_fee: 90, total_fee: 300, net_amount: 29_700 },
        bank_code: null,
        bank_name: null,
        account_number: null,
        account_name: null,
        product_code: null,
        payment_method: 'QRIS',
        paid_at: toJakartaIso(paidAtMs),
        failed_at: null,
        expires_at: toJakartaIso(createdAtMs + 30 * 60_000),
        created_at: toJakartaIso(createdAtMs),
        refunded_amount: 0,
        refund_status: 'none',
      },
    });

    expect(await getDelivery(deliveryId)).toMatchObject({
      state: 'delivered',
      attempt_count: 1,
      last_http_status: 200,
    });
    // A delivered webhook is finished: another dispatch and later sweeps send nothing.
    expect(await dispatchDelivery(deliveryId, clock)).toBeUndefined();
    clock.advanceSeconds(3_600);
    expect(await dueDeliveryIds(clock)).not.toContain(deliveryId);
    expect(receiver.received).toHaveLength(1);
  });

  it('signs with the secret of the client that created the transaction, not of another client', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const other = await createMerchantFixture({ callbackUrl: receiver.url });
    const clock = pastClock();
    const { deliveryId } = await paidDelivery(merchant, clock);
    await dispatchDelivery(deliveryId, clock);
    const [request] = receiver.received;
    expect(request!.headers['x-webhook-signature']).toBe(sign(request!.rawBody, merchant.clientSecret));
    expect(request!.headers['x-webhook-signature']).not.toBe(sign(request!.rawBody, other.clientSecret));
  });

  it('schedules a retry 60 s after a 500, and the sweep re-sends it then (not before) with the same body and signature', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const clock = pastClock();
    const { deliveryId } = await paidDelivery(merchant, clock);
    receiver.replies.push({ status: 500 });

    const attemptAtMs = clock.nowMs();
    const first = await dispatchDelivery(deliveryId, clock);
    expect(first?.response).toMatchObject({ httpStatus: 500, delivered: false });
    expect(await getDelivery(deliveryId)).toMatchObject({
      state: 'pending',
      attempt_count: 1,
      last_http_status: 500,
      next_attempt_at_ms: attemptAtMs + 60_000,
    });

    clock.advanceSeconds(59);
    expect(await dueDeliveryIds(clock)).not.toContain(deliveryId);
    clock.advanceSeconds(1);
    const due = await dueDeliveryIds(clock);
    expect(due.filter((id) => id === deliveryId)).toHaveLength(1);

    const retry = await dispatchDelivery(deliveryId, clock);
    expect(retry?.response).toMatchObject({ httpStatus: 200, delivered: true });
    expect(await getDelivery(deliveryId)).toMatchObject({
      state: 'delivered',
      attempt_count: 2,
      last_http_status: 200,
    });
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.rawBody).toBe(receiver.received[0]!.rawBody);
    expect(receiver.received[1]!.headers['x-webhook-signature']).toBe(
      receiver.received[0]!.headers['x-webhook-signature'],
    );
    expect(receiver.received[1]!.headers['x-webhook-delivery']).toBe(deliveryId);
  });

  it('lets the sweep pick up a delivery whose immediate dispatch never happened, after the grace period', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const clock = pastClock();
    const { deliveryId } = await paidDelivery(merchant, clock);
    expect(await dueDeliveryIds(clock)).not.toContain(deliveryId);
    clock.advanceSeconds(60);
    expect(await dueDeliveryIds(clock)).toContain(deliveryId);
    await dispatchDelivery(deliveryId, clock);
    expect(receiver.received).toHaveLength(1);
  });

  it.each([
    [200, 'delivered'],
    [201, 'delivered'],
    [204, 'delivered'],
    [301, 'pending'],
    [302, 'pending'],
    [307, 'pending'],
    [400, 'pending'],
    [404, 'pending'],
    [410, 'pending'],
    [503, 'pending'],
  ])('treats a %i answer as %s', async (status, state) => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const clock = pastClock();
    const { deliveryId } = await paidDelivery(merchant, clock);
    receiver.replies.push({
      status,
      headers: status >= 300 && status < 400 ? { location: `${receiver.url}/elsewhere` } : {},
    });
    const result = await dispatchDelivery(deliveryId, clock);
    expect(result?.response.httpStatus).toBe(status);
    expect(await getDelivery(deliveryId)).toMatchObject({ state, attempt_count: 1, last_http_status: status });
    // A redirect is never followed.
    expect(receiver.received).toHaveLength(1);
  });

  it('treats a refused connection as a failed attempt with no HTTP status', async () => {
    const closed = new Receiver();
    await closed.start();
    await closed.stop();
    const merchant = await createMerchantFixture({ callbackUrl: closed.url });
    const clock = pastClock();
    const { deliveryId } = await paidDelivery(merchant, clock);
    const result = await dispatchDelivery(deliveryId, clock);
    expect(result?.response).toMatchObject({ httpStatus: null, delivered: false, error: expect.any(String) });
    expect(await getDelivery(deliveryId)).toMatchObject({ state: 'pending', attempt_count: 1, last_http_status: null });
  });

  it('follows the whole schedule (1m, 5m, 15m, 1h, 3h, 6h, 12h, 24h) and marks the delivery failed after the 9th failure', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const clock = pastClock();
    const { deliveryId } = await paidDelivery(merchant, clock);
    receiver.fallback = { status: 500 };

    for (let attempt = 1; attempt <= 9; attempt += 1) {
      const attemptAtMs = clock.nowMs();
      const result = await dispatchDelivery(deliveryId, clock);
      expect(result?.response.httpStatus).toBe(500);
      const delivery = await getDelivery(deliveryId);
      expect(delivery?.attempt_count).toBe(attempt);
      if (attempt < 9) {
        const delaySeconds = WEBHOOK_RETRY_DELAYS_SECONDS[attempt - 1]!;
        expect(delivery).toMatchObject({ state: 'pending', next_attempt_at_ms: attemptAtMs + delaySeconds * 1000 });
        // Not before its time: neither the lease nor the sweep hands it out early.
        clock.advanceSeconds(delaySeconds - 1);
        expect(await dueDeliveryIds(clock)).not.toContain(deliveryId);
        clock.advanceSeconds(1);
        expect(await dueDeliveryIds(clock)).toContain(deliveryId);
      } else {
        expect(delivery?.state).toBe('failed');
      }
    }
    expect(receiver.received).toHaveLength(9);
    expect(new Set(receiver.received.map((request) => request.rawBody)).size).toBe(1);

    clock.advanceSeconds(7 * 86_400);
    expect(await dueDeliveryIds(clock)).not.toContain(deliveryId);
    expect(await dispatchDelivery(deliveryId, clock)).toBeUndefined();
    expect(receiver.received).toHaveLength(9);

    const log = (await rendered(adminListDeliveries(merchant.clientId))).body.data as Array<{
      attempt: number;
      state: string;
      http_status: number;
    }>;
    expect(log.map((entry) => entry.attempt)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(log.map((entry) => entry.state)).toEqual(['failed', ...Array(8).fill('pending')]);
    expect(log.every((entry) => entry.http_status === 500)).toBe(true);
  });

  it('sends a delivery once when two dispatchers race for it (lease)', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const clock = pastClock();
    const { deliveryId } = await paidDelivery(merchant, clock);
    receiver.replies.push({ status: 500, held: true });
    const dispatches = [1, 2, 3].map(() => dispatchDelivery(deliveryId, clock));
    // The one holding the lease is answered only once the other two have given up.
    let settled = 0;
    const othersDone = new Promise<void>((resolve) => {
      const counted = (): void => void (++settled === 2 && resolve());
      for (const dispatch of dispatches) void dispatch.then(counted, counted);
    });
    await receiver.arrived(1);
    await othersDone;
    receiver.release();
    const results = await Promise.all(dispatches);
    expect(results.filter((result) => result !== undefined)).toHaveLength(1);
    expect(receiver.received).toHaveLength(1);
    expect(await getDelivery(deliveryId)).toMatchObject({ state: 'pending', attempt_count: 1 });
  });

  it('waits for the lease of a crashed dispatcher to run out before sending again', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const clock = pastClock();
    const { deliveryId } = await paidDelivery(merchant, clock);
    expect(
      await leaseDelivery(deliveryId, 'crashed-dispatcher', clock.nowMs(), WEBHOOK_LEASE_SECONDS * 1000, false),
    ).toBeDefined();

    clock.advanceSeconds(WEBHOOK_LEASE_SECONDS - 1);
    expect(await dispatchDelivery(deliveryId, clock)).toBeUndefined();
    expect(receiver.received).toHaveLength(0);
    clock.advanceSeconds(2);
    expect((await dispatchDelivery(deliveryId, clock))?.response.delivered).toBe(true);
    expect(receiver.received).toHaveLength(1);
  });

  it('skips a delivery for a client without callback_url, sending nothing', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: null });
    const clock = pastClock();
    const { deliveryId } = await paidDelivery(merchant, clock);
    await dispatchDelivery(deliveryId, clock);
    expect(await getDelivery(deliveryId)).toMatchObject({ state: 'skipped', attempt_count: 1, last_http_status: null });
    expect(receiver.received).toHaveLength(0);
    clock.advanceSeconds(86_400);
    expect(await dueDeliveryIds(clock)).not.toContain(deliveryId);
    const log = (await rendered(adminListDeliveries(merchant.clientId))).body.data;
    expect(log).toEqual([expect.objectContaining({ id: deliveryId, state: 'skipped', http_status: null })]);
  });

  it('does not send a delivery of a deactivated client: it is finished as client_inactive, never retried', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const clock = pastClock();
    const { deliveryId } = await paidDelivery(merchant, clock);
    await rendered(adminPatchClient(merchant.clientId, { active: false }));

    const result = await dispatchDelivery(deliveryId, clock);
    expect(result?.response).toEqual({
      httpStatus: null,
      latencyMs: 0,
      delivered: false,
      error: expect.stringContaining('deactivated'),
    });
    expect(await getDelivery(deliveryId)).toMatchObject({
      state: 'client_inactive',
      attempt_count: 1,
      last_http_status: null,
    });
    expect(receiver.received).toHaveLength(0);
    clock.advanceSeconds(7 * 86_400);
    expect(await dueDeliveryIds(clock)).not.toContain(deliveryId);
    expect(await dispatchDelivery(deliveryId, clock)).toBeUndefined();
    const [entry] = (await rendered(adminListDeliveries(merchant.clientId))).body.data as Array<
      Record<string, unknown>
    >;
    expect(entry).toMatchObject({
      id: deliveryId,
      state: 'client_inactive',
      http_status: null,
      error: expect.stringContaining('deactivated'),
    });
  });

  it('stops the retries of a pending delivery once its client is deactivated: the sweep hands it over once, nothing is sent', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const clock = pastClock();
    const { deliveryId } = await paidDelivery(merchant, clock);
    receiver.replies.push({ status: 500 });
    await dispatchDelivery(deliveryId, clock);
    expect((await getDelivery(deliveryId))?.state).toBe('pending');
    await rendered(adminPatchClient(merchant.clientId, { active: false }));

    clock.advanceSeconds(WEBHOOK_RETRY_DELAYS_SECONDS[0]);
    expect(await dueDeliveryIds(clock)).toContain(deliveryId);
    await dispatchDelivery(deliveryId, clock);
    expect(await getDelivery(deliveryId)).toMatchObject({ state: 'client_inactive', attempt_count: 2 });
    for (const delaySeconds of WEBHOOK_RETRY_DELAYS_SECONDS) {
      clock.advanceSeconds(delaySeconds);
      expect(await dueDeliveryIds(clock)).not.toContain(deliveryId);
    }
    expect(receiver.received).toHaveLength(1);
  });

  it('sends again once the client is reactivated and an operator resends the delivery', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const clock = pastClock();
    const { deliveryId } = await paidDelivery(merchant, clock);
    await rendered(adminPatchClient(merchant.clientId, { active: false }));
    await dispatchDelivery(deliveryId, clock);
    expect(receiver.received).toHaveLength(0);

    await rendered(adminPatchClient(merchant.clientId, { active: true }));
    const resent = await rendered(adminResendDelivery(deliveryId, clock));
    expect(resent.body.delivery).toMatchObject({ state: 'delivered', http_status: 200 });
    expect(receiver.received).toHaveLength(1);
  });

  it('finishes a delivery of a deleted client as client_inactive', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const clock = pastClock();
    const { deliveryId } = await paidDelivery(merchant, clock);
    await ddb().send(new DeleteCommand({ TableName: tableName(), Key: keys.client(merchant.clientId) }));
    await dispatchDelivery(deliveryId, clock);
    expect(await getDelivery(deliveryId)).toMatchObject({ state: 'client_inactive', attempt_count: 1 });
    expect(receiver.received).toHaveLength(0);
  });

  it('sends no ping to a deactivated client', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    await rendered(adminPatchClient(merchant.clientId, { active: false }));
    const result = await rendered(adminPing(merchant.clientId, pastClock()));
    expect(result.body).toMatchObject({
      ok: true,
      http_status: null,
      delivered: false,
      error: expect.stringContaining('deactivated'),
    });
    expect(receiver.received).toHaveLength(0);
  });
});

describe('delivery log, resend and ping (admin)', () => {
  it(`keeps the last ${WEBHOOK_LOG_SIZE} attempts, newest first, with id, event, partner_reff, http_status, latency_ms, attempt, at and state`, async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const clock = pastClock();
    const { deliveryId, partnerReff } = await paidDelivery(merchant, clock);
    receiver.replies.push({ status: 500 });
    await dispatchDelivery(deliveryId, clock);
    const firstAttemptAtMs = clock.nowMs();
    for (let ping = 0; ping < 16; ping += 1) {
      clock.advanceSeconds(1);
      await rendered(adminPing(merchant.clientId, clock));
    }

    const { body } = await rendered(adminListDeliveries(merchant.clientId));
    expect(body.ok).toBe(true);
    const data = body.data as Array<Record<string, unknown>>;
    expect(data).toHaveLength(WEBHOOK_LOG_SIZE);
    for (const entry of data) {
      expect(Object.keys(entry).sort()).toEqual([
        'at',
        'attempt',
        'event',
        'http_status',
        'id',
        'latency_ms',
        'partner_reff',
        'state',
      ]);
      expect(entry).toMatchObject({
        event: 'webhook.ping',
        partner_reff: null,
        http_status: 200,
        attempt: 1,
        state: 'delivered',
      });
      expect(entry.latency_ms).toEqual(expect.any(Number));
      expect(entry.latency_ms as number).toBeGreaterThanOrEqual(0);
    }
    const times = data.map((entry) => Date.parse(entry.at as string));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(data[0]!.at).toBe(toJakartaIso(clock.nowMs()));
    expect(data.map((entry) => entry.id)).not.toContain(deliveryId);

    // With one more failed attempt of the payment webhook it is back on top of the log.
    clock.advanceSeconds(120);
    await dispatchDelivery(deliveryId, clock);
    const newest = (
      (await rendered(adminListDeliveries(merchant.clientId))).body.data as Array<Record<string, unknown>>
    )[0];
    expect(newest).toEqual({
      id: deliveryId,
      event: 'transaction.paid',
      partner_reff: partnerReff,
      http_status: 200,
      latency_ms: expect.any(Number),
      attempt: 2,
      at: toJakartaIso(clock.nowMs()),
      state: 'delivered',
    });
    expect(firstAttemptAtMs).toBeLessThan(clock.nowMs());
  });

  it("answers 404 for the log of an unknown client and never shows another client's attempts", async () => {
    await expect(rendered(adminListDeliveries('cl_nobody'))).rejects.toMatchObject({ code: 'not_found' });
    const quiet = await createMerchantFixture({ callbackUrl: receiver.url });
    expect((await rendered(adminListDeliveries(quiet.clientId))).body.data).toEqual([]);
  });

  it('resends a delivered webhook with the same body, signature and delivery id', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const clock = pastClock();
    const { deliveryId, partnerReff } = await paidDelivery(merchant, clock);
    await dispatchDelivery(deliveryId, clock);
    clock.advanceSeconds(600);

    const resent = await rendered(adminResendDelivery(deliveryId, clock));
    expect(resent.body).toEqual({
      ok: true,
      delivery: {
        id: deliveryId,
        event: 'transaction.paid',
        partner_reff: partnerReff,
        state: 'delivered',
        attempts: 2,
        http_status: 200,
        latency_ms: expect.any(Number),
      },
    });
    expect(receiver.received).toHaveLength(2);
    const [first, second] = receiver.received;
    expect(second!.rawBody).toBe(first!.rawBody);
    expect(second!.headers['x-webhook-signature']).toBe(first!.headers['x-webhook-signature']);
    expect(second!.headers['x-webhook-delivery']).toBe(deliveryId);
    expect(second!.headers['x-webhook-signature']).toBe(sign(second!.rawBody, merchant.clientSecret));
  });

  it('resends a failed delivery without restarting its schedule when the resend fails too', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const clock = pastClock();
    const { deliveryId } = await paidDelivery(merchant, clock);
    receiver.fallback = { status: 500 };
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      await dispatchDelivery(deliveryId, clock);
      clock.advanceSeconds(WEBHOOK_RETRY_DELAYS_SECONDS[attempt - 1] ?? 0);
    }
    expect((await getDelivery(deliveryId))?.state).toBe('failed');

    const resent = await rendered(adminResendDelivery(deliveryId, clock));
    expect(resent.body.delivery).toMatchObject({ state: 'failed', attempts: 10, http_status: 500 });
    clock.advanceSeconds(86_400);
    expect(await dueDeliveryIds(clock)).not.toContain(deliveryId);

    receiver.fallback = { status: 200 };
    const fixed = await rendered(adminResendDelivery(deliveryId, clock));
    expect(fixed.body.delivery).toMatchObject({ state: 'delivered', attempts: 11, http_status: 200 });
    expect(receiver.received).toHaveLength(11);
  });

  it('answers 404 not_found when resending an unknown delivery', async () => {
    await expect(
      rendered(adminResendDelivery(`wh_${randomBytes(10).toString('hex').toUpperCase()}`, pastClock())),
    ).rejects.toMatchObject({ code: 'not_found', statusCode: 404 });
  });

  it('pings with webhook.ping {event, sent_at}, signed, and reports the HTTP status and latency', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const clock = pastClock();
    // The receiver takes 40 ms of the ping's time to answer: held while the test moves that time.
    const pingTime = new ManualScheduler();
    receiver.replies.push({ status: 204, held: true });
    const pinged = rendered(adminPing(merchant.clientId, clock, pingTime));
    await receiver.arrived(1);
    await pingTime.advance(40);
    receiver.release();
    const result = await pinged;
    expect(result.body).toEqual({ ok: true, http_status: 204, latency_ms: 40, delivered: true });

    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    expect(JSON.parse(request!.rawBody)).toEqual({ event: 'webhook.ping', sent_at: toJakartaIso(clock.nowMs()) });
    expect(request!.headers['x-webhook-event']).toBe('webhook.ping');
    expect(request!.headers['x-webhook-signature']).toBe(sign(request!.rawBody, merchant.clientSecret));
  });

  it('gives up on a receiver that does not answer within WEBHOOK_TIMEOUT_MS of its time: a failed attempt', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const clock = pastClock();
    const pingTime = new ManualScheduler();
    receiver.replies.push({ status: 200, held: true });
    let answered = false;
    const pinged = rendered(adminPing(merchant.clientId, clock, pingTime)).finally(() => (answered = true));
    await receiver.arrived(1);
    expect(pingTime.sleeping()).toEqual([expect.objectContaining({ ms: WEBHOOK_TIMEOUT_MS })]);
    await pingTime.advance(WEBHOOK_TIMEOUT_MS - 1);
    expect(answered).toBe(false);
    await pingTime.advance(1);
    const result = await pinged;
    expect(result.body).toEqual({
      ok: true,
      http_status: null,
      latency_ms: WEBHOOK_TIMEOUT_MS,
      delivered: false,
      error: expect.any(String),
    });
    expect(pingTime.sleeping()).toEqual([]);
    const [entry] = (await rendered(adminListDeliveries(merchant.clientId))).body.data as Array<{
      state: string;
      http_status: number | null;
    }>;
    expect(entry).toMatchObject({ state: 'failed', http_status: null });
  });

  it('reports a failed ping without scheduling a retry', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: receiver.url });
    const clock = pastClock();
    receiver.replies.push({ status: 500 });
    const result = await rendered(adminPing(merchant.clientId, clock));
    expect(result.body).toMatchObject({ ok: true, http_status: 500, delivered: false });
    const [entry] = (await rendered(adminListDeliveries(merchant.clientId))).body.data as Array<{
      id: string;
      state: string;
    }>;
    expect(entry!.state).toBe('failed');
    clock.advanceSeconds(86_400);
    expect(await dueDeliveryIds(clock)).not.toContain(entry!.id);
    expect(receiver.received).toHaveLength(1);
  });

  it('reports a ping for a client without callback_url as not delivered, sending nothing', async () => {
    const merchant = await createMerchantFixture({ callbackUrl: null });
    const result = await rendered(adminPing(merchant.clientId, pastClock()));
    expect(result.body).toMatchObject({ ok: true, http_status: null, delivered: false });
    expect(receiver.received).toHaveLength(0);
  });
});

describe('webhook URL checks outside sandbox mode', () => {
  it.each([
    ['http://example.com/hook', 'HTTPS'],
    ['ftp://example.com/hook', 'HTTPS'],
    ['not a url', 'invalid URL'],
    ['https://127.0.0.1/hook', 'private'],
    ['https://127.8.9.10/hook', 'private'],
    ['https://localhost/hook', 'private'],
    ['https://10.0.0.1/hook', 'private'],
    ['https://172.16.5.4/hook', 'private'],
    ['https://192.168.1.1/hook', 'private'],
    ['https://169.254.169.254/latest/meta-data', 'private'],
    ['https://100.64.0.1/hook', 'private'],
    ['https://0.0.0.0/hook', 'private'],
    ['https://2130706433/hook', 'private'],
    ['https://0x7f000001/hook', 'private'],
    ['https://[::1]/hook', 'private'],
    ['https://[::]/hook', 'private'],
    ['https://[fe80::1]/hook', 'private'],
    ['https://[fd00::1]/hook', 'private'],
    ['https://[::ffff:127.0.0.1]/hook', 'private'],
    ['https://[::ffff:10.0.0.1]/hook', 'private'],
    ['https://[::ffff:169.254.169.254]/hook', 'private'],
  ])('refuses %s', async (url, reason) => {
    const check = await checkWebhookUrl(url, false);
    expect(check.ok).toBe(false);
    expect(check.ok === false && check.reason).toContain(reason);
  });

  it.each([
    'https://93.184.216.34/hook',
    'https://8.8.8.8:8443/path?x=1',
    'https://[2606:4700:4700::1111]/hook',
    'https://[::ffff:93.184.216.34]/hook',
  ])('accepts the public HTTPS address %s', async (url) => {
    expect(await checkWebhookUrl(url, false)).toEqual({ ok: true });
  });

  it.each([
    ['http://127.0.0.1:8080/hook', true],
    ['https://localhost/hook', true],
    ['ftp://127.0.0.1/hook', false],
    ['javascript:alert(1)', false],
  ])('in sandbox mode allows plain HTTP and loopback: %s -> %s', async (url, ok) => {
    expect((await checkWebhookUrl(url, true)).ok).toBe(ok);
  });

  it('never sends to a refused URL', async () => {
    const response = await sendWebhook({
      url: receiver.url,
      body: '{}',
      secret: 'secret',
      event: 'webhook.ping',
      deliveryId: 'wh_TEST',
      attempt: 1,
      userAgent: 'test',
      sandbox: false,
    });
    expect(response).toEqual({
      httpStatus: null,
      latencyMs: 0,
      delivered: false,
      error: expect.stringContaining('HTTPS'),
    });
    expect(receiver.received).toHaveLength(0);
  });
});
