import fc from 'fast-check';
import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { expireDue } from '../../shared/operations/sweeps';
import { forgetVaBanks } from '../../shared/channels/va/banks';
import { auditLedger } from '../../shared/store/ledger';
import { getBalance } from '../../shared/store/merchants';
import { getTransaction } from '../../shared/store/transactions';
import { getVaNumberLookup } from '../../shared/store/va-numbers';
import { toJakartaIso } from '../../shared/time';
import { createMerchantFixture, invoke, type MerchantFixture, TestClock, useClock } from '../support/harness';
import {
  callbackOf,
  createOneTimeVa,
  outboxRecordsFor,
  payAtSimulator,
  startSimulatedGateway,
  type SimulatedGateway,
} from '../support/va-fixtures';
import { sized } from '../support/size';

/**
 * One-time virtual accounts: the bank list, creation, reading, payment by gateway callback (exact
 * amount, credited to `available` at once) and expiry, proved on the records DynamoDB Local holds.
 */
let gateway: SimulatedGateway;
const VA_FEES = computeFees(150_000, resolveFeeRule('va'));

beforeAll(async () => {
  gateway = await startSimulatedGateway();
});

afterAll(async () => {
  await gateway.stop();
});

afterEach(() => {
  useClock(undefined);
  gateway.sim.faults.clear();
});

async function expectBalanced(): Promise<void> {
  expect((await auditLedger()).problems).toEqual([]);
}

/** Pays the VA at the simulator and applies the callback it sent, as the callback consumer would. */
async function payAndApply(number: string, amount: number) {
  const paid = await payAtSimulator(gateway.sim, number, amount);
  expect(paid.status).toBe(200);
  const callback = callbackOf(gateway.callbacks, paid.body.gateway_reference);
  return { callback, outcome: await applyGatewayCallback(callback, Date.now()) };
}

describe('GET /payments/va/banks', () => {
  it('lists the banks the gateway has active for one-time VA as {code, name, method}', async () => {
    const merchant = await createMerchantFixture();
    const response = await invoke('listVaBanks', { auth: merchant.auth });
    expect(response.status).toBe(200);
    expect(response.body.ok).toBe(true);
    expect(response.body.banks).toEqual(
      gateway.sim.books.va.activeBanks().map(({ code, name, method }) => ({ code, name, method })),
    );
    expect(response.body.banks).toEqual(
      expect.arrayContaining([{ code: '014', name: 'Bank Central Asia (BCA)', method: 'VA' }]),
    );
  });

  it('answers from the per-container cache until it is forgotten', async () => {
    const merchant = await createMerchantFixture();
    await invoke('listVaBanks', { auth: merchant.auth });
    gateway.sim.books.va.setBankActive('200', false);
    try {
      expect(
        (await invoke('listVaBanks', { auth: merchant.auth })).body.banks.map((bank: { code: string }) => bank.code),
      ).toContain('200');
      forgetVaBanks();
      expect(
        (await invoke('listVaBanks', { auth: merchant.auth })).body.banks.map((bank: { code: string }) => bank.code),
      ).not.toContain('200');
    } finally {
      gateway.sim.books.va.setBankActive('200', true);
      forgetVaBanks();
    }
  });

  it('answers 502 upstream_error with the gateway status when the gateway fails', async () => {
    const merchant = await createMerchantFixture();
    forgetVaBanks();
    gateway.sim.faults.add({ pathPrefix: '/v1/va/banks', status: 503, delayMs: 0, remaining: 1 });
    const response = await invoke('listVaBanks', { auth: merchant.auth });
    expect(response.status).toBe(502);
    expect(response.body).toMatchObject({ ok: false, error: 'upstream_error', upstream_status: 503 });
  });

  it('needs va:read (403 permission_denied)', async () => {
    const merchant = await createMerchantFixture({ permissions: ['va:create'] });
    const response = await invoke('listVaBanks', { auth: merchant.auth });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe('permission_denied');
  });
});

describe('POST /payments/va', () => {
  let merchant: MerchantFixture;
  beforeAll(async () => {
    merchant = await createMerchantFixture();
  });

  it('creates a one-time VA waiting for payment, with VA fees, expiring after 24 hours by default', async () => {
    const clock = new TestClock();
    useClock(clock);
    const response = await invoke('createVaPayment', {
      auth: merchant.auth,
      body: { amount: 150_000, bank_code: '014', customer_name: 'Budi' },
    });
    expect(response.status).toBe(201);
    expect(response.body).toEqual({
      ok: true,
      payment: {
        partner_reff: expect.stringMatching(/^VA-\d{8}-[0-9A-Z]{12}$/),
        amount: 150_000,
        status: 'waiting_payment',
        bank_code: '014',
        bank_name: 'Bank Central Asia (BCA)',
        virtual_account_number: expect.stringMatching(/^39358\d{11}$/),
        account_name: expect.any(String),
        expires_at: toJakartaIso(clock.nowMs() + 24 * 3_600_000),
        paid_at: null,
        failed_at: null,
      },
      fees: { gateway_fee: 4_000, platform_fee: 1_000, total_fee: 5_000, net_amount: 145_000 },
    });
    const stored = await getTransaction(response.body.payment.partner_reff);
    expect(stored).toMatchObject({ type: 'va', status: 'waiting_payment', merchant_id: merchant.merchantId });
    expect(await getVaNumberLookup('014', response.body.payment.virtual_account_number)).toMatchObject({
      kind: 'one_time',
      bank_code: '014',
      partner_reff: stored!.partner_reff,
    });
  });

  it('honours expires_in_hours', async () => {
    const clock = new TestClock();
    useClock(clock);
    const created = await createOneTimeVa(merchant, { expires_in_hours: 720 });
    expect(created.payment.expires_at).toBe(toJakartaIso(clock.nowMs() + 720 * 3_600_000));
  });

  it('issues a new VA number and reference on every call', async () => {
    const created = await Promise.all(Array.from({ length: 4 }, () => createOneTimeVa(merchant)));
    expect(new Set(created.map((body) => body.payment.virtual_account_number)).size).toBe(4);
    expect(new Set(created.map((body) => body.payment.partner_reff)).size).toBe(4);
  });

  it('replays the first answer for a repeated idempotency key and creates one VA', async () => {
    const fresh = await createMerchantFixture();
    const request = {
      auth: fresh.auth,
      body: { amount: 20_000, bank_code: '008' },
      headers: { 'X-Idempotency-Key': 'va-once-1' },
    };
    const first = await invoke('createVaPayment', request);
    const second = await invoke('createVaPayment', request);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers['x-idempotency-replay']).toBe('true');
    expect(second.body).toEqual(first.body);
    expect((await invoke('listTransactions', { auth: fresh.auth, query: {} })).body.meta.total).toBe(1);
  });

  it('lists the VA in GET /transactions as type va, with its created event', async () => {
    const fresh = await createMerchantFixture();
    const created = await createOneTimeVa(fresh, { amount: 30_000 });
    const list = await invoke('listTransactions', { auth: fresh.auth, query: {} });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        partner_reff: created.payment.partner_reff,
        type: 'va',
        status: 'waiting_payment',
        amount: 30_000,
        net_amount: 25_000,
        total_fee: 5_000,
      }),
    ]);
    const detail = await invoke('getTransaction', {
      auth: fresh.auth,
      params: { partner_reff: created.payment.partner_reff },
    });
    expect(detail.body.transaction.events).toEqual([
      expect.objectContaining({ event_type: 'created', from: null, to: 'waiting_payment', source: 'api' }),
    ]);
  });

  it('answers 403 kyc_required for a merchant that is not KYC verified', async () => {
    const unverified = await createMerchantFixture({ kyc: 'unverified' });
    const response = await invoke('createVaPayment', {
      auth: unverified.auth,
      body: { amount: 50_000, bank_code: '014' },
    });
    expect(response.status).toBe(403);
    expect(response.body).toMatchObject({ ok: false, error: 'kyc_required' });
  });

  it('needs va:create (403 permission_denied)', async () => {
    const reader = await createMerchantFixture({ permissions: ['va:read'] });
    const response = await invoke('createVaPayment', { auth: reader.auth, body: { amount: 50_000, bank_code: '014' } });
    expect(response.status).toBe(403);
    expect(response.body.error).toBe('permission_denied');
  });

  it.each(['999', 'XYZ', '0140'])(
    'answers 422 validation_failed with errors.bank_code for the unknown bank %s',
    async (bankCode) => {
      const response = await invoke('createVaPayment', {
        auth: merchant.auth,
        body: { amount: 50_000, bank_code: bankCode },
      });
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({
        ok: false,
        error: 'validation_failed',
        errors: { bank_code: [expect.any(String)] },
      });
    },
  );

  it('answers 422 for a bank the gateway stopped offering after the list was cached', async () => {
    await invoke('listVaBanks', { auth: merchant.auth });
    gateway.sim.books.va.setBankActive('022', false);
    try {
      const response = await invoke('createVaPayment', {
        auth: merchant.auth,
        body: { amount: 50_000, bank_code: '022' },
      });
      expect(response.status).toBe(422);
      expect(response.body.errors.bank_code).toHaveLength(1);
    } finally {
      gateway.sim.books.va.setBankActive('022', true);
      forgetVaBanks();
    }
  });

  it.each([
    ['amount', 9_999],
    ['amount', 2_000_000_001],
    ['amount', 15_000.5],
    ['amount', '15000'],
    ['amount', null],
    ['bank_code', ''],
    ['bank_code', '01234567890'],
    ['bank_code', 14],
    ['expires_in_hours', 0],
    ['expires_in_hours', 721],
    ['expires_in_hours', 2.5],
    ['customer_name', 'n'.repeat(101)],
    ['customer_email', 'budi-at-example'],
    ['customer_email', `${'e'.repeat(195)}@x.com`],
    ['customer_phone', '0'.repeat(51)],
    ['description', 'd'.repeat(201)],
    ['surprise', 'field'],
  ])('answers 422 validation_failed naming %s for %j', async (field, value) => {
    const response = await invoke('createVaPayment', {
      auth: merchant.auth,
      body: { amount: 50_000, bank_code: '014', [field]: value },
    });
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ ok: false, error: 'validation_failed' });
    expect(Object.keys(response.body.errors)).toContain(field);
  });

  it('answers every malformed body with a 4xx envelope, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (body) => {
        const response = await invoke('createVaPayment', {
          auth: merchant.auth,
          rawBody: JSON.stringify(body) ?? 'undefined',
        });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.body).toMatchObject({ ok: false, error: expect.any(String), message: expect.any(String) });
      }),
      { numRuns: sized(25, 100) },
    );
  });

  it('answers 422 naming the field for any one bad field in an otherwise valid body', async () => {
    const notString = fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.array(fc.string(), { maxLength: 2 }),
      fc.object({ maxDepth: 1 }),
    );
    const activeCodes = new Set(gateway.sim.books.va.activeBanks().map((bank) => bank.code));
    const badField = fc.oneof(
      fc.record({
        field: fc.constant('amount'),
        value: fc.oneof(
          fc.integer({ max: 9_999 }),
          fc.integer({ min: 2_000_000_001 }),
          fc.double({ noInteger: true }),
          fc.string(),
          fc.constant(null),
        ),
      }),
      fc.record({
        field: fc.constant('bank_code'),
        value: fc.oneof(
          notString,
          fc.string({ maxLength: 30 }).filter((code) => !activeCodes.has(code.trim())),
        ),
      }),
      fc.record({
        field: fc.constant('expires_in_hours'),
        value: fc.oneof(fc.integer({ max: 0 }), fc.integer({ min: 721 }), fc.double({ noInteger: true }), fc.string()),
      }),
      fc.record({
        field: fc.constant('customer_name'),
        value: fc.oneof(
          notString,
          fc.string({ minLength: 101, maxLength: 300 }).filter((name) => name.trim().length > 100),
        ),
      }),
      fc.record({
        field: fc.constant('customer_email'),
        value: fc.oneof(
          notString,
          fc.string({ maxLength: 50 }).filter((email) => !email.includes('@')),
        ),
      }),
      fc.record({
        field: fc.constant('customer_phone'),
        value: fc.oneof(
          notString,
          fc.string({ minLength: 51, maxLength: 120 }).filter((phone) => phone.trim().length > 50),
        ),
      }),
      fc.record({
        field: fc.constant('description'),
        value: fc.oneof(notString, fc.string({ minLength: 201, maxLength: 400 })),
      }),
      fc.record({ field: fc.constantFrom('surprise', 'merchant_id', 'fees'), value: fc.jsonValue() }),
    );
    await fc.assert(
      fc.asyncProperty(badField, async ({ field, value }) => {
        const response = await invoke('createVaPayment', {
          auth: merchant.auth,
          body: { amount: 50_000, bank_code: '014', [field]: value },
        });
        expect(response.status).toBe(422);
        expect(response.body).toMatchObject({ ok: false, error: 'validation_failed' });
        expect(Object.keys(response.body.errors)).toContain(field);
      }),
      { numRuns: sized(30, 150) },
    );
  });
});

describe('GET /payments/va/{partner_reff}', () => {
  it("reads the merchant's own VA payment with its fees", async () => {
    const merchant = await createMerchantFixture();
    const created = await createOneTimeVa(merchant);
    const response = await invoke('getVaPayment', {
      auth: merchant.auth,
      params: { partner_reff: created.payment.partner_reff },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true, payment: created.payment, fees: created.fees });
  });

  it("answers 404 for an unknown reference, another merchant's VA and a QR transaction", async () => {
    const owner = await createMerchantFixture();
    const stranger = await createMerchantFixture();
    const created = await createOneTimeVa(owner);
    const qr = await invoke('createQris', { auth: owner.auth, body: { amount: 20_000 } });
    expect(qr.status).toBe(201);
    for (const [who, reff] of [
      [owner, 'VA-20260101-UNKNOWN00000'],
      [stranger, created.payment.partner_reff],
      [owner, qr.body.transaction.partner_reff],
    ] as const) {
      const response = await invoke('getVaPayment', { auth: who.auth, params: { partner_reff: reff } });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ ok: false, error: 'not_found' });
    }
  });

  it('answers 404 for a reference that cannot exist, and 422 for one longer than 256 characters', async () => {
    const merchant = await createMerchantFixture();
    const malformed = await invoke('getVaPayment', { auth: merchant.auth, params: { partner_reff: 'bad reff!' } });
    expect(malformed.status).toBe(404);
    expect(malformed.body.error).toBe('not_found');
    expect(
      (await invoke('getVaPayment', { auth: merchant.auth, params: { partner_reff: 'R'.repeat(257) } })).status,
    ).toBe(422);
  });
});

describe('payment by gateway callback', () => {
  it('refuses a wrong amount at the simulator, and the exact amount credits available with net_amount once', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 1_000 });
    const created = await createOneTimeVa(merchant);
    const number = created.payment.virtual_account_number;

    expect((await payAtSimulator(gateway.sim, number, 149_999)).status).toBe(422);
    const { callback, outcome } = await payAndApply(number, 150_000);
    expect(callback).toMatchObject({
      channel: 'va',
      partner_reff: created.payment.partner_reff,
      virtual_account_number: number,
    });
    expect(outcome.kind).toBe('applied');

    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 1_000 + VA_FEES.net_amount,
      held: 0,
      pending_settlement: 0,
    });
    const read = await invoke('getVaPayment', {
      auth: merchant.auth,
      params: { partner_reff: created.payment.partner_reff },
    });
    expect(read.body.payment).toMatchObject({ status: 'paid', paid_at: expect.any(String), failed_at: null });

    const outbox = await outboxRecordsFor(created.payment.partner_reff);
    expect(outbox).toHaveLength(1);
    expect(outbox[0]).toMatchObject({ event: 'transaction.paid', state: 'pending', merchant_id: merchant.merchantId });
    expect(JSON.parse(outbox[0]!.body)).toMatchObject({
      event: 'transaction.paid',
      partner_reff: created.payment.partner_reff,
      transaction: {
        type: 'va',
        status: 'paid',
        amount: 150_000,
        fees: VA_FEES,
        bank_code: '014',
        account_number: number,
        payment_method: 'VA',
      },
    });

    // A redelivered callback changes nothing; a second payment (another reference) goes to suspense.
    expect((await applyGatewayCallback(callback, Date.now())).kind).toBe('already_applied');
    const second = await payAndApply(number, 150_000);
    expect(second.callback.gateway_reference).not.toBe(callback.gateway_reference);
    expect(second.outcome).toMatchObject({
      kind: 'suspense',
      applied: true,
      entry: {
        reason: 'duplicate_payment',
        amount: 150_000,
        partner_reff: created.payment.partner_reff,
        bank_code: '014',
      },
    });
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 1_000 + VA_FEES.net_amount,
      held: 0,
      pending_settlement: 0,
    });
    await expectBalanced();
  });

  it('puts a callback whose amount differs from the VA in suspense: nothing is credited to the merchant', async () => {
    const merchant = await createMerchantFixture();
    const created = await createOneTimeVa(merchant);
    const callback = {
      event: 'payment.paid' as const,
      channel: 'va' as const,
      partner_reff: created.payment.partner_reff,
      virtual_account_number: created.payment.virtual_account_number,
      gateway_reference: `GWR-MISMATCH-${Date.now()}`,
      amount: 150_001,
      occurred_at: new Date().toISOString(),
    };
    expect(await applyGatewayCallback(callback, Date.now())).toMatchObject({
      kind: 'suspense',
      entry: { reason: 'amount_mismatch', amount: 150_001 },
    });
    expect((await getTransaction(created.payment.partner_reff))!.status).toBe('waiting_payment');
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 0, held: 0, pending_settlement: 0 });
    expect(await outboxRecordsFor(created.payment.partner_reff)).toEqual([]);
  });

  it('credits once and writes one outbox record when the same callback is applied 10 times in parallel', async () => {
    const merchant = await createMerchantFixture();
    const created = await createOneTimeVa(merchant);
    const paid = await payAtSimulator(gateway.sim, created.payment.virtual_account_number, 150_000);
    const callback = callbackOf(gateway.callbacks, paid.body.gateway_reference);
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => applyGatewayCallback(callback, Date.now())));
    expect(outcomes.filter((outcome) => outcome.kind === 'applied')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.kind === 'already_applied')).toHaveLength(9);
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: VA_FEES.net_amount,
      held: 0,
      pending_settlement: 0,
    });
    expect(await outboxRecordsFor(created.payment.partner_reff)).toHaveLength(1);
    await expectBalanced();
  });

  it('expires an unpaid VA after its lifetime with transaction.expired, and a late payment still credits it', async () => {
    const merchant = await createMerchantFixture();
    // A clock long past keeps the sweep to this test's VA (every other test of the file works today).
    const clock = new TestClock(Date.parse('2003-03-03T10:00:00+07:00'));
    useClock(clock);
    const created = await createOneTimeVa(merchant, { expires_in_hours: 1 });
    const reff = created.payment.partner_reff;

    expect(await expireDue(new TestClock(clock.nowMs() + 3_600_000 - 1_000))).toBe(0);
    expect((await getTransaction(reff))!.status).toBe('waiting_payment');
    expect(await expireDue(new TestClock(clock.nowMs() + 3_600_000))).toBe(1);

    const read = await invoke('getVaPayment', { auth: merchant.auth, params: { partner_reff: reff } });
    expect(read.body.payment).toMatchObject({ status: 'expired', paid_at: null });
    const outbox = await outboxRecordsFor(reff);
    expect(outbox.map((record) => record.event)).toEqual(['transaction.expired']);
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 0, held: 0, pending_settlement: 0 });
    // The customer pays anyway: the money arrived, so the merchant is credited and told.
    const late = await payAndApply(created.payment.virtual_account_number, 150_000);
    expect(late.outcome.kind).toBe('applied');
    expect((await getTransaction(reff))!.status).toBe('paid');
    expect((await outboxRecordsFor(reff)).map((record) => record.event).sort()).toEqual([
      'transaction.expired',
      'transaction.paid',
    ]);
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: VA_FEES.net_amount,
      held: 0,
      pending_settlement: 0,
    });
    await expectBalanced();
  });
});
