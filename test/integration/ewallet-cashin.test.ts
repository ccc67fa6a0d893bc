import { createHmac, randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SQSEvent } from 'aws-lambda';
import fc from 'fast-check';
import { webhookClientOf } from '../../shared/operations/dashboard-webhook-client';
import { EWALLET_CASHIN_VALIDITY_SECONDS } from '../../shared/channels/ewallet-cashin/limits';
import type { ClientRecord } from '../../shared/store/clients';
import type { MemberRole } from '../../shared/domain/members';
import { signBody } from '../../shared/gateway/signature';
import { suspenseIdFor } from '../../shared/ids';
import { expireDue } from '../../shared/operations/sweeps';
import { dispatchDelivery } from '../../shared/operations/webhooks';
import { auditLedger } from '../../shared/store/ledger';
import { newMembershipItems } from '../../shared/store/members';
import { getBalance } from '../../shared/store/merchants';
import { getSuspenseEntry } from '../../shared/store/suspense';
import { transactWrite } from '../../shared/store/transact';
import { handler as callbackWorker } from '../../functions/workers/gateway-callbacks';
import { sandboxRoutes } from '../../local/sandbox';
import { GATEWAY_CALLBACK_SECRET, useGatewaySimulator, withGatewayTimeout } from '../support/gateway';
import { ManualScheduler } from '../support/scheduler';
import {
  earlierDays,
  createMerchantFixture,
  dashboardClaims,
  drainQueue,
  invoke,
  type MerchantFixture,
  TestClock,
  useClock,
} from '../support/harness';
import { outboxRecordsFor } from '../support/va-fixtures';

/**
 * POST /dashboard/v1/ewallet-cashin and the life of a cash-in: the customer approves it through the
 * sandbox route (the simulator signs the payment callback, which goes through the gateway callback
 * route, the callbacks queue and its worker), net money is available at once, transaction.paid is
 * delivered signed; unpaid it expires after 15 minutes; a late payment still credits (the inbound
 * rule); a copy of the callback changes nothing.
 */
const simulatorTime = new ManualScheduler();
const gateway = useGatewaySimulator({ scheduler: simulatorTime });

interface Received {
  headers: IncomingHttpHeaders;
  rawBody: string;
}

/** A small HTTP server that records what it receives; `onBody` decides what happens with it. */
async function receiver(onBody: (raw: string, headers: IncomingHttpHeaders) => Promise<void>) {
  const received: Received[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      received.push({ headers: req.headers, rawBody });
      void onBody(rawBody, req.headers).then(
        () => res.writeHead(200).end('{"ok":true}'),
        () => res.writeHead(500).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const stop = () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
  return { url, received, stop };
}

/**
 * Our side of the gateway callback, as in AWS: the signed body goes to POST /callbacks/gateway,
 * which queues it, and the callbacks worker applies what was queued.
 */
async function throughCallbackRoute(raw: string, headers: IncomingHttpHeaders): Promise<void> {
  const signature = String(headers['x-gateway-signature'] ?? '');
  const answered = await invoke('gatewayCallback', { rawBody: raw, headers: { 'x-gateway-signature': signature } });
  if (answered.status !== 200) throw new Error(`callback route answered ${answered.status}`);
  const queued = (await drainQueue('callbacks')) as Array<{ raw: string; headers: Record<string, string> }>;
  const event = {
    Records: queued.map((message, index) => ({ messageId: `m-${index}`, body: JSON.stringify(message) })),
  } as unknown as SQSEvent;
  const result = await callbackWorker(event);
  if (result.batchItemFailures.length > 0) throw new Error('callback worker failed');
}

let callbackEndpoint: Awaited<ReturnType<typeof receiver>>;
let webhookEndpoint: Awaited<ReturnType<typeof receiver>>;
let sandbox: Awaited<ReturnType<typeof receiver>>;

beforeAll(async () => {
  callbackEndpoint = await receiver(throughCallbackRoute);
  gateway().setCallbackUrl(`${callbackEndpoint.url}/callbacks`);
  webhookEndpoint = await receiver(async () => undefined);
  // The local stack's sandbox API (local/sandbox.ts) in front of this file's simulator.
  const routes = sandboxRoutes(gateway().url);
  const server = createServer((req, res) => void routes(req, res, new URL(req.url ?? '/', 'http://sandbox')));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  sandbox = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received: [],
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
});

afterAll(async () => {
  // The cash-ins left waiting on this file's past days expire, as they would for a merchant.
  await expireDue(new TestClock(PAST_DAY_0_MS + (PAST_DAYS + 1) * 86_400_000));
  await Promise.all([callbackEndpoint.stop(), webhookEndpoint.stop(), sandbox.stop()]);
});

afterEach(() => {
  useClock(undefined);
  gateway().faults.clear();
});

/** Clocks on days long past, each test's before the last one's (harness earlierDays). */
const PAST_DAY_0_MS = Date.parse('1996-03-01T09:00:00+07:00');
const PAST_DAYS = 3_000;
const pastClock = earlierDays(PAST_DAY_0_MS + PAST_DAYS * 86_400_000);

interface Member {
  claims: Record<string, unknown>;
  sub: string;
}

/** A dashboard user with this role on the merchant. */
async function member(merchantId: string, role: MemberRole): Promise<Member> {
  const sub = randomUUID();
  const email = `${sub.slice(0, 8)}@cashin.test`;
  const written = await transactWrite(
    newMembershipItems({ sub, email, merchant_id: merchantId, role, created_at_ms: Date.now() }),
  );
  if (!written.ok) throw new Error('membership not written');
  return { claims: dashboardClaims({ sub, email }), sub };
}

interface Setup {
  merchant: MerchantFixture;
  finance: Member;
}

async function setup(options: { kyc?: 'verified' | 'unverified' } = {}): Promise<Setup> {
  const merchant = await createMerchantFixture({ kyc: options.kyc, callbackUrl: `${webhookEndpoint.url}/hooks` });
  return { merchant, finance: await member(merchant.merchantId, 'finance') };
}

const BODY = { amount: 100_000, product_code: 'DANA', phone_number: '081234567890' };

function create(who: Member, body: unknown = BODY, headers: Record<string, string> = {}) {
  return invoke('dashboardCreateEwalletCashin', { claims: who.claims, body, headers });
}

async function created(who: Member, body: Record<string, unknown> = BODY) {
  const response = await create(who, body);
  expect(response.status).toBe(201);
  return response.body.transaction as { partner_reff: string; reference_number: string; expires_at: string };
}

/** The sandbox call (README, the dashboard API): the customer approves in the wallet app. */
async function sandboxPay(referenceNumber: string, query = ''): Promise<{ status: number; body: any }> {
  const response = await fetch(`${sandbox.url}/sandbox/v1/ewallet-cashin/${referenceNumber}/pay${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  return { status: response.status, body: await response.json() };
}

/** A phone number no other test of the file uses, to find this test's requests at the simulator. */
const uniquePhone = () => `0812${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

const ceilPercent = (amount: number, bps: number) => Math.ceil((amount * bps) / 10_000);

async function detail(merchant: MerchantFixture, partnerReff: string) {
  return invoke('getTransaction', { auth: merchant.auth, params: { partner_reff: partnerReff } });
}

async function expectBalanced(): Promise<void> {
  const audit = await invoke('adminAudit', { headers: { authorization: 'Bearer test-admin-token' } });
  expect(audit.status).toBe(200);
  expect(audit.body.balanced).toBe(true);
}

const sign = (raw: string, secret: string) => createHmac('sha256', secret).update(raw, 'utf8').digest('hex');

describe('POST /dashboard/v1/ewallet-cashin', () => {
  it('answers 201 with the transaction waiting 15 minutes for the customer, and the fees', async () => {
    const { merchant, finance } = await setup();
    const clock = new TestClock(Date.parse('2026-11-21T10:04:05.678Z'));
    useClock(clock);
    const response = await create(finance, { ...BODY, description: 'Top up kios' });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      ok: true,
      transaction: {
        partner_reff: expect.stringMatching(/^EWC-20261121-[0-9A-Z]{12}$/),
        reference_number: expect.stringMatching(/^\d{12}$/),
        status: 'waiting_payment',
        expires_at: '2026-11-21T17:19:05+07:00',
      },
      fees: { gateway_fee: 1_500, platform_fee: 500, total_fee: 2_000, net_amount: 98_000 },
    });
    const { transaction } = response.body;
    expect(Date.parse(transaction.expires_at) - Date.parse('2026-11-21T10:04:05Z')).toBe(
      EWALLET_CASHIN_VALIDITY_SECONDS * 1000,
    );
    expect(gateway().books.ewalletCashin.get(transaction.reference_number)).toMatchObject({
      partnerReff: transaction.partner_reff,
      amountIdr: 100_000,
      productCode: 'DANA',
      phoneNumber: '081234567890',
      status: 'waiting_payment',
    });
    // The API's transaction shapes show it with its type.
    const found = await detail(merchant, transaction.partner_reff);
    expect(found.body.transaction).toMatchObject({
      partner_reff: transaction.partner_reff,
      type: 'ewallet_cashin',
      status: 'waiting_payment',
      amount: 100_000,
      expires_at: '2026-11-21T17:19:05+07:00',
      fees: response.body.fees,
    });
    const listed = await invoke('listTransactions', { auth: merchant.auth });
    expect(listed.body.data).toEqual([
      expect.objectContaining({ partner_reff: transaction.partner_reff, type: 'ewallet_cashin', net_amount: 98_000 }),
    ]);
  });

  it('charges 1.5 % + 0.5 % of any amount, each rounded up, with a fresh 12-digit reference number', async () => {
    const { finance } = await setup();
    const references = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 10_000, max: 5_000_000 }), async (amount) => {
        const response = await create(finance, { ...BODY, amount, phone_number: '+6281299990000' });
        expect(response.status).toBe(201);
        const gatewayFee = ceilPercent(amount, 150);
        const platformFee = ceilPercent(amount, 50);
        expect(response.body.fees).toEqual({
          gateway_fee: gatewayFee,
          platform_fee: platformFee,
          total_fee: gatewayFee + platformFee,
          net_amount: amount - gatewayFee - platformFee,
        });
        expect(response.body.transaction.reference_number).toMatch(/^\d{12}$/);
        expect(references.has(response.body.transaction.reference_number)).toBe(false);
        references.add(response.body.transaction.reference_number);
      }),
      { numRuns: 12, examples: [[10_000], [10_001], [5_000_000], [333_333]] },
    );
  });

  it('takes every product of the e-wallet payout list and its phone formats, sending 08... to the gateway', async () => {
    const { finance } = await setup();
    const cases = [
      ['OVO', '6281234567890'],
      ['GOPAY', '+6281234567890'],
      ['SHOPEEPAY', '81234567890'],
      ['LINKAJA', '0812345678'],
    ] as const;
    for (const [code, phone] of cases) {
      const transaction = await created(finance, { ...BODY, product_code: code, phone_number: phone });
      expect(gateway().books.ewalletCashin.get(transaction.reference_number)?.phoneNumber).toMatch(/^08\d+$/);
    }
  });

  it('refuses an unverified merchant with 403 kyc_required and asks the gateway nothing', async () => {
    const { merchant, finance } = await setup({ kyc: 'unverified' });
    const owner = await member(merchant.merchantId, 'owner');
    for (const who of [finance, owner]) {
      const refused = await create(who);
      expect([refused.status, refused.body.error]).toEqual([403, 'kyc_required']);
    }
    expect((await invoke('listTransactions', { auth: merchant.auth })).body.meta.total).toBe(0);
  });

  it('lets finance and owner create; developer and viewer get 403 permission_denied; no token 401', async () => {
    const { merchant } = await setup();
    expect((await create(await member(merchant.merchantId, 'owner'))).status).toBe(201);
    for (const role of ['developer', 'viewer'] as const) {
      const refused = await create(await member(merchant.merchantId, role));
      expect([refused.status, refused.body.error]).toEqual([403, 'permission_denied']);
    }
    const anonymous = await invoke('dashboardCreateEwalletCashin', { body: BODY });
    expect(anonymous.status).toBe(401);
    expect((await invoke('listTransactions', { auth: merchant.auth })).body.meta.total).toBe(1);
  });

  it('answers 404 for a merchant the user does not belong to (X-Merchant-Id)', async () => {
    const { finance } = await setup();
    const other = await createMerchantFixture();
    const refused = await create(finance, BODY, { 'x-merchant-id': other.merchantId });
    expect(refused.status).toBe(404);
    expect((await invoke('listTransactions', { auth: other.auth })).body.meta.total).toBe(0);
  });

  it.each([
    [{ ...BODY, amount: 9_999 }, 'amount'],
    [{ ...BODY, amount: 5_000_001 }, 'amount'],
    [{ ...BODY, amount: 10_000.5 }, 'amount'],
    [{ ...BODY, product_code: 'PAYPAL' }, 'product_code'],
    [{ ...BODY, phone_number: '021555123' }, 'phone_number'],
    [{ ...BODY, phone_number: '0812' }, 'phone_number'],
    [{ ...BODY, description: 'x'.repeat(201) }, 'description'],
    [{ ...BODY, extra: 1 }, ''],
    [{ amount: 10_000 }, 'product_code'],
  ])('refuses %j with 422 naming %s', async (body, field) => {
    const { finance } = await setup();
    const refused = await create(finance, body);
    expect([refused.status, refused.body.error]).toEqual([422, 'validation_failed']);
    if (field !== '') expect(Object.keys(refused.body.errors)).toContain(field);
  });

  it('never answers 5xx to arbitrary bodies', async () => {
    const { finance } = await setup();
    const field = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.constant(null), fc.boolean(), fc.object());
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.record(
            { amount: field, product_code: field, phone_number: field, description: field },
            { requiredKeys: [] },
          ),
          fc.anything(),
        ),
        async (body) => {
          const response = await create(finance, body);
          expect(response.status).toBeLessThan(500);
          if (response.status !== 201) expect(response.body.ok).toBe(false);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('replays an idempotent create: one transaction, one gateway request, the same answer', async () => {
    const { merchant, finance } = await setup();
    const key = { 'idempotency-key': randomUUID() };
    const body = { ...BODY, phone_number: uniquePhone() };
    const first = await create(finance, body, key);
    const second = await create(finance, body, key);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers['x-idempotency-replay']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect((await invoke('listTransactions', { auth: merchant.auth })).body.meta.total).toBe(1);
    const asked = gateway()
      .books.ewalletCashin.all()
      .filter((record) => record.phoneNumber === body.phone_number);
    expect(asked).toHaveLength(1);
    // The same key with another body is the key reused: refused, nothing created.
    const conflicting = await create(finance, { ...body, amount: 20_000 }, key);
    expect(conflicting.status).toBe(409);
    expect((await invoke('listTransactions', { auth: merchant.auth })).body.meta.total).toBe(1);
  });

  it('writes nothing payable when the gateway times out, and a payment it reports anyway goes to suspense', async () => {
    const { merchant, finance } = await setup();
    gateway().faults.add({ pathPrefix: '/v1/ewallet-cashin', status: null, delayMs: 2_500, remaining: 1 });
    const phone = uniquePhone();
    // The client gives up before the gateway answers (a short timeout: the wait is the wall clock's).
    const refused = await withGatewayTimeout(300, () => create(finance, { ...BODY, phone_number: phone }));
    expect(refused.status).toBeGreaterThanOrEqual(502);
    expect((await invoke('listTransactions', { auth: merchant.auth })).body.meta.total).toBe(0);
    // The gateway makes the request after all, once its delay is over; the customer approves it.
    const made = () =>
      gateway()
        .books.ewalletCashin.all()
        .find((candidate) => candidate.phoneNumber === phone);
    expect(made()).toBeUndefined();
    await simulatorTime.advance(2_500);
    const record = made();
    expect(record).toBeDefined();
    const paid = await sandboxPay(record!.referenceNumber);
    expect(paid.status).toBe(200);
    expect(paid.body.suspense_id).toBe(suspenseIdFor(paid.body.gateway_reference));
    expect(await getSuspenseEntry(paid.body.suspense_id)).toMatchObject({ reason: 'unknown_reference' });
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 0, held: 0, pending_settlement: 0 });
    await expectBalanced();
  });
});

describe('paying a cash-in', () => {
  it('credits net_amount to available at once, balances the ledger and delivers a signed transaction.paid', async () => {
    const { merchant, finance } = await setup();
    const transaction = await created(finance);
    const paid = await sandboxPay(transaction.reference_number);
    expect(paid).toEqual({
      status: 200,
      body: {
        ok: true,
        reference_number: transaction.reference_number,
        partner_reff: transaction.partner_reff,
        status: 'paid',
        gateway_reference: expect.any(String),
      },
    });
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 98_000, held: 0, pending_settlement: 0 });
    const found = (await detail(merchant, transaction.partner_reff)).body.transaction;
    expect(found.status).toBe('paid');
    expect(found.events.map((event: { to: string }) => event.to)).toEqual(['waiting_payment', 'paid']);
    expect(found.events[1]).toMatchObject({ event_type: 'callback_received', source: 'gateway_callback' });
    expect((await auditLedger()).balanced).toBe(true);
    await expectBalanced();

    const [outbox] = await outboxRecordsFor(transaction.partner_reff);
    expect(outbox).toMatchObject({ event: 'transaction.paid', client_id: merchant.clientId });
    const before = webhookEndpoint.received.length;
    const dispatched = await dispatchDelivery(outbox!.id, { nowMs: () => Date.now() });
    expect(dispatched?.delivery.state).toBe('delivered');
    const request = webhookEndpoint.received[before]!;
    expect(request.headers['x-webhook-event']).toBe('transaction.paid');
    expect(request.headers['x-webhook-signature']).toBe(sign(request.rawBody, merchant.clientSecret));
    expect(JSON.parse(request.rawBody)).toMatchObject({
      event: 'transaction.paid',
      partner_reff: transaction.partner_reff,
      transaction: {
        type: 'ewallet_cashin',
        status: 'paid',
        amount: 100_000,
        product_code: 'DANA',
        payment_method: 'EWALLET',
        fees: { total_fee: 2_000, net_amount: 98_000 },
      },
    });
  });

  it('applies a callback sent twice once', async () => {
    const { merchant, finance } = await setup();
    const transaction = await created(finance, { ...BODY, amount: 50_000 });
    const paid = await sandboxPay(transaction.reference_number, '?copies=2');
    expect(paid.body.status).toBe('paid');
    expect(paid.body.suspense_id).toBeUndefined();
    const net = 50_000 - 750 - 250;
    expect(await getBalance(merchant.merchantId)).toEqual({ available: net, held: 0, pending_settlement: 0 });
    expect(await getSuspenseEntry(suspenseIdFor(paid.body.gateway_reference))).toBeUndefined();
    expect((await outboxRecordsFor(transaction.partner_reff)).map((record) => record.event)).toEqual([
      'transaction.paid',
    ]);
    await expectBalanced();
  });

  it('keeps a second approval of a paid cash-in in suspense', async () => {
    const { merchant, finance } = await setup();
    const transaction = await created(finance);
    expect((await sandboxPay(transaction.reference_number)).body.status).toBe('paid');
    const again = await sandboxPay(transaction.reference_number);
    expect(again.body.suspense_id).toBe(suspenseIdFor(again.body.gateway_reference));
    expect(await getSuspenseEntry(again.body.suspense_id)).toMatchObject({ reason: 'duplicate_payment' });
    expect((await getBalance(merchant.merchantId))?.available).toBe(98_000);
    await expectBalanced();
  });

  it('answers 404 for a reference number the gateway never issued', async () => {
    const refused = await sandboxPay('999999999999');
    expect(refused.status).toBe(404);
  });
});

describe('expiry', () => {
  it('expires an unapproved cash-in after 15 minutes with transaction.expired, and a late approval still credits', async () => {
    const { merchant, finance } = await setup();
    const clock = pastClock();
    useClock(clock);
    const transaction = await created(finance);

    clock.advanceSeconds(EWALLET_CASHIN_VALIDITY_SECONDS - 1);
    await expireDue(clock);
    expect((await detail(merchant, transaction.partner_reff)).body.transaction.status).toBe('waiting_payment');

    clock.advanceSeconds(2);
    await expireDue(clock);
    const expired = (await detail(merchant, transaction.partner_reff)).body.transaction;
    expect(expired.status).toBe('expired');
    expect(expired.events[1]).toMatchObject({ event_type: 'expired', source: 'scheduler' });
    const outbox = await outboxRecordsFor(transaction.partner_reff);
    expect(outbox.map((record) => record.event)).toEqual(['transaction.expired']);
    const before = webhookEndpoint.received.length;
    expect((await dispatchDelivery(outbox[0]!.id, clock))?.delivery.state).toBe('delivered');
    expect(JSON.parse(webhookEndpoint.received[before]!.rawBody)).toMatchObject({
      event: 'transaction.expired',
      transaction: { type: 'ewallet_cashin', status: 'expired' },
    });
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 0, held: 0, pending_settlement: 0 });

    // The customer approves late: the money arrived, so it pays the expired cash-in (docs/ARCHITECTURE.md, section 6).
    const late = await sandboxPay(transaction.reference_number);
    expect(late.body).toMatchObject({ partner_reff: transaction.partner_reff, status: 'paid' });
    expect(late.body.suspense_id).toBeUndefined();
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 98_000, held: 0, pending_settlement: 0 });
    const events = (await detail(merchant, transaction.partner_reff)).body.transaction.events;
    expect(events.map((event: { to: string }) => event.to)).toEqual(['waiting_payment', 'expired', 'paid']);
    expect(events[2].description).toContain('after the transaction was expired');
    await expectBalanced();
  });
});

describe('payments the gateway reports as given (POST /control/callbacks)', () => {
  it("names a cash-in's channel for its partner_reff, so a wrong amount is kept in suspense as a mismatch", async () => {
    const { merchant, finance } = await setup();
    const transaction = await created(finance);
    const response = await fetch(`${gateway().url}/control/callbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ partner_reff: transaction.partner_reff, amount: 100_001 }),
    });
    const sent = (await response.json()) as { channel: string; gateway_reference: string };
    expect(sent.channel).toBe('ewallet_cashin');
    expect(await getSuspenseEntry(suspenseIdFor(sent.gateway_reference))).toMatchObject({
      reason: 'amount_mismatch',
    });
    expect((await detail(merchant, transaction.partner_reff)).body.transaction.status).toBe('waiting_payment');
    await expectBalanced();
  });
});

describe('the webhook client of a cash-in', () => {
  const client = (id: string, createdAtMs: number, callbackUrl: string | null, active = true) =>
    ({ client_id: id, created_at_ms: createdAtMs, callback_url: callbackUrl, active }) as ClientRecord;
  const user = { sub: 'sub-1', email: 'a@b.test' };

  it('is the oldest active client with a callback URL, else the oldest active one, else the user', () => {
    expect(
      webhookClientOf(
        [
          client('c', 3, 'https://c'),
          client('a', 1, null),
          client('b', 2, 'https://b'),
          client('z', 0, 'https://z', false),
        ],
        user,
      ),
    ).toBe('b');
    expect(webhookClientOf([client('b', 2, null), client('a', 1, null)], user)).toBe('a');
    expect(webhookClientOf([client('z', 0, 'https://z', false)], user)).toBe('user:sub-1');
  });

  it("sends a merchant's cash-in webhooks to its client with a callback URL", async () => {
    const { merchant, finance } = await setup();
    const transaction = await created(finance);
    expect((await sandboxPay(transaction.reference_number)).body.status).toBe('paid');
    const [outbox] = await outboxRecordsFor(transaction.partner_reff);
    expect(outbox?.client_id).toBe(merchant.clientId);
  });
});

describe('the signed callback', () => {
  it('is refused by the callback route without a valid signature, and the cash-in stays waiting', async () => {
    const { merchant, finance } = await setup();
    const transaction = await created(finance);
    const callback = {
      event: 'payment.paid',
      channel: 'ewallet_cashin',
      partner_reff: transaction.partner_reff,
      virtual_account_number: null,
      gateway_reference: `GWR-${randomUUID()}`,
      amount: 100_000,
      occurred_at: new Date().toISOString(),
    };
    const raw = JSON.stringify(callback);
    const forged = await invoke('gatewayCallback', {
      rawBody: raw,
      headers: { 'x-gateway-signature': signBody(raw, 'not-the-secret') },
    });
    expect(forged.status).toBe(401);
    await throughCallbackRoute(raw, { 'x-gateway-signature': signBody(raw, GATEWAY_CALLBACK_SECRET) });
    expect((await detail(merchant, transaction.partner_reff)).body.transaction.status).toBe('paid');
  });
});
