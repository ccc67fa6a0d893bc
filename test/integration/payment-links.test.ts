import fc from 'fast-check';
import { partnerReffOfToken } from '../../shared/channels/payment-links/store';
import { LINK_REQUESTS_PER_MINUTE } from '../../shared/channels/payment-links/limits';
import { RATE_LIMIT_PER_MINUTE_DEFAULT } from '../../shared/constants';
import type { GatewayCallback } from '../../shared/gateway/port';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { getTransaction } from '../../shared/store/transactions';
import {
  createMerchantFixture,
  expectBalanced,
  invoke,
  randomIp,
  TestClock,
  useClock,
  type MerchantFixture,
} from '../support/harness';
import { useGatewaySimulator } from '../support/gateway';
import { payAtSimulator } from '../support/va-fixtures';

/**
 * Payment links (DESIGN 19): the merchant's API, the hosted page's public API, and the link's
 * counters kept by the paid callback's money move, on the records DynamoDB Local holds.
 */
const gateway = useGatewaySimulator();

afterEach(() => {
  useClock(undefined);
});

const LINK_ID = /^pl_[0-9A-Z]{26}$/;

async function createLink(merchant: MerchantFixture, body: Record<string, unknown>, headers?: Record<string, string>) {
  return invoke('createPaymentLink', { auth: merchant.auth, body: { description: 'Batik shirt', ...body }, headers });
}

async function newLink(merchant: MerchantFixture, body: Record<string, unknown> = {}) {
  const response = await createLink(merchant, body);
  expect(response.status).toBe(201);
  return response.body.link as { link_id: string; [field: string]: unknown };
}

const readLink = (merchant: MerchantFixture, linkId: string) =>
  invoke('getPaymentLink', { auth: merchant.auth, params: { link_id: linkId } });

const pay = (linkId: string, body: Record<string, unknown>, sourceIp = randomIp()) =>
  invoke('createLinkPayment', { params: { link_id: linkId }, body, sourceIp });

const paymentStatus = (token: string, sourceIp = randomIp()) =>
  invoke('getLinkPayment', { params: { token }, sourceIp });

/** The gateway's paid callback of a link's QR payment (found by its token), applied as the callback consumer would. */
async function payQr(token: string): Promise<GatewayCallback> {
  const partnerReff = await partnerReffOfToken(token);
  const settled = gateway().books.qris.settle(partnerReff!, 'paid');
  if (!settled.ok) throw new Error(`simulator refused to settle ${partnerReff}: ${settled.reason}`);
  const outcome = await applyGatewayCallback(settled.callback, Date.now());
  expect(outcome.kind).toBe('applied');
  return settled.callback;
}

describe('POST /payment-links', () => {
  it('answers 201 with an active link, its page URL and the defaults of DESIGN 19', async () => {
    const merchant = await createMerchantFixture();
    const response = await createLink(merchant, {});
    expect(response.status).toBe(201);
    const { link } = response.body;
    expect(link).toEqual({
      link_id: expect.stringMatching(LINK_ID),
      url: `http://test.local/pay/${link.link_id}`,
      status: 'active',
      amount: null,
      description: 'Batik shirt',
      methods: ['qris', 'va'],
      reusable: false,
      max_uses: null,
      expires_at: null,
      customer_name: null,
      payments_count: 0,
      paid_amount: 0,
      created_at: expect.any(String),
      deactivated_at: null,
    });
    expect((await readLink(merchant, link.link_id)).body.link).toEqual(link);
  });

  it('replays the same answer for the same idempotency key, and refuses another body under it', async () => {
    const merchant = await createMerchantFixture();
    const headers = { 'x-idempotency-key': `link-${Date.now()}` };
    const first = await createLink(merchant, { amount: 50_000 }, headers);
    const again = await createLink(merchant, { amount: 50_000 }, headers);
    expect(again.status).toBe(201);
    expect(again.headers['x-idempotency-replay']).toBe('true');
    expect(again.body).toEqual(first.body);
    const list = await invoke('listPaymentLinks', { auth: merchant.auth });
    expect(list.body.meta.total).toBe(1);
    expect((await createLink(merchant, { amount: 60_000 }, headers)).status).toBe(409);
  });

  it.each([
    ['an amount below 10,000', { amount: 9_999 }, 'amount'],
    ['an amount above 10,000,000', { amount: 10_000_001 }, 'amount'],
    ['no method', { methods: [] }, 'methods'],
    ['an unknown method', { methods: ['card'] }, 'methods'],
    ['max_uses below 1', { reusable: true, max_uses: 0 }, 'max_uses'],
    ['max_uses on a single-use link', { max_uses: 3 }, 'max_uses'],
    ['an expiry in the past', { expires_at: '2020-01-01T00:00:00+07:00' }, 'expires_at'],
    ['an empty description', { description: '' }, 'description'],
    ['an unknown field', { colour: 'red' }, ''],
  ])('answers 422 validation_failed for %s', async (_name, body, field) => {
    const merchant = await createMerchantFixture();
    const response = await createLink(merchant, body);
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('validation_failed');
    if (field !== '') expect(Object.keys(response.body.errors).some((key) => key.split('.')[0] === field)).toBe(true);
  });

  it('refuses every amount outside 10,000..10,000,000 (property)', async () => {
    const merchant = await createMerchantFixture();
    const outside = fc.oneof(fc.integer({ min: -1_000_000, max: 9_999 }), fc.integer({ min: 10_000_001 }));
    await fc.assert(
      fc.asyncProperty(outside, async (amount) => {
        const response = await createLink(merchant, { amount });
        expect(response.status).toBe(422);
        expect(response.body.errors.amount).toBeDefined();
      }),
      { numRuns: 15 },
    );
  });

  it('needs link:create (403 permission_denied)', async () => {
    const merchant = await createMerchantFixture({ permissions: ['qris:create', 'qris:read'] });
    const response = await createLink(merchant, {});
    expect(response.status).toBe(403);
    expect(response.body.error).toBe('permission_denied');
  });
});

describe('the merchant reads and deactivates its links', () => {
  it("answers 404 for another merchant's link, on read and on deactivate", async () => {
    const owner = await createMerchantFixture();
    const other = await createMerchantFixture();
    const link = await newLink(owner);
    expect((await readLink(other, link.link_id)).status).toBe(404);
    const deactivate = await invoke('deactivatePaymentLink', { auth: other.auth, params: { link_id: link.link_id } });
    expect(deactivate.status).toBe(404);
    expect((await readLink(owner, link.link_id)).body.link.status).toBe('active');
  });

  it('lists the links newest first, a page at a time', async () => {
    const merchant = await createMerchantFixture();
    const made = [];
    for (const amount of [10_000, 20_000, 30_000]) made.push(await newLink(merchant, { amount }));
    const page1 = await invoke('listPaymentLinks', { auth: merchant.auth, query: { per_page: '2' } });
    expect(page1.status).toBe(200);
    expect(page1.body.data.map((link: { amount: number }) => link.amount)).toEqual([30_000, 20_000]);
    expect(page1.body.meta).toEqual({ current_page: 1, last_page: 2, total: 3, per_page: 2 });
    const page2 = await invoke('listPaymentLinks', { auth: merchant.auth, query: { per_page: '2', page: '2' } });
    expect(page2.body.data.map((link: { link_id: string }) => link.link_id)).toEqual([made[0]!.link_id]);
  });

  it('deactivates a link: its page refuses new payments (422 link_inactive), and again changes nothing', async () => {
    const merchant = await createMerchantFixture();
    const link = await newLink(merchant, { amount: 25_000 });
    const first = await invoke('deactivatePaymentLink', { auth: merchant.auth, params: { link_id: link.link_id } });
    expect(first.status).toBe(200);
    expect(first.body.link.status).toBe('inactive');
    const again = await invoke('deactivatePaymentLink', { auth: merchant.auth, params: { link_id: link.link_id } });
    expect(again.body.link.deactivated_at).toBe(first.body.link.deactivated_at);
    const view = await invoke('getPublicPaymentLink', { params: { link_id: link.link_id } });
    expect(view.body.link.status).toBe('inactive');
    const payment = await pay(link.link_id, { method: 'qris' });
    expect(payment.status).toBe(422);
    expect(payment.body.error).toBe('link_inactive');
  });
});

describe('the hosted page: GET /pay/v1/links/{link_id}', () => {
  it("shows the merchant's name and the link's terms, nothing else about the merchant", async () => {
    const merchant = await createMerchantFixture();
    const link = await newLink(merchant, { amount: 75_000, customer_name: 'Budi' });
    const response = await invoke('getPublicPaymentLink', { params: { link_id: link.link_id } });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ok: true,
      link: {
        link_id: link.link_id,
        merchant_name: expect.stringMatching(/^Test /),
        description: 'Batik shirt',
        amount: 75_000,
        amount_min: 75_000,
        amount_max: 75_000,
        methods: ['qris', 'va'],
        status: 'active',
        expires_at: null,
        va_banks: expect.arrayContaining([{ bank_code: '014', bank_name: expect.any(String) }]),
      },
    });
    expect(JSON.stringify(response.body)).not.toContain(merchant.merchantId);
  });

  it('answers 404 for an unknown link, and offers only QRIS for a merchant not KYC verified', async () => {
    expect((await invoke('getPublicPaymentLink', { params: { link_id: 'pl_NOSUCHLINK' } })).status).toBe(404);
    expect((await pay('pl_NOSUCHLINK', { method: 'qris', amount: 10_000 })).status).toBe(404);
    const unverified = await createMerchantFixture({ kyc: 'unverified' });
    const link = await newLink(unverified, { amount: 20_000 });
    const view = await invoke('getPublicPaymentLink', { params: { link_id: link.link_id } });
    expect(view.body.link.methods).toEqual(['qris']);
    expect(view.body.link.va_banks).toEqual([]);
    expect((await pay(link.link_id, { method: 'qris' })).status).toBe(201);
    const va = await pay(link.link_id, { method: 'va', bank_code: '014' });
    expect(va.status).toBe(403);
    expect(va.body.error).toBe('kyc_required');
  });

  it('turns expired when the clock passes expires_at: 422 link_expired', async () => {
    const merchant = await createMerchantFixture();
    const clock = new TestClock(Date.parse('2026-11-21T10:00:00+07:00'));
    useClock(clock);
    const link = await newLink(merchant, { amount: 30_000, expires_at: '2026-11-21T11:00:00+07:00' });
    expect((await pay(link.link_id, { method: 'qris' })).status).toBe(201);
    clock.advanceSeconds(3_600);
    expect((await readLink(merchant, link.link_id)).body.link.status).toBe('expired');
    const payment = await pay(link.link_id, { method: 'qris' });
    expect(payment.status).toBe(422);
    expect(payment.body.error).toBe('link_expired');
  });
});

describe('the hosted page: POST /pay/v1/links/{link_id}/payments', () => {
  it("makes a QRIS payment of the merchant's, followed by its token, and counts it on the link when paid", async () => {
    const merchant = await createMerchantFixture();
    const link = await newLink(merchant, { amount: 125_000 });
    const response = await pay(link.link_id, { method: 'qris' });
    expect(response.status).toBe(201);
    const { payment } = response.body;
    expect(payment).toEqual({
      token: expect.stringMatching(/^pt_[0-9A-Z]{26}$/),
      method: 'qris',
      amount: 125_000,
      status: 'waiting_payment',
      expires_at: expect.any(String),
      qr_string: expect.any(String),
      qr_image_url: expect.any(String),
    });
    // The QR string is the gateway's (its bill number is the gateway's business); the page gets no partner_reff field.
    expect(JSON.stringify(response.body)).not.toContain('partner_reff');
    const partnerReff = (await partnerReffOfToken(payment.token))!;
    const tx = await invoke('getTransaction', { auth: merchant.auth, params: { partner_reff: partnerReff } });
    expect(tx.body.transaction).toMatchObject({ type: 'qris', amount: 125_000, payment_link_id: link.link_id });
    await payQr(payment.token);
    expect((await paymentStatus(payment.token)).body.payment.status).toBe('paid');
    const after = (await readLink(merchant, link.link_id)).body.link;
    expect(after).toMatchObject({ status: 'completed', payments_count: 1, paid_amount: 125_000 });
    const refused = await pay(link.link_id, { method: 'qris' });
    expect(refused.status).toBe(422);
    expect(refused.body.error).toBe('link_completed');
    await expectBalanced();
  });

  it('makes a one-time VA payment at the bank chosen, paid at the simulator, counted on a reusable link', async () => {
    const merchant = await createMerchantFixture();
    const link = await newLink(merchant, { amount: 40_000, reusable: true, max_uses: 2 });
    const response = await pay(link.link_id, { method: 'va', bank_code: '014' });
    expect(response.status).toBe(201);
    const { payment } = response.body;
    expect(payment).toMatchObject({ method: 'va', amount: 40_000, bank_code: '014', status: 'waiting_payment' });
    expect(payment.virtual_account_number).toMatch(/^\d+$/);
    const paid = await payAtSimulator(gateway(), payment.virtual_account_number, 40_000);
    expect(paid.status).toBe(200);
    const callback = await gateway().callbackFor((await partnerReffOfToken(payment.token))!);
    expect((await applyGatewayCallback(callback, Date.now())).kind).toBe('applied');
    expect((await paymentStatus(payment.token)).body.payment.status).toBe('paid');
    expect((await readLink(merchant, link.link_id)).body.link).toMatchObject({
      status: 'active',
      payments_count: 1,
      paid_amount: 40_000,
    });
    await expectBalanced();
  });

  it("takes an open-amount link's amount from the customer, within 10,000..10,000,000", async () => {
    const merchant = await createMerchantFixture();
    const open = await newLink(merchant, { reusable: true });
    const missing = await pay(open.link_id, { method: 'qris' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.amount).toBeDefined();
    expect((await pay(open.link_id, { method: 'qris', amount: 9_999 })).status).toBe(422);
    const given = await pay(open.link_id, { method: 'qris', amount: 33_000 });
    expect(given.status).toBe(201);
    expect(given.body.payment.amount).toBe(33_000);
    const fixed = await newLink(merchant, { amount: 50_000, methods: ['qris'] });
    expect((await pay(fixed.link_id, { method: 'qris', amount: 40_000 })).status).toBe(422);
    expect((await pay(fixed.link_id, { method: 'va', bank_code: '014' })).status).toBe(422);
    expect((await pay(fixed.link_id, { method: 'va' })).status).toBe(422);
  });

  it('answers 404 for an unknown payment token', async () => {
    const response = await paymentStatus('pt_NOSUCHTOKEN');
    expect(response.status).toBe(404);
  });

  it('shows a payment the sweep expired as expired', async () => {
    const merchant = await createMerchantFixture();
    const link = await newLink(merchant, { amount: 15_000 });
    const { payment } = (await pay(link.link_id, { method: 'qris' })).body;
    const partnerReff = (await partnerReffOfToken(payment.token))!;
    const settled = gateway().books.qris.settle(partnerReff, 'cancelled');
    expect(settled.ok).toBe(true);
    if (settled.ok) await applyGatewayCallback(settled.callback, Date.now());
    expect((await getTransaction(partnerReff))?.status).toBe('cancelled');
    expect((await paymentStatus(payment.token)).body.payment.status).toBe('expired');
  });
});

describe('a single-use link paid by several customers at once', () => {
  it('takes 10 parallel payments; the first paid completes it, and every later one is still credited and counted', async () => {
    const merchant = await createMerchantFixture();
    const link = await newLink(merchant, { amount: 20_000 });
    const made = await Promise.all(Array.from({ length: 10 }, () => pay(link.link_id, { method: 'qris' })));
    expect(made.map((response) => response.status)).toEqual(Array(10).fill(201));
    const tokens = made.map((response) => response.body.payment.token as string);
    await payQr(tokens[0]!);
    expect((await readLink(merchant, link.link_id)).body.link).toMatchObject({
      status: 'completed',
      payments_count: 1,
    });
    expect((await pay(link.link_id, { method: 'qris' })).body.error).toBe('link_completed');
    await Promise.all(tokens.slice(1).map((token) => payQr(token)));
    expect((await readLink(merchant, link.link_id)).body.link).toMatchObject({
      status: 'completed',
      payments_count: 10,
      paid_amount: 200_000,
    });
    for (const token of tokens) expect((await paymentStatus(token)).body.payment.status).toBe('paid');
    await expectBalanced();
  });

  it('counts a paid callback delivered twice once', async () => {
    const merchant = await createMerchantFixture();
    const link = await newLink(merchant, { amount: 20_000 });
    const { payment } = (await pay(link.link_id, { method: 'qris' })).body;
    const callback = await payQr(payment.token);
    expect((await applyGatewayCallback(callback, Date.now())).kind).toBe('already_applied');
    expect((await readLink(merchant, link.link_id)).body.link).toMatchObject({
      payments_count: 1,
      paid_amount: 20_000,
    });
    await expectBalanced();
  });
});

describe('rate limits of the public API', () => {
  it(`answers 429 rate_limited past ${LINK_REQUESTS_PER_MINUTE} requests a minute for one link, from any source`, async () => {
    const merchant = await createMerchantFixture();
    const link = await newLink(merchant, { amount: 20_000 });
    const clock = new TestClock(Date.parse('2026-11-21T10:00:05+07:00'));
    useClock(clock);
    const statuses: number[] = [];
    for (let index = 0; index <= LINK_REQUESTS_PER_MINUTE; index += 1)
      statuses.push((await invoke('getPublicPaymentLink', { params: { link_id: link.link_id } })).status);
    expect(statuses.slice(0, LINK_REQUESTS_PER_MINUTE).every((status) => status === 200)).toBe(true);
    const limited = await invoke('getPublicPaymentLink', { params: { link_id: link.link_id } });
    expect(limited.status).toBe(429);
    expect(limited.body.error).toBe('rate_limited');
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it(`answers 429 past ${RATE_LIMIT_PER_MINUTE_DEFAULT} requests a minute from one source`, async () => {
    const sourceIp = randomIp();
    const clock = new TestClock(Date.parse('2026-11-22T10:00:05+07:00'));
    useClock(clock);
    for (let index = 0; index < RATE_LIMIT_PER_MINUTE_DEFAULT; index += 1)
      expect((await paymentStatus('pt_NOSUCHTOKEN', sourceIp)).status).toBe(404);
    expect((await paymentStatus('pt_NOSUCHTOKEN', sourceIp)).status).toBe(429);
  });
});
