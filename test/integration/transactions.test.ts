import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { toJakartaIso } from '../../shared/time';
import { createMerchantFixture, invoke, type MerchantFixture, TestClock, useClock } from '../support/harness';
import { useGatewaySimulator } from '../support/gateway';

/** GET /transactions (page-number pagination, newest first) and GET /transactions/{partner_reff}. */
const gateway = useGatewaySimulator();
/** Seven QRs created one second apart: amounts 11000..17000, oldest first. */
let merchant: MerchantFixture;
const createdReffs: string[] = [];
const START_MS = Date.parse('2026-11-21T09:00:00Z');

beforeAll(async () => {
  merchant = await createMerchantFixture();
  const clock = new TestClock(START_MS);
  useClock(clock);
  for (let index = 0; index < 7; index += 1) {
    const response = await invoke('createQris', { auth: merchant.auth, body: { amount: 11_000 + index * 1_000 } });
    expect(response.status).toBe(201);
    createdReffs.push(response.body.transaction.partner_reff);
    clock.advanceSeconds(1);
  }
  useClock(undefined);
});

afterAll(async () => {
  useClock(undefined);
});

const list = (auth: MerchantFixture['auth'], query: Record<string, string> = {}) =>
  invoke('listTransactions', { auth, query });

describe('GET /transactions', () => {
  it('lists newest first with list items exactly as the contract shows', async () => {
    const response = await list(merchant.auth);
    expect(response.status).toBe(200);
    expect(response.body.meta).toEqual({ current_page: 1, last_page: 1, total: 7, per_page: 20 });
    expect(response.body.data.map((item: { partner_reff: string }) => item.partner_reff)).toEqual(
      [...createdReffs].reverse(),
    );
    const fees = computeFees(17_000, resolveFeeRule('qris'));
    expect(response.body.data[0]).toEqual({
      partner_reff: createdReffs[6],
      type: 'qris',
      status: 'waiting_payment',
      amount: 17_000,
      net_amount: fees.net_amount,
      total_fee: fees.total_fee,
      refunded_amount: 0,
      refund_status: 'none',
      created_at: toJakartaIso(START_MS + 6_000),
    });
  });

  it.each([
    // per_page, page -> amounts on the page (newest first), last_page
    ['3', '1', [17_000, 16_000, 15_000], 3],
    ['3', '2', [14_000, 13_000, 12_000], 3],
    ['3', '3', [11_000], 3],
    ['7', '1', [17_000, 16_000, 15_000, 14_000, 13_000, 12_000, 11_000], 1],
    ['1', '7', [11_000], 7],
    ['100', '1', [17_000, 16_000, 15_000, 14_000, 13_000, 12_000, 11_000], 1],
  ])('answers per_page %s, page %s with amounts %j and last_page %i', async (perPage, page, amounts, lastPage) => {
    const response = await list(merchant.auth, { per_page: perPage, page });
    expect(response.status).toBe(200);
    expect(response.body.data.map((item: { amount: number }) => item.amount)).toEqual(amounts);
    expect(response.body.meta).toEqual({
      current_page: Number(page),
      last_page: lastPage,
      total: 7,
      per_page: Number(perPage),
    });
  });

  it('walks every page without a duplicate or a gap', async () => {
    const seen: string[] = [];
    for (let page = 1; page <= 4; page += 1) {
      const response = await list(merchant.auth, { per_page: '2', page: String(page) });
      expect(response.body.meta.last_page).toBe(4);
      seen.push(...response.body.data.map((item: { partner_reff: string }) => item.partner_reff));
    }
    expect(seen).toEqual([...createdReffs].reverse());
  });

  it.each([['4'], ['8'], ['1000000']])(
    'answers an empty page beyond the last (page %s) with the real meta',
    async (page) => {
      const response = await list(merchant.auth, { per_page: '3', page });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ok: true,
        data: [],
        meta: { current_page: Number(page), last_page: 3, total: 7, per_page: 3 },
      });
    },
  );

  it('answers an empty first page for a merchant without transactions', async () => {
    const fresh = await createMerchantFixture();
    expect((await list(fresh.auth)).body).toEqual({
      ok: true,
      data: [],
      meta: { current_page: 1, last_page: 1, total: 0, per_page: 20 },
    });
  });

  it("never shows another merchant's transactions", async () => {
    const other = await createMerchantFixture();
    await invoke('createQris', { auth: other.auth, body: { amount: 99_000 } });
    const mine = await list(merchant.auth, { per_page: '100' });
    expect(mine.body.meta.total).toBe(7);
    expect(mine.body.data.every((item: { amount: number }) => item.amount !== 99_000)).toBe(true);
    expect((await list(other.auth)).body.meta.total).toBe(1);
  });

  it.each([
    ['per_page 0', { per_page: '0' }, 'per_page'],
    ['per_page 101', { per_page: '101' }, 'per_page'],
    ['per_page abc', { per_page: 'abc' }, 'per_page'],
    ['per_page 2.5', { per_page: '2.5' }, 'per_page'],
    ['per_page -1', { per_page: '-1' }, 'per_page'],
    ['page 0', { page: '0' }, 'page'],
    ['page abc', { page: 'abc' }, 'page'],
    ['page beyond the page limit', { page: '1000001' }, 'page'],
    ['an unknown parameter', { sort: 'asc' }, 'sort'],
  ])('answers 422 validation_failed for %s', async (_label, query, field) => {
    const response = await list(merchant.auth, query);
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      ok: false,
      error: 'validation_failed',
      message: expect.any(String),
      errors: { [field]: [expect.any(String)] },
    });
  });

  it.each([['1'], ['100']])('accepts per_page %s at the bound', async (perPage) => {
    const response = await list(merchant.auth, { per_page: perPage });
    expect(response.status).toBe(200);
    expect(response.body.meta.per_page).toBe(Number(perPage));
  });
});

describe('GET /transactions/{partner_reff}', () => {
  it('answers the detail with fees and the status events', async () => {
    const own = await createMerchantFixture();
    const clock = new TestClock(Date.parse('2026-11-21T10:00:00Z'));
    useClock(clock);
    try {
      const created = await invoke('createQris', { auth: own.auth, body: { amount: 50_000 } });
      const reff = created.body.transaction.partner_reff;
      const paidAtMs = clock.nowMs() + 90_000;
      const settled = gateway().books.qris.settle(reff, 'paid');
      if (!settled.ok) throw new Error(settled.reason);
      await applyGatewayCallback(settled.callback, paidAtMs);

      const response = await invoke('getTransaction', { auth: own.auth, params: { partner_reff: reff } });
      expect(response.status).toBe(200);
      expect(response.body).toEqual({
        ok: true,
        transaction: {
          partner_reff: reff,
          type: 'qris',
          status: 'paid',
          amount: 50_000,
          paid_at: '2026-11-21T17:01:30+07:00',
          expires_at: '2026-11-21T17:30:00+07:00',
          created_at: '2026-11-21T17:00:00+07:00',
          fees: { gateway_fee: 350, platform_fee: 150, total_fee: 500, net_amount: 49_500 },
          refunded_amount: 0,
          refund_status: 'none',
          events: [
            {
              event_type: 'created',
              from: null,
              to: 'waiting_payment',
              source: 'api',
              description: expect.any(String),
              at: '2026-11-21T17:00:00+07:00',
            },
            {
              event_type: 'callback_received',
              from: 'waiting_payment',
              to: 'paid',
              source: 'gateway_callback',
              description: expect.any(String),
              at: '2026-11-21T17:01:30+07:00',
            },
          ],
        },
      });
    } finally {
      useClock(undefined);
    }
  });

  it("answers 404 not_found for another merchant's transaction, exactly as for an unknown one", async () => {
    const other = await createMerchantFixture();
    const foreign = await invoke('getTransaction', { auth: other.auth, params: { partner_reff: createdReffs[0]! } });
    const unknown = await invoke('getTransaction', {
      auth: other.auth,
      params: { partner_reff: 'QR-20261121-NOSUCHREFF00' },
    });
    for (const response of [foreign, unknown]) {
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ ok: false, error: 'not_found', message: expect.any(String) });
    }
    expect(foreign.body).toEqual(unknown.body);
  });

  it.each([
    ['longer than any reference we issue', 'R'.repeat(65)],
    ['with characters we never issue', 'QR 1;DROP'],
    ['with unicode', 'QR-ä-€'],
  ])('answers a reference that cannot exist (%s) with 404 not_found, never a 5xx', async (_label, reff) => {
    const response = await invoke('getTransaction', { auth: merchant.auth, params: { partner_reff: reff } });
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ ok: false, error: 'not_found', message: expect.any(String) });
  });

  it('answers an absurdly long reference (over 256 characters) with 422 validation_failed naming it', async () => {
    const response = await invoke('getTransaction', { auth: merchant.auth, params: { partner_reff: 'R'.repeat(257) } });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      ok: false,
      error: 'validation_failed',
      message: expect.any(String),
      errors: { partner_reff: [expect.any(String)] },
    });
  });
});

describe('the customer and description a payment was made with', () => {
  it('are on the list item (name, description) and the detail (name, e-mail, phone, description) only when given', async () => {
    const own = await createMerchantFixture({ balanceIdr: 500_000 });
    const given = await invoke('createQris', {
      auth: own.auth,
      body: {
        amount: 20_000,
        customer_name: 'Siti Rahayu',
        customer_email: 'siti@example.co.id',
        customer_phone: '081234567890',
        description: 'Nasi goreng 2 porsi',
      },
    });
    const bare = await invoke('createQris', { auth: own.auth, body: { amount: 21_000 } });
    const payout = await invoke('transferInquiry', {
      auth: own.auth,
      body: { amount: 50_000, bank_code: '014', account_number: '1234567890' },
    });
    expect([given.status, bare.status, payout.status]).toEqual([201, 201, 200]);
    const givenReff = given.body.transaction.partner_reff as string;
    const bareReff = bare.body.transaction.partner_reff as string;
    const payoutReff = payout.body.transaction.partner_reff as string;

    const items = (await list(own.auth)).body.data as Array<Record<string, unknown>>;
    const item = (reff: string) => items.find((one) => one.partner_reff === reff)!;
    expect(item(givenReff)).toMatchObject({ customer_name: 'Siti Rahayu', description: 'Nasi goreng 2 porsi' });
    expect(item(givenReff)).not.toHaveProperty('customer_email');
    for (const reff of [bareReff, payoutReff]) {
      expect(item(reff)).not.toHaveProperty('customer_name');
      expect(item(reff)).not.toHaveProperty('description');
    }

    const detail = async (reff: string) =>
      (await invoke('getTransaction', { auth: own.auth, params: { partner_reff: reff } })).body.transaction;
    expect(await detail(givenReff)).toMatchObject({
      customer_name: 'Siti Rahayu',
      customer_email: 'siti@example.co.id',
      customer_phone: '081234567890',
      description: 'Nasi goreng 2 porsi',
    });
    // A payout's description is the service's own memo ("Payout to ..."), not something the merchant said.
    for (const reff of [bareReff, payoutReff])
      for (const field of ['customer_name', 'customer_email', 'customer_phone', 'description'])
        expect(await detail(reff)).not.toHaveProperty(field);
  });
});
