import { randomUUID } from 'node:crypto';
import type { SQSEvent } from 'aws-lambda';
import { QRIS_VALIDITY_SECONDS } from '../../shared/channels/qris/limits';
import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import type { GatewayCallback } from '../../shared/gateway/port';
import { signBody } from '../../shared/gateway/signature';
import { adminPatchMerchant } from '../../shared/operations/admin';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { expireDue, settleDue } from '../../shared/operations/sweeps';
import { suspenseIdFor } from '../../shared/ids';
import { keys } from '../../shared/store/keys';
import { getSuspenseEntry } from '../../shared/store/suspense';
import { auditLedger } from '../../shared/store/ledger';
import { getBalance } from '../../shared/store/merchants';
import { type TxItem } from '../../shared/store/transact';
import { setWriteFaultInjector } from '../support/write-faults';
import { getTransaction } from '../../shared/store/transactions';
import { toJakartaIso } from '../../shared/time';
import { handler as callbackWorker } from '../../functions/workers/gateway-callbacks';
import {
  earlierDays,
  createMerchantFixture,
  drainQueue,
  invoke,
  type MerchantFixture,
  postingsOf,
  TestClock,
  useClock,
} from '../support/harness';
import { ManualScheduler } from '../support/scheduler';
import { outboxRecordsFor } from '../support/va-fixtures';
import { useGatewaySimulator } from '../support/gateway';

/**
 * POST /qris and the life of a QR transaction: gateway callbacks (paid, failed, cancelled), expiry,
 * late payment and H+1 settlement, each proved on the records DynamoDB Local holds.
 */
const CALLBACK_SECRET = 'test-gateway-callback-secret';
const gateway = useGatewaySimulator();

afterEach(() => {
  useClock(undefined);
  setWriteFaultInjector(undefined);
  gateway().faults.clear();
});

/**
 * Clocks at 10:00 Jakarta time on days long past, each test's before the last one's (harness
 * earlierDays): the sweeps only see work due before "now", so a test never sees what an earlier
 * test of the file left due.
 */
const pastClock = earlierDays(Date.parse('2010-01-01T10:00:00+07:00'));

async function createQr(
  merchant: MerchantFixture,
  amount: number,
): Promise<{ partner_reff: string; [field: string]: unknown }> {
  const response = await invoke('createQris', { auth: merchant.auth, body: { amount } });
  expect(response.status).toBe(201);
  return response.body.transaction;
}

/** The callback the gateway sends when the customer pays (or fails, or cancels) the QR. */
function gatewayCallback(
  partnerReff: string,
  outcome: 'paid' | 'failed' | 'cancelled',
  nowMs: number,
  amount?: number,
): GatewayCallback {
  const settled = gateway().books.qris.settle(partnerReff, outcome);
  if (!settled.ok) throw new Error(`simulator refused to settle ${partnerReff}: ${settled.reason}`);
  return {
    ...settled.callback,
    occurred_at: new Date(nowMs).toISOString(),
    ...(amount === undefined ? {} : { amount }),
  };
}

async function detail(merchant: MerchantFixture, partnerReff: string) {
  const response = await invoke('getTransaction', { auth: merchant.auth, params: { partner_reff: partnerReff } });
  expect(response.status).toBe(200);
  return response.body.transaction;
}

/** This merchant's balance item equals the sum of its postings, bucket by bucket, and never goes negative. */
async function expectLedgerMatchesBalance(merchantId: string): Promise<Array<Record<string, any>>> {
  const postings = await postingsOf(merchantId);
  const sums: Record<string, number> = { available: 0, held: 0, pending_settlement: 0 };
  for (const posting of postings) {
    for (const bucket of Object.keys(sums)) {
      if (posting.to === `merchant:${merchantId}:${bucket}`) sums[bucket]! += posting.amount;
      if (posting.from === `merchant:${merchantId}:${bucket}`) sums[bucket]! -= posting.amount;
    }
  }
  expect(await getBalance(merchantId)).toEqual(sums);
  return postings;
}

async function expectAuditBalanced(merchantIds: string[]): Promise<void> {
  const report = await auditLedger();
  expect(
    report.problems.filter(
      (problem) => merchantIds.some((id) => problem.includes(id)) || problem.startsWith('accounts sum'),
    ),
  ).toEqual([]);
  expect(report.balanced).toBe(true);
}

const eventsOf = (transaction: { events: Array<{ event_type: string; from: string | null; to: string }> }) =>
  transaction.events.map((event) => `${event.event_type}:${event.from}->${event.to}`);

describe('POST /qris', () => {
  it('answers 201 with the transaction, fees and QR payload exactly as the contract shows', async () => {
    const merchant = await createMerchantFixture();
    const clock = new TestClock(Date.parse('2026-11-21T10:04:05.678Z'));
    useClock(clock);
    const response = await invoke('createQris', {
      auth: merchant.auth,
      body: {
        amount: 125_000,
        customer_name: 'Budi',
        customer_email: 'budi@example.com',
        customer_phone: '081234567890',
        description: 'Kopi',
      },
    });
    expect(response.status).toBe(201);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    const { transaction, qris } = response.body;
    expect(response.body).toEqual({
      ok: true,
      transaction: {
        id: expect.any(Number),
        partner_reff: expect.stringMatching(/^QR-20261121-[0-9A-Z]{12}$/),
        amount: 125_000,
        status: 'waiting_payment',
        expires_at: '2026-11-21T17:34:05+07:00',
      },
      fees: { gateway_fee: 875, platform_fee: 375, total_fee: 1_250, net_amount: 123_750 },
      qris: {
        qr_image_url: `${gateway().url}/qr/${qris.qris_id}.png`,
        qr_string: expect.stringMatching(/^000201/),
        qris_id: expect.any(String),
      },
    });
    expect(Number.isSafeInteger(transaction.id)).toBe(true);
    expect(Date.parse(transaction.expires_at) - Date.parse('2026-11-21T10:04:05Z')).toBe(QRIS_VALIDITY_SECONDS * 1000);
    expect(qris.qr_string).toContain('5406125000');

    const gatewaySide = gateway().books.qris.get(transaction.partner_reff);
    expect(gatewaySide).toMatchObject({ amountIdr: 125_000, qrisId: qris.qris_id, status: 'waiting_payment' });

    expect(await detail(merchant, transaction.partner_reff)).toEqual({
      partner_reff: transaction.partner_reff,
      type: 'qris',
      status: 'waiting_payment',
      amount: 125_000,
      paid_at: null,
      expires_at: '2026-11-21T17:34:05+07:00',
      created_at: '2026-11-21T17:04:05+07:00',
      fees: response.body.fees,
      refunded_amount: 0,
      refund_status: 'none',
      // What the payment was created with (the request above), as the merchant gave it.
      customer_name: 'Budi',
      customer_email: 'budi@example.com',
      customer_phone: '081234567890',
      description: 'Kopi',
      events: [
        {
          event_type: 'created',
          from: null,
          to: 'waiting_payment',
          source: 'api',
          description: expect.any(String),
          at: '2026-11-21T17:04:05+07:00',
        },
      ],
    });
  });

  it.each([10_000, 10_001, 999_999, 10_000_000])('charges the default QR fees on %i', async (amount) => {
    const merchant = await createMerchantFixture();
    const response = await invoke('createQris', { auth: merchant.auth, body: { amount } });
    expect(response.body.fees).toEqual(computeFees(amount, resolveFeeRule('qris')));
  });

  it("charges the merchant's own fee override", async () => {
    const merchant = await createMerchantFixture();
    await adminPatchMerchant(merchant.merchantId, { fees: { qris: { gateway_fee_bps: 50, platform_fee_bps: 0 } } });
    const response = await invoke('createQris', { auth: merchant.auth, body: { amount: 10_001 } });
    expect(response.body.fees).toEqual({ gateway_fee: 51, platform_fee: 0, total_fee: 51, net_amount: 9_950 });
  });

  it.each([500, 503, 401])(
    'answers 502 upstream_error with upstream_status %i when the gateway fails, creating nothing',
    async (status) => {
      const merchant = await createMerchantFixture();
      gateway().faults.add({ pathPrefix: '/v1/qris', status, delayMs: 0, remaining: 1 });
      const response = await invoke('createQris', { auth: merchant.auth, body: { amount: 10_000 } });
      expect(response.status).toBe(502);
      expect(response.body).toEqual({
        ok: false,
        error: 'upstream_error',
        message: expect.any(String),
        upstream_status: status,
      });
      expect((await invoke('listTransactions', { auth: merchant.auth })).body.meta.total).toBe(0);
    },
  );

  it('survives transaction conflicts on the counter while creating: one transaction, sequence 1', async () => {
    const merchant = await createMerchantFixture();
    let injected = 0;
    const counterKey = keys.txCounter(merchant.merchantId);
    setWriteFaultInjector((items) => {
      const touchesCounter = items.some(
        (item) => item.Update?.Key?.pk === counterKey.pk && item.Update?.Key?.sk === counterKey.sk,
      );
      if (!touchesCounter || injected >= 3) return undefined;
      injected += 1;
      return Object.assign(new Error('Transaction cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
      });
    });
    const created = await createQr(merchant, 10_000);
    expect(injected).toBe(3);
    const list = await invoke('listTransactions', { auth: merchant.auth });
    expect(list.body.meta.total).toBe(1);
    expect(list.body.data.map((item: { partner_reff: string }) => item.partner_reff)).toEqual([created.partner_reff]);
    expect((await getTransaction(created.partner_reff))?.seq).toBe(1);
  });

  it('a create still contended after every retry answers 503 with Retry-After, writes nothing, and frees the idempotency key', async () => {
    const merchant = await createMerchantFixture();
    const counterKey = keys.txCounter(merchant.merchantId);
    setWriteFaultInjector((items) =>
      items.some((item) => item.Update?.Key?.pk === counterKey.pk && item.Update?.Key?.sk === counterKey.sk)
        ? Object.assign(new Error('Transaction cancelled'), {
            name: 'TransactionCanceledException',
            CancellationReasons: [{ Code: 'None' }, { Code: 'TransactionConflict' }],
          })
        : undefined,
    );
    const key = `busy-${merchant.merchantId}`;
    // The backoffs and the request's retry deadline pass on a scheduler the test runs as fast as the
    // work needs: every retry is made, in no wall time.
    const time = new ManualScheduler();
    useClock(undefined, time);
    const busy = await time
      .drive(
        invoke('createQris', {
          auth: merchant.auth,
          body: { amount: 10_000 },
          headers: { 'x-idempotency-key': key },
        }),
      )
      .finally(() => useClock(undefined));
    expect(busy.status).toBe(503);
    expect(busy.body).toEqual({ ok: false, error: 'service_unavailable', message: expect.any(String) });
    expect(busy.headers['retry-after']).toBe('1');
    setWriteFaultInjector(undefined);
    expect((await invoke('listTransactions', { auth: merchant.auth })).body.meta.total).toBe(0);
    const retried = await invoke('createQris', {
      auth: merchant.auth,
      body: { amount: 10_000 },
      headers: { 'x-idempotency-key': key },
    });
    expect(retried.status).toBe(201);
    expect(retried.headers).not.toHaveProperty('x-idempotency-replay');
  });
});

describe('gateway callbacks', () => {
  it('pays the QR: status paid, net credited to pending_settlement, events created + callback_received, one webhook', async () => {
    const merchant = await createMerchantFixture();
    const created = await createQr(merchant, 100_000);
    const nowMs = Date.now();
    const outcome = await applyGatewayCallback(gatewayCallback(created.partner_reff, 'paid', nowMs), nowMs);
    expect(outcome.kind).toBe('applied');

    const paid = await detail(merchant, created.partner_reff);
    expect(paid.status).toBe('paid');
    expect(paid.paid_at).toBe(toJakartaIso(nowMs));
    expect(eventsOf(paid)).toEqual(['created:null->waiting_payment', 'callback_received:waiting_payment->paid']);
    expect(paid.events[1]).toMatchObject({ source: 'gateway_callback', at: toJakartaIso(nowMs) });
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 0, held: 0, pending_settlement: 99_000 });

    const records = await outboxRecordsFor(created.partner_reff);
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({
      event: 'transaction.paid',
      state: 'pending',
      attempt_count: 0,
      client_id: merchant.clientId,
    });
    const deliveryId = outcome.kind === 'applied' ? outcome.deliveryId : undefined;
    expect(records[0]!.id).toBe(deliveryId);
    const queued = (await drainQueue('webhooks')) as Array<{ delivery_id: string }>;
    expect(queued.filter((message) => message.delivery_id === deliveryId)).toHaveLength(1);

    const postings = await expectLedgerMatchesBalance(merchant.merchantId);
    expect(postings.map((posting) => [posting.to, posting.amount]).sort()).toEqual(
      [
        [`merchant:${merchant.merchantId}:pending_settlement`, 99_000],
        ['system:gateway_fees', 700],
        ['system:platform_fee_revenue', 300],
      ].sort(),
    );
  });

  it('credits once for 20 parallel identical paid callbacks, with one webhook record and one queued dispatch', async () => {
    const merchant = await createMerchantFixture();
    const created = await createQr(merchant, 50_000);
    const nowMs = Date.now();
    const callback = gatewayCallback(created.partner_reff, 'paid', nowMs);
    await drainQueue('webhooks');
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => applyGatewayCallback(callback, nowMs)));

    expect(outcomes.filter((outcome) => outcome.kind === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'already_applied')).toHaveLength(19);
    const net = computeFees(50_000, resolveFeeRule('qris')).net_amount;
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 0, held: 0, pending_settlement: net });
    expect(eventsOf(await detail(merchant, created.partner_reff))).toEqual([
      'created:null->waiting_payment',
      'callback_received:waiting_payment->paid',
    ]);

    const records = await outboxRecordsFor(created.partner_reff);
    expect(records).toHaveLength(1);
    const queued = (await drainQueue('webhooks')) as Array<{ delivery_id: string }>;
    expect(queued.filter((message) => message.delivery_id === records[0]!.id)).toHaveLength(1);
    expect(await expectLedgerMatchesBalance(merchant.merchantId)).toHaveLength(3);
    await expectAuditBalanced([merchant.merchantId]);
  });

  it.each([
    [
      'TransactionCanceledException with TransactionConflict',
      () =>
        Object.assign(new Error('Transaction cancelled'), {
          name: 'TransactionCanceledException',
          CancellationReasons: [{ Code: 'TransactionConflict' }],
        }),
    ],
    [
      'TransactionConflictException',
      () => Object.assign(new Error('conflict'), { name: 'TransactionConflictException' }),
    ],
    ['ThrottlingException', () => Object.assign(new Error('slow down'), { name: 'ThrottlingException' })],
  ])('retries a paid callback through %s and applies it exactly once', async (_label, makeError) => {
    const merchant = await createMerchantFixture();
    const created = await createQr(merchant, 20_000);
    const balanceKey = keys.balance(merchant.merchantId);
    let injected = 0;
    const seen: TxItem[][] = [];
    setWriteFaultInjector((items) => {
      if (!items.some((item) => item.Update?.Key?.pk === balanceKey.pk && item.Update?.Key?.sk === balanceKey.sk))
        return undefined;
      seen.push([...items]);
      if (injected >= 3) return undefined;
      injected += 1;
      return makeError();
    });
    const nowMs = Date.now();
    const outcome = await applyGatewayCallback(gatewayCallback(created.partner_reff, 'paid', nowMs), nowMs);
    setWriteFaultInjector(undefined);

    expect(outcome.kind).toBe('applied');
    expect(injected).toBe(3);
    expect(seen).toHaveLength(4);
    const net = computeFees(20_000, resolveFeeRule('qris')).net_amount;
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 0, held: 0, pending_settlement: net });
    expect(eventsOf(await detail(merchant, created.partner_reff))).toHaveLength(2);
    expect(await outboxRecordsFor(created.partner_reff)).toHaveLength(1);
    await expectLedgerMatchesBalance(merchant.merchantId);
  });

  it.each([
    ['failed', 'transaction.failed'],
    ['cancelled', 'transaction.cancelled'],
  ] as const)('moves waiting_payment to %s with its %s webhook and no money', async (outcome, event) => {
    const merchant = await createMerchantFixture();
    const created = await createQr(merchant, 30_000);
    const nowMs = Date.now();
    expect((await applyGatewayCallback(gatewayCallback(created.partner_reff, outcome, nowMs), nowMs)).kind).toBe(
      'applied',
    );

    const after = await detail(merchant, created.partner_reff);
    expect(after.status).toBe(outcome);
    expect(after.paid_at).toBeNull();
    expect(eventsOf(after)).toEqual(['created:null->waiting_payment', `callback_received:waiting_payment->${outcome}`]);
    const records = await outboxRecordsFor(created.partner_reff);
    expect(records.map((record) => record.event)).toEqual([event]);
    expect(JSON.parse(records[0]!.body)).toMatchObject({
      event,
      partner_reff: created.partner_reff,
      transaction: { status: outcome },
    });
    if (outcome === 'failed') expect(JSON.parse(records[0]!.body).transaction.failed_at).toBe(toJakartaIso(nowMs));
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 0, held: 0, pending_settlement: 0 });
    expect(await expectLedgerMatchesBalance(merchant.merchantId)).toHaveLength(0);

    // The queue is not ordered: a payment applied after the failure still credits the merchant.
    const late = gatewayCallbackFor(created.partner_reff, 30_000, nowMs);
    expect((await applyGatewayCallback(late, nowMs)).kind).toBe('applied');
    const paid = await detail(merchant, created.partner_reff);
    expect(paid.status).toBe('paid');
    expect(eventsOf(paid)).toEqual([
      'created:null->waiting_payment',
      `callback_received:waiting_payment->${outcome}`,
      `callback_received:${outcome}->paid`,
    ]);
    expect((await outboxRecordsFor(created.partner_reff)).map((record) => record.event).sort()).toEqual(
      [event, 'transaction.paid'].sort(),
    );
    const net = computeFees(30_000, resolveFeeRule('qris')).net_amount;
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 0, held: 0, pending_settlement: net });
    // Its copy changes nothing.
    expect((await applyGatewayCallback(late, nowMs)).kind).toBe('already_applied');
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 0, held: 0, pending_settlement: net });
    await expectLedgerMatchesBalance(merchant.merchantId);
  });

  it('credits a payment.paid applied before the payment.failed that preceded it; the failure then changes nothing', async () => {
    const merchant = await createMerchantFixture();
    const created = await createQr(merchant, 30_000);
    const nowMs = Date.now();
    expect((await applyGatewayCallback(gatewayCallbackFor(created.partner_reff, 30_000, nowMs), nowMs)).kind).toBe(
      'applied',
    );
    expect((await applyGatewayCallback(gatewayCallback(created.partner_reff, 'failed', nowMs), nowMs)).kind).toBe(
      'not_allowed',
    );
    expect((await detail(merchant, created.partner_reff)).status).toBe('paid');
    expect((await outboxRecordsFor(created.partner_reff)).map((record) => record.event)).toEqual(['transaction.paid']);
  });

  it('puts a paid callback with a different amount in suspense: the merchant is credited nothing', async () => {
    const merchant = await createMerchantFixture();
    const created = await createQr(merchant, 40_000);
    const nowMs = Date.now();
    const outcome = await applyGatewayCallback(gatewayCallback(created.partner_reff, 'paid', nowMs, 39_999), nowMs);
    expect(outcome).toMatchObject({
      kind: 'suspense',
      applied: true,
      entry: { reason: 'amount_mismatch', amount: 39_999, partner_reff: created.partner_reff, state: 'open' },
    });

    const after = await detail(merchant, created.partner_reff);
    expect(after.status).toBe('waiting_payment');
    expect(eventsOf(after)).toEqual(['created:null->waiting_payment']);
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 0, held: 0, pending_settlement: 0 });
    expect(await outboxRecordsFor(created.partner_reff)).toHaveLength(0);

    // The right amount still pays it.
    expect((await applyGatewayCallback(gatewayCallbackFor(created.partner_reff, 40_000, nowMs), nowMs)).kind).toBe(
      'applied',
    );
  });

  it('puts a payment for an unknown transaction in suspense, once however often it arrives', async () => {
    const nowMs = Date.now();
    const callback = gatewayCallbackFor(`QR-19990101-${randomUUID().slice(0, 12).toUpperCase()}`, 10_000, nowMs);
    const outcomes = await Promise.all(Array.from({ length: 4 }, () => applyGatewayCallback(callback, nowMs)));
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(Array(4).fill('suspense'));
    expect(outcomes.filter((outcome) => outcome.kind === 'suspense' && outcome.applied)).toHaveLength(1);
    expect(outcomes[0]).toMatchObject({
      entry: {
        reason: 'unknown_reference',
        amount: 10_000,
        gateway_reference: callback.gateway_reference,
        raw_callback: JSON.stringify(callback),
      },
    });
  });

  it('reports a failure callback for an unknown transaction without writing anything', async () => {
    const nowMs = Date.now();
    const outcome = await applyGatewayCallback(
      {
        ...gatewayCallbackFor(`QR-19990101-${randomUUID().slice(0, 12).toUpperCase()}`, 10_000, nowMs),
        event: 'payment.failed',
      },
      nowMs,
    );
    expect(outcome.kind).toBe('unknown_transaction');
  });
});

/** A paid callback built by hand (for the cases where the simulator has already settled the QR). */
function gatewayCallbackFor(partnerReff: string, amount: number, nowMs: number): GatewayCallback {
  return {
    event: 'payment.paid',
    channel: 'qris',
    partner_reff: partnerReff,
    virtual_account_number: null,
    gateway_reference: `GW-${randomUUID()}`,
    amount,
    occurred_at: new Date(nowMs).toISOString(),
  };
}

describe('expiry (30 minutes)', () => {
  it('expires an unpaid QR only once its 30 minutes are over, with transaction.expired and no money', async () => {
    const merchant = await createMerchantFixture();
    const clock = pastClock();
    useClock(clock);
    const created = await createQr(merchant, 10_000);

    clock.advanceSeconds(QRIS_VALIDITY_SECONDS - 1);
    await expireDue(clock);
    expect((await detail(merchant, created.partner_reff)).status).toBe('waiting_payment');

    clock.advanceSeconds(2);
    await expireDue(clock);
    const expired = await detail(merchant, created.partner_reff);
    expect(expired.status).toBe('expired');
    expect(eventsOf(expired)).toEqual(['created:null->waiting_payment', 'expired:waiting_payment->expired']);
    expect(expired.events[1]).toMatchObject({ source: 'scheduler', at: toJakartaIso(clock.nowMs()) });
    expect((await outboxRecordsFor(created.partner_reff)).map((record) => record.event)).toEqual([
      'transaction.expired',
    ]);
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 0, held: 0, pending_settlement: 0 });

    // Another sweep finds nothing left to do for it.
    clock.advanceSeconds(3_600);
    await expireDue(clock);
    expect((await detail(merchant, created.partner_reff)).events).toHaveLength(2);
  });

  it('does not expire a QR that was paid in time', async () => {
    const merchant = await createMerchantFixture();
    const clock = pastClock();
    useClock(clock);
    const created = await createQr(merchant, 10_000);
    clock.advanceSeconds(60);
    await applyGatewayCallback(gatewayCallback(created.partner_reff, 'paid', clock.nowMs()), clock.nowMs());
    clock.advanceSeconds(QRIS_VALIDITY_SECONDS);
    await expireDue(clock);
    expect((await detail(merchant, created.partner_reff)).status).toBe('paid');
  });

  it('still credits a payment that arrives after expiry (the money did arrive)', async () => {
    const merchant = await createMerchantFixture();
    const clock = pastClock();
    useClock(clock);
    const created = await createQr(merchant, 80_000);
    clock.advanceSeconds(QRIS_VALIDITY_SECONDS + 5);
    await expireDue(clock);
    expect((await detail(merchant, created.partner_reff)).status).toBe('expired');

    clock.advanceSeconds(120);
    const outcome = await applyGatewayCallback(
      gatewayCallback(created.partner_reff, 'paid', clock.nowMs()),
      clock.nowMs(),
    );
    expect(outcome.kind).toBe('applied');
    const paid = await detail(merchant, created.partner_reff);
    expect(paid.status).toBe('paid');
    expect(paid.paid_at).toBe(toJakartaIso(clock.nowMs()));
    expect(eventsOf(paid)).toEqual([
      'created:null->waiting_payment',
      'expired:waiting_payment->expired',
      'callback_received:expired->paid',
    ]);
    const net = computeFees(80_000, resolveFeeRule('qris')).net_amount;
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 0, held: 0, pending_settlement: net });
    expect((await outboxRecordsFor(created.partner_reff)).map((record) => record.event).sort()).toEqual([
      'transaction.expired',
      'transaction.paid',
    ]);
    await expectLedgerMatchesBalance(merchant.merchantId);
  });
});

describe('settlement (H+1 at 00:05 Jakarta)', () => {
  it('moves paid QR money from pending_settlement to available at 00:05 the next day, not before', async () => {
    const merchant = await createMerchantFixture();
    const clock = pastClock();
    useClock(clock);
    const created = await createQr(merchant, 200_000);
    clock.advanceSeconds(600);
    const paidAtMs = clock.nowMs();
    await applyGatewayCallback(gatewayCallback(created.partner_reff, 'paid', paidAtMs), paidAtMs);
    const net = computeFees(200_000, resolveFeeRule('qris')).net_amount;

    const dueMs = Date.parse(`${toJakartaIso(paidAtMs).slice(0, 10)}T00:05:00+07:00`) + 86_400_000;
    clock.set(dueMs - 1_000);
    await settleDue(clock);
    expect((await detail(merchant, created.partner_reff)).status).toBe('paid');
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 0, held: 0, pending_settlement: net });

    clock.set(dueMs);
    await settleDue(clock);
    const settled = await detail(merchant, created.partner_reff);
    expect(settled.status).toBe('settled');
    expect(eventsOf(settled)).toEqual([
      'created:null->waiting_payment',
      'callback_received:waiting_payment->paid',
      'settled:paid->settled',
    ]);
    expect(settled.events[2]).toMatchObject({ source: 'scheduler', at: toJakartaIso(dueMs) });
    expect(await getBalance(merchant.merchantId)).toEqual({ available: net, held: 0, pending_settlement: 0 });
    // Settling is not a final status for the merchant: no webhook besides transaction.paid.
    expect((await outboxRecordsFor(created.partner_reff)).map((record) => record.event)).toEqual(['transaction.paid']);

    clock.advanceSeconds(86_400);
    await settleDue(clock);
    expect(await getBalance(merchant.merchantId)).toEqual({ available: net, held: 0, pending_settlement: 0 });
    expect((await detail(merchant, created.partner_reff)).events).toHaveLength(3);
    await expectLedgerMatchesBalance(merchant.merchantId);
    await expectAuditBalanced([merchant.merchantId]);
  });

  it('settles a payment made at 23:59:59 at 00:05:00, a few minutes later, and not at 00:04:59', async () => {
    const merchant = await createMerchantFixture();
    const clock = pastClock();
    useClock(clock);
    const created = await createQr(merchant, 10_000);
    const beforeMidnight = Date.parse(`${toJakartaIso(clock.nowMs()).slice(0, 10)}T23:59:59+07:00`);
    clock.set(beforeMidnight);
    await applyGatewayCallback(gatewayCallback(created.partner_reff, 'paid', beforeMidnight), beforeMidnight);
    clock.set(beforeMidnight + 5 * 60_000);
    await settleDue(clock);
    expect((await detail(merchant, created.partner_reff)).status).toBe('paid');
    clock.set(beforeMidnight + 5 * 60_000 + 1_000);
    await settleDue(clock);
    expect((await detail(merchant, created.partner_reff)).status).toBe('settled');
  });

  it('never settles an unpaid or expired QR', async () => {
    const merchant = await createMerchantFixture();
    const clock = pastClock();
    useClock(clock);
    const waiting = await createQr(merchant, 10_000);
    clock.advanceSeconds(3 * 86_400);
    await settleDue(clock);
    await expireDue(clock);
    await settleDue(clock);
    expect((await detail(merchant, waiting.partner_reff)).status).toBe('expired');
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 0, held: 0, pending_settlement: 0 });
  });
});

describe('POST /callbacks/gateway', () => {
  function signedCallback(callback: unknown): { rawBody: string; headers: Record<string, string> } {
    const rawBody = JSON.stringify(callback);
    return { rawBody, headers: { 'x-gateway-signature': signBody(rawBody, CALLBACK_SECRET) } };
  }

  /** Queued messages carry the body exactly as signed, and its signature. */
  async function queuedCallbacks(
    gatewayReference: string,
  ): Promise<Array<{ raw: string; headers: Record<string, string> }>> {
    const messages = (await drainQueue('callbacks')) as Array<{ raw: string; headers: Record<string, string> }>;
    return messages.filter(
      (message) => (JSON.parse(message.raw) as { gateway_reference?: string }).gateway_reference === gatewayReference,
    );
  }

  it('answers 200 at once and puts the callback on the callbacks queue, which the worker applies', async () => {
    const merchant = await createMerchantFixture();
    const created = await createQr(merchant, 60_000);
    const callback = gatewayCallback(created.partner_reff, 'paid', Date.now());
    const response = await invoke('gatewayCallback', signedCallback(callback));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
    expect((await detail(merchant, created.partner_reff)).status).toBe('waiting_payment');

    const queued = await queuedCallbacks(callback.gateway_reference);
    const signed = signedCallback(callback);
    expect(queued).toEqual([{ raw: signed.rawBody, headers: signed.headers }]);

    const event = { Records: [{ messageId: 'm-1', body: JSON.stringify(queued[0]) }] } as unknown as SQSEvent;
    expect(await callbackWorker(event)).toEqual({ batchItemFailures: [] });
    expect((await detail(merchant, created.partner_reff)).status).toBe('paid');
    // A redelivered message changes nothing and is not a failure.
    expect(await callbackWorker(event)).toEqual({ batchItemFailures: [] });
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 0,
      held: 0,
      pending_settlement: computeFees(60_000, resolveFeeRule('qris')).net_amount,
    });
  });

  it('keeps a wrong-amount payment in suspense with its raw body, and the message succeeds', async () => {
    const merchant = await createMerchantFixture();
    const created = await createQr(merchant, 60_000);
    const callback = gatewayCallback(created.partner_reff, 'paid', Date.now(), 10_001);
    const raw = ` ${JSON.stringify(callback)}\n`;
    const event = {
      Records: [
        {
          messageId: 'm-odd',
          body: JSON.stringify({ raw, headers: { 'x-gateway-signature': signBody(raw, CALLBACK_SECRET) } }),
        },
      ],
    } as unknown as SQSEvent;
    expect(await callbackWorker(event)).toEqual({ batchItemFailures: [] });
    expect((await detail(merchant, created.partner_reff)).status).toBe('waiting_payment');
    expect(await getSuspenseEntry(suspenseIdFor(callback.gateway_reference))).toMatchObject({
      reason: 'amount_mismatch',
      amount: 10_001,
      raw_callback: raw,
      state: 'open',
    });
  });

  it('fails a signed message that is not a callback, so it ends in the dead-letter queue', async () => {
    const raw = '{"event":"payment.paid"}';
    const event = {
      Records: [
        {
          messageId: 'm-bad',
          body: JSON.stringify({ raw, headers: { 'x-gateway-signature': signBody(raw, CALLBACK_SECRET) } }),
        },
      ],
    } as unknown as SQSEvent;
    expect(await callbackWorker(event)).toEqual({ batchItemFailures: [{ itemIdentifier: 'm-bad' }] });
  });

  it.each<[string, (rawBody: string) => Record<string, string>]>([
    ['missing', () => ({})],
    ['empty', () => ({ 'x-gateway-signature': '' })],
    ['made with another secret', (rawBody) => ({ 'x-gateway-signature': signBody(rawBody, 'not-the-secret') })],
    ['made for another body', (rawBody) => ({ 'x-gateway-signature': signBody(`${rawBody} `, CALLBACK_SECRET) })],
    ['not hex', () => ({ 'x-gateway-signature': 'z'.repeat(64) })],
  ])('answers 401 invalid_signature when the signature is %s, and enqueues nothing', async (_label, signatureFor) => {
    const callback = gatewayCallbackFor(`QR-20260101-${randomUUID().slice(0, 12).toUpperCase()}`, 10_000, Date.now());
    const rawBody = JSON.stringify(callback);
    const response = await invoke('gatewayCallback', { rawBody, headers: signatureFor(rawBody) });
    expect(response.status).toBe(401);
    expect(response.body).toEqual({ ok: false, error: 'invalid_signature', message: expect.any(String) });
    expect(await queuedCallbacks(callback.gateway_reference)).toEqual([]);
  });

  it.each<[string, string, string]>([
    ['malformed JSON', '{"event":"payment.paid"', 'body'],
    [
      'an amount given as a string',
      JSON.stringify({ ...gatewayCallbackFor('QR-X', 10_000, 0), amount: '10000' }),
      'amount',
    ],
    [
      'an unknown event',
      JSON.stringify({ ...gatewayCallbackFor('QR-X', 10_000, 0), event: 'payment.refunded' }),
      'event',
    ],
    ['an unknown key', JSON.stringify({ ...gatewayCallbackFor('QR-X', 10_000, 0), extra: 1 }), 'extra'],
    [
      'a VA number on a QR callback',
      JSON.stringify({ ...gatewayCallbackFor('QR-X', 10_000, 0), virtual_account_number: '1234567890' }),
      'channel',
    ],
    [
      'a missing timestamp',
      JSON.stringify({ ...gatewayCallbackFor('QR-X', 10_000, 0), occurred_at: undefined }),
      'occurred_at',
    ],
  ])('answers 422 validation_failed for a correctly signed body with %s', async (_label, rawBody, field) => {
    const response = await invoke('gatewayCallback', {
      rawBody,
      headers: { 'x-gateway-signature': signBody(rawBody, CALLBACK_SECRET) },
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ ok: false, error: 'validation_failed', message: expect.any(String) });
    expect(Object.keys(response.body.errors)).toContain(field);
  });
});
