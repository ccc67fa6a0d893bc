import { randomUUID } from 'node:crypto';
import { partnerReffOfToken } from '../../shared/channels/payment-links/store';
import { adminCreateMerchant } from '../../shared/operations/admin';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { getTransaction } from '../../shared/store/transactions';
import { useGatewaySimulator } from '../support/gateway';
import {
  createMerchantFixture,
  dashboardClaims,
  expectBalanced,
  invoke,
  newDashboardUser,
  randomIp,
  valueOf,
} from '../support/harness';
import { member, type Member } from '../support/refund-fixtures';

/**
 * The dashboard's payment-link routes (issue 42): the API's operations for the signed-in user's
 * merchant, its roles, and a link's payments read from the link's own list.
 */
const gateway = useGatewaySimulator();

const as = (user: Member) => ({ claims: user.claims });

const create = (user: Member, body: Record<string, unknown>, headers?: Record<string, string>) =>
  invoke('dashboardCreatePaymentLink', { ...as(user), body: { description: 'Batik shirt', ...body }, headers });

async function newLink(user: Member, body: Record<string, unknown> = {}) {
  const response = await create(user, body);
  expect(response.status).toBe(201);
  return response.body.link as { link_id: string; url: string; [field: string]: unknown };
}

const pay = (linkId: string, body: Record<string, unknown>) =>
  invoke('createLinkPayment', { params: { link_id: linkId }, body, sourceIp: randomIp() });

/** The gateway's paid callback of a link's QR payment, applied as the callback consumer would. */
async function payQr(token: string): Promise<void> {
  const settled = gateway().books.qris.settle((await partnerReffOfToken(token))!, 'paid');
  if (!settled.ok) throw new Error(`simulator refused to settle: ${settled.reason}`);
  expect((await applyGatewayCallback(settled.callback, Date.now())).kind).toBe('applied');
}

describe('roles: owner, developer and finance create and deactivate; a viewer reads', () => {
  it.each(['owner', 'developer', 'finance'] as const)('a %s creates and deactivates a link', async (role) => {
    const merchant = await createMerchantFixture();
    const user = await member(merchant.merchantId, role);
    const link = await newLink(user, { amount: 50_000 });
    expect(link).toMatchObject({ status: 'active', amount: 50_000, url: `http://test.local/pay/${link.link_id}` });
    const off = await invoke('dashboardDeactivatePaymentLink', { ...as(user), params: { link_id: link.link_id } });
    expect(off.status).toBe(200);
    expect(off.body.link.status).toBe('inactive');
  });

  it('a viewer lists and reads links and their payments, and may neither create nor deactivate', async () => {
    const merchant = await createMerchantFixture();
    const [owner, viewer] = [await member(merchant.merchantId, 'owner'), await member(merchant.merchantId, 'viewer')];
    const link = await newLink(owner, { amount: 20_000 });
    const params = { link_id: link.link_id };
    const refused = await create(viewer, { amount: 20_000 });
    expect([refused.status, refused.body.error]).toEqual([403, 'permission_denied']);
    const off = await invoke('dashboardDeactivatePaymentLink', { ...as(viewer), params });
    expect([off.status, off.body.error]).toEqual([403, 'permission_denied']);
    expect((await invoke('dashboardGetPaymentLink', { ...as(viewer), params })).body.link.status).toBe('active');
    const list = await invoke('dashboardListPaymentLinks', { ...as(viewer) });
    expect(list.body.data.map((item: { link_id: string }) => item.link_id)).toEqual([link.link_id]);
    const payments = await invoke('dashboardListPaymentLinkPayments', { ...as(viewer), params });
    expect(payments.body).toEqual({ ok: true, data: [], next_cursor: null });
  });

  it('a user of no membership at the merchant is refused', async () => {
    const user = newDashboardUser();
    const response = await create({ sub: user.sub, claims: dashboardClaims(user) }, { amount: 20_000 });
    expect([response.status, response.body.error]).toEqual([403, 'permission_denied']);
  });
});

describe('the same rules as the API', () => {
  it.each([
    ['an amount below 10,000', { amount: 9_999 }, 'amount'],
    ['an amount above 10,000,000', { amount: 10_000_001 }, 'amount'],
    ['no method', { methods: [] }, 'methods'],
    ['max_uses below 1', { reusable: true, max_uses: 0 }, 'max_uses'],
    ['max_uses on a single-use link', { max_uses: 3 }, 'max_uses'],
    ['an expiry in the past', { expires_at: '2020-01-01T00:00:00+07:00' }, 'expires_at'],
    ['an empty description', { description: ' ' }, 'description'],
  ])('answers 422 validation_failed for %s', async (_name, body, field) => {
    const merchant = await createMerchantFixture();
    const response = await create(await member(merchant.merchantId, 'finance'), body);
    expect(response.status).toBe(422);
    expect(response.body.error).toBe('validation_failed');
    expect(Object.keys(response.body.errors).some((key) => key.split('.')[0] === field)).toBe(true);
  });

  it('replays a create under the same idempotency key, and lists the links newest first', async () => {
    const merchant = await createMerchantFixture();
    const owner = await member(merchant.merchantId, 'owner');
    const headers = { 'idempotency-key': randomUUID() };
    const first = await create(owner, { amount: 10_000 }, headers);
    const again = await create(owner, { amount: 10_000 }, headers);
    expect(again.body).toEqual(first.body);
    await newLink(owner, { amount: 20_000 });
    await newLink(owner, { amount: null, reusable: true, max_uses: 5, expires_at: '2099-01-01T00:00:00+07:00' });
    const page = await invoke('dashboardListPaymentLinks', { ...as(owner), query: { per_page: '2' } });
    expect(page.body.data.map((link: { amount: number | null }) => link.amount)).toEqual([null, 20_000]);
    expect(page.body.meta).toEqual({ current_page: 1, last_page: 2, total: 3, per_page: 2 });
  });

  it("answers 404 for another merchant's link: read, deactivate, payments", async () => {
    const [mine, theirs] = [await createMerchantFixture(), await createMerchantFixture()];
    const link = await newLink(await member(theirs.merchantId, 'owner'), { amount: 30_000 });
    const owner = await member(mine.merchantId, 'owner');
    const params = { link_id: link.link_id };
    for (const route of [
      'dashboardGetPaymentLink',
      'dashboardDeactivatePaymentLink',
      'dashboardListPaymentLinkPayments',
    ] as const) {
      const response = await invoke(route, { ...as(owner), params });
      expect([route, response.status, response.body.error]).toEqual([route, 404, 'not_found']);
    }
    expect((await pay(link.link_id, { method: 'qris' })).status).toBe(201);
  });

  it("deactivates: the link's page refuses new payments (422 link_inactive), again changes nothing", async () => {
    const merchant = await createMerchantFixture();
    const finance = await member(merchant.merchantId, 'finance');
    const link = await newLink(finance, { amount: 25_000, reusable: true });
    const params = { link_id: link.link_id };
    const first = await invoke('dashboardDeactivatePaymentLink', { ...as(finance), params });
    const again = await invoke('dashboardDeactivatePaymentLink', { ...as(finance), params });
    expect(again.body.link.deactivated_at).toBe(first.body.link.deactivated_at);
    const payment = await pay(link.link_id, { method: 'qris' });
    expect([payment.status, payment.body.error]).toEqual([422, 'link_inactive']);
  });
});

describe("a link's payments", () => {
  it('lists every payment made from the link, newest first, a page at a time, with its status', async () => {
    const merchant = await createMerchantFixture();
    const owner = await member(merchant.merchantId, 'owner');
    const link = await newLink(owner, { reusable: true });
    const other = await newLink(owner, { amount: 99_000 });
    expect((await pay(other.link_id, { method: 'qris' })).status).toBe(201);
    const tokens: string[] = [];
    for (const amount of [11_000, 22_000, 33_000]) {
      const made = await pay(link.link_id, { method: 'qris', amount });
      expect(made.status).toBe(201);
      tokens.push(made.body.payment.token);
    }
    await payQr(tokens[1]!);
    const params = { link_id: link.link_id };
    const first = await invoke('dashboardListPaymentLinkPayments', { ...as(owner), params, query: { limit: '2' } });
    expect(first.status).toBe(200);
    expect(first.body.data.map((tx: { amount: number; status: string }) => [tx.amount, tx.status])).toEqual([
      [33_000, 'waiting_payment'],
      [22_000, 'paid'],
    ]);
    expect(first.body.next_cursor).toEqual(expect.any(String));
    const query = { limit: '2', starting_after: first.body.next_cursor };
    const second = await invoke('dashboardListPaymentLinkPayments', { ...as(owner), params, query });
    expect(second.body.data.map((tx: { amount: number }) => tx.amount)).toEqual([11_000]);
    expect(second.body.next_cursor).toBeNull();
    const read = await invoke('dashboardGetPaymentLink', { ...as(owner), params });
    expect(read.body.link).toMatchObject({ status: 'active', payments_count: 1, paid_amount: 22_000 });
    await expectBalanced();
  });

  it('a link made at a merchant without an API client takes payments all the same', async () => {
    const created = await adminCreateMerchant(
      { name: `Test ${randomUUID().slice(0, 8)}`, kyc_status: 'verified', pin: '123456' },
      { nowMs: () => Date.now() },
    );
    const merchantId = valueOf(created).merchant.id;
    const owner = await member(merchantId, 'owner');
    const link = await newLink(owner, { amount: 45_000 });
    const made = await pay(link.link_id, { method: 'qris' });
    expect(made.status).toBe(201);
    const tx = await getTransaction((await partnerReffOfToken(made.body.payment.token))!);
    expect(tx).toMatchObject({
      merchant_id: merchantId,
      client_id: `user:${owner.sub}`,
      payment_link_id: link.link_id,
    });
    await payQr(made.body.payment.token);
    const read = await invoke('dashboardGetPaymentLink', { ...as(owner), params: { link_id: link.link_id } });
    expect(read.body.link).toMatchObject({ status: 'completed', payments_count: 1, paid_amount: 45_000 });
  });
});
