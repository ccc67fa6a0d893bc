import { randomUUID } from 'node:crypto';
import { IDEMPOTENCY_KEY_LENGTH_MAX, IDEMPOTENCY_LOCK_SECONDS, IDEMPOTENCY_TTL_SECONDS } from '../../shared/constants';
import { requestHash } from '../../shared/middleware/idempotency';
import { adminCreateClient } from '../../shared/operations/admin-clients';
import type { MemberRole } from '../../shared/domain/members';
import { getClient } from '../../shared/store/clients';
import { claimIdempotencyKey } from '../../shared/store/idempotency';
import { newMembershipItems } from '../../shared/store/members';
import { transactWrite } from '../../shared/store/transact';
import {
  createMerchantFixture,
  dashboardClaims,
  invoke,
  newDashboardUser,
  type DashboardUser,
  type InvokeResult,
  type MerchantFixture,
  TestClock,
  useClock,
  rendered,
} from '../support/harness';
import { useGatewaySimulator } from '../support/gateway';
import { ManualScheduler } from '../support/scheduler';

/**
 * The contract's idempotency protocol on POST /qris (X-Idempotency-Key optional there). The
 * simulator's delays pass only as the tests move its scheduler; a request it holds waits for that,
 * so the file's gateway gets the production timeout rather than the suite's short one.
 */
const simulatorTime = new ManualScheduler();
const gateway = useGatewaySimulator({ scheduler: simulatorTime });

afterEach(async () => {
  useClock(undefined);
  gateway().faults.clear();
});

type Auth = MerchantFixture['auth'];

const newKey = (): string => `order:${randomUUID()}`;

function keyedQris(auth: Auth, key: string, body: unknown): Promise<InvokeResult> {
  return invoke('createQris', { auth, body, headers: { 'x-idempotency-key': key } });
}

async function totalOf(auth: Auth): Promise<number> {
  const response = await invoke('listTransactions', { auth });
  expect(response.status).toBe(200);
  return response.body.meta.total;
}

async function planGatewayFault(fault: { status?: number; delay_ms?: number }): Promise<void> {
  const response = await fetch(`${gateway().url}/control/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path_prefix: '/v1/qris', count: 1, ...fault }),
  });
  expect(response.status).toBe(200);
}

function expectReplayOf(replay: InvokeResult, original: InvokeResult): void {
  expect(replay.status).toBe(original.status);
  expect(replay.body).toEqual(original.body);
  expect(replay.headers['x-idempotency-replay']).toBe('true');
}

describe('X-Idempotency-Key on POST /qris', () => {
  it('replays the first response for the same key and body, with X-Idempotency-Replay: true, and creates one transaction', async () => {
    const merchant = await createMerchantFixture();
    const key = newKey();
    const body = { amount: 25_000, description: 'order 1' };
    const first = await keyedQris(merchant.auth, key, body);
    expect(first.status).toBe(201);
    expect(first.headers).not.toHaveProperty('x-idempotency-replay');

    const second = await keyedQris(merchant.auth, key, body);
    expectReplayOf(second, first);
    expect(second.headers['content-type']).toMatch(/^application\/json/);
    expect(second.headers['x-ratelimit-limit']).toBe('60');
    expect(await totalOf(merchant.auth)).toBe(1);
  });

  it('treats a body with other key order and whitespace as the same request', async () => {
    const merchant = await createMerchantFixture();
    const key = newKey();
    const first = await invoke('createQris', {
      auth: merchant.auth,
      rawBody: '{"amount":30000,"customer_name":"Budi"}',
      headers: { 'x-idempotency-key': key },
    });
    const second = await invoke('createQris', {
      auth: merchant.auth,
      rawBody: '{\n  "customer_name" : "Budi",\n  "amount" : 30000\n}',
      headers: { 'x-idempotency-key': key },
    });
    expectReplayOf(second, first);
    expect(await totalOf(merchant.auth)).toBe(1);
  });

  it('returns 409 idempotency_key_conflict when the body differs, and leaves the stored response untouched', async () => {
    const merchant = await createMerchantFixture();
    const key = newKey();
    const first = await keyedQris(merchant.auth, key, { amount: 25_000 });
    expect(first.status).toBe(201);

    const conflict = await keyedQris(merchant.auth, key, { amount: 25_001 });
    expect(conflict.status).toBe(409);
    expect(conflict.body).toEqual({ ok: false, error: 'idempotency_key_conflict', message: expect.any(String) });
    expect(conflict.headers).not.toHaveProperty('x-idempotency-replay');
    expect((await keyedQris(merchant.auth, key, { amount: 25_000, description: 'x' })).status).toBe(409);

    expectReplayOf(await keyedQris(merchant.auth, key, { amount: 25_000 }), first);
    expect(await totalOf(merchant.auth)).toBe(1);
  });

  it('isolates keys per API client: two clients using the same key create two transactions', async () => {
    const [left, right] = await Promise.all([createMerchantFixture(), createMerchantFixture()]);
    const key = newKey();
    const body = { amount: 40_000 };
    const fromLeft = await keyedQris(left.auth, key, body);
    const fromRight = await keyedQris(right.auth, key, body);
    for (const response of [fromLeft, fromRight]) {
      expect(response.status).toBe(201);
      expect(response.headers).not.toHaveProperty('x-idempotency-replay');
    }
    expect(fromLeft.body.transaction.partner_reff).not.toBe(fromRight.body.transaction.partner_reff);
    expect(await totalOf(left.auth)).toBe(1);
    expect(await totalOf(right.auth)).toBe(1);
  });

  it('isolates keys between two clients of the same merchant', async () => {
    const merchant = await createMerchantFixture();
    const created = await rendered(adminCreateClient(merchant.merchantId, {}, { nowMs: () => Date.now() }));
    const second = created.body.client as { client_id: string; client_secret: string };
    const key = newKey();
    const first = await keyedQris(merchant.auth, key, { amount: 12_345 });
    const other = await keyedQris({ clientId: second.client_id, clientSecret: second.client_secret }, key, {
      amount: 12_345,
    });
    expect([first.status, other.status]).toEqual([201, 201]);
    expect(other.headers).not.toHaveProperty('x-idempotency-replay');
    expect(other.body.transaction.partner_reff).not.toBe(first.body.transaction.partner_reff);
    expect(await totalOf(merchant.auth)).toBe(2);
  });

  it.each([
    ['129 characters', 'k'.repeat(IDEMPOTENCY_KEY_LENGTH_MAX + 1)],
    ['a space', 'order 1'],
    ['a slash', 'order/1'],
    ['a non-ASCII letter', 'pesanan-é'],
    ['a comma', 'a,b'],
  ])('answers 422 validation_failed for a key with %s and creates nothing', async (_label, key) => {
    const merchant = await createMerchantFixture();
    const response = await keyedQris(merchant.auth, key, { amount: 10_000 });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      ok: false,
      error: 'validation_failed',
      message: expect.any(String),
      errors: { 'X-Idempotency-Key': [expect.any(String)] },
    });
    expect(await totalOf(merchant.auth)).toBe(0);
  });

  it('accepts a key of exactly 128 characters from the whole alphabet', async () => {
    const merchant = await createMerchantFixture();
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789:_-.';
    const key = alphabet.repeat(2).slice(0, IDEMPOTENCY_KEY_LENGTH_MAX);
    expect(key).toHaveLength(128);
    const first = await keyedQris(merchant.auth, key, { amount: 10_000 });
    expect(first.status).toBe(201);
    expectReplayOf(await keyedQris(merchant.auth, key, { amount: 10_000 }), first);
  });

  it('creates one transaction per request when no key is sent', async () => {
    const merchant = await createMerchantFixture();
    await keyedQris(merchant.auth, newKey(), { amount: 10_000 });
    const a = await invoke('createQris', { auth: merchant.auth, body: { amount: 10_000 } });
    const b = await invoke('createQris', { auth: merchant.auth, body: { amount: 10_000 } });
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.transaction.partner_reff).not.toBe(b.body.transaction.partner_reff);
    expect(await totalOf(merchant.auth)).toBe(3);
  });

  it('ignores the header on a route without idempotency (GET /transactions)', async () => {
    const merchant = await createMerchantFixture();
    const response = await invoke('listTransactions', {
      auth: merchant.auth,
      headers: { 'x-idempotency-key': 'not valid at all!' },
    });
    expect(response.status).toBe(200);
    expect(response.headers).not.toHaveProperty('x-idempotency-replay');
  });

  it('gives exactly one effect for 10 parallel duplicates: one original, the rest replays or 409 in progress', async () => {
    const merchant = await createMerchantFixture();
    const key = newKey();
    const body = { amount: 77_000, customer_phone: '081234567890' };
    const responses = await Promise.all(Array.from({ length: 10 }, () => keyedQris(merchant.auth, key, body)));

    const originals = responses.filter(
      (response) => response.status === 201 && response.headers['x-idempotency-replay'] === undefined,
    );
    expect(originals).toHaveLength(1);
    const original = originals[0]!;
    for (const response of responses) {
      if (response === original) continue;
      if (response.status === 201) expectReplayOf(response, original);
      else
        expect(response.body).toEqual({ ok: false, error: 'idempotency_key_in_progress', message: expect.any(String) });
      expect([201, 409]).toContain(response.status);
    }
    expect(await totalOf(merchant.auth)).toBe(1);
    expectReplayOf(await keyedQris(merchant.auth, key, body), original);
  });

  it('answers 409 idempotency_key_in_progress while the first request is still running, then replays it', async () => {
    const merchant = await createMerchantFixture();
    const key = newKey();
    const body = { amount: 15_000 };
    await planGatewayFault({ delay_ms: 600 });
    const slow = keyedQris(merchant.auth, key, body);
    // The simulator now holds the first request (its key claimed, its gateway call under way).
    await simulatorTime.waitForSleepers(1, 600);
    const duplicate = await keyedQris(merchant.auth, key, body);
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.error).toBe('idempotency_key_in_progress');
    const conflicting = await keyedQris(merchant.auth, key, { amount: 15_001 });
    expect(conflicting.body.error).toBe('idempotency_key_conflict');

    await simulatorTime.advance(600);
    const first = await slow;
    expect(first.status).toBe(201);
    expectReplayOf(await keyedQris(merchant.auth, key, body), first);
    expect(await totalOf(merchant.auth)).toBe(1);
  });

  it.each([500, 503, 422])(
    'releases the key when the gateway answers %i (502 upstream_error), so a retry with the same key succeeds',
    async (gatewayStatus) => {
      const merchant = await createMerchantFixture();
      const key = newKey();
      const body = { amount: 50_000 };
      await planGatewayFault({ status: gatewayStatus });
      const failed = await keyedQris(merchant.auth, key, body);
      expect(failed.status).toBe(502);
      expect(failed.body).toEqual({
        ok: false,
        error: 'upstream_error',
        message: expect.any(String),
        upstream_status: gatewayStatus,
      });
      expect(failed.headers).not.toHaveProperty('x-idempotency-replay');
      expect(await totalOf(merchant.auth)).toBe(0);

      const retried = await keyedQris(merchant.auth, key, body);
      expect(retried.status).toBe(201);
      expect(retried.headers).not.toHaveProperty('x-idempotency-replay');
      expectReplayOf(await keyedQris(merchant.auth, key, body), retried);
      expect(await totalOf(merchant.auth)).toBe(1);
    },
  );

  it('takes over a claim abandoned by a crashed request only after its lock elapsed', async () => {
    const merchant = await createMerchantFixture();
    const clock = new TestClock();
    useClock(clock);
    const key = newKey();
    const body = { amount: 33_000 };
    const claimed = await claimIdempotencyKey(
      merchant.clientId,
      key,
      requestHash('POST', '/api/v1/qris', body),
      clock.nowMs(),
    );
    expect(claimed.kind).toBe('claimed');

    clock.advanceSeconds(IDEMPOTENCY_LOCK_SECONDS - 1);
    expect((await keyedQris(merchant.auth, key, body)).body.error).toBe('idempotency_key_in_progress');
    // A different body never takes over someone else's key.
    clock.advanceSeconds(2);
    expect((await keyedQris(merchant.auth, key, { amount: 33_001 })).body.error).toBe('idempotency_key_conflict');

    const takenOver = await keyedQris(merchant.auth, key, body);
    expect(takenOver.status).toBe(201);
    expectReplayOf(await keyedQris(merchant.auth, key, body), takenOver);
    expect(await totalOf(merchant.auth)).toBe(1);
  });

  it('forgets the key after 24 hours: the same key then creates a new transaction', async () => {
    const merchant = await createMerchantFixture();
    const clock = new TestClock();
    useClock(clock);
    const key = newKey();
    const body = { amount: 20_000 };
    const first = await keyedQris(merchant.auth, key, body);
    expect(first.status).toBe(201);

    clock.advanceSeconds(IDEMPOTENCY_TTL_SECONDS - 1);
    expectReplayOf(await keyedQris(merchant.auth, key, body), first);

    clock.advanceSeconds(2);
    const fresh = await keyedQris(merchant.auth, key, body);
    expect(fresh.status).toBe(201);
    expect(fresh.headers).not.toHaveProperty('x-idempotency-replay');
    expect(fresh.body.transaction.partner_reff).not.toBe(first.body.transaction.partner_reff);
    expect(await totalOf(merchant.auth)).toBe(2);
    expectReplayOf(await keyedQris(merchant.auth, key, body), fresh);
  });

  it('lets an expired key be reused with a different body', async () => {
    const merchant = await createMerchantFixture();
    const clock = new TestClock();
    useClock(clock);
    const key = newKey();
    expect((await keyedQris(merchant.auth, key, { amount: 20_000 })).status).toBe(201);
    clock.advanceSeconds(IDEMPOTENCY_TTL_SECONDS + 1);
    const reused = await keyedQris(merchant.auth, key, { amount: 21_000 });
    expect(reused.status).toBe(201);
    expect(reused.body.transaction.amount).toBe(21_000);
  });
});

describe("Idempotency-Key, Stripe's name for X-Idempotency-Key", () => {
  const aliasQris = (auth: Auth, key: string, body: unknown): Promise<InvokeResult> =>
    invoke('createQris', { auth, body, headers: { 'idempotency-key': key } });

  it('replays the first response for a retry sent with Idempotency-Key, and creates one transaction', async () => {
    const merchant = await createMerchantFixture();
    const key = newKey();
    const body = { amount: 31_000, description: 'stripe-style retry' };
    const first = await aliasQris(merchant.auth, key, body);
    expect(first.status).toBe(201);
    expect(first.headers).not.toHaveProperty('x-idempotency-replay');
    expectReplayOf(await aliasQris(merchant.auth, key, body), first);
    expect(await totalOf(merchant.auth)).toBe(1);
  });

  it('is one key space with X-Idempotency-Key: a key sent under one name replays under the other, and conflicts there too', async () => {
    const merchant = await createMerchantFixture();
    const key = newKey();
    const first = await keyedQris(merchant.auth, key, { amount: 32_000 });
    expectReplayOf(await aliasQris(merchant.auth, key, { amount: 32_000 }), first);
    const conflicting = await aliasQris(merchant.auth, key, { amount: 32_001 });
    expect({ status: conflicting.status, error: conflicting.body.error }).toEqual({
      status: 409,
      error: 'idempotency_key_conflict',
    });
    expect(await totalOf(merchant.auth)).toBe(1);
  });

  it('accepts both headers carrying the same key', async () => {
    const merchant = await createMerchantFixture();
    const key = newKey();
    const headers = { 'x-idempotency-key': key, 'idempotency-key': key };
    const first = await invoke('createQris', { auth: merchant.auth, body: { amount: 33_000 }, headers });
    expect(first.status).toBe(201);
    expectReplayOf(await invoke('createQris', { auth: merchant.auth, body: { amount: 33_000 }, headers }), first);
  });

  it('answers 422 validation_failed naming Idempotency-Key when the two headers carry different keys, and creates nothing', async () => {
    const merchant = await createMerchantFixture();
    const headers = { 'x-idempotency-key': newKey(), 'idempotency-key': newKey() };
    const response = await invoke('createQris', { auth: merchant.auth, body: { amount: 34_000 }, headers });
    expect(response.status).toBe(422);
    expect(response.body).toEqual({
      ok: false,
      error: 'validation_failed',
      message: expect.any(String),
      errors: { 'Idempotency-Key': [expect.stringContaining('X-Idempotency-Key')] },
    });
    expect(await totalOf(merchant.auth)).toBe(0);
  });

  it('satisfies an admin route that requires a key: a balance adjustment sent twice with Idempotency-Key moves money once', async () => {
    const merchant = await createMerchantFixture();
    const key = `adjust-${randomUUID()}`;
    const adjust = () =>
      invoke('adminBalanceAdjustment', {
        params: { id: merchant.merchantId },
        body: { amount: 40_000, note: 'stripe-style key' },
        headers: { authorization: 'Bearer test-admin-token', 'idempotency-key': key },
      });
    const first = await adjust();
    expect(first.status).toBe(200);
    expect(first.body.balance.available).toBe(40_000);
    const replay = await adjust();
    expectReplayOf(replay, first);
    const balance = await invoke('adminGetBalance', {
      params: { id: merchant.merchantId },
      headers: { authorization: 'Bearer test-admin-token' },
    });
    expect(balance.body.balance.available).toBe(40_000);
  });
});

describe('keys scoped by merchant and caller on the dashboard (DESIGN 21)', () => {
  type User = DashboardUser;
  const newUser = newDashboardUser;

  async function join(user: User, merchantId: string, role: MemberRole = 'owner'): Promise<void> {
    const written = await transactWrite(
      newMembershipItems({ ...user, merchant_id: merchantId, role, created_at_ms: Date.now() }),
    );
    expect(written.ok).toBe(true);
  }

  /** A request of `user` acting on `merchantId` (X-Merchant-Id) with the idempotency key. */
  const keyed = (user: User, merchantId: string, key: string) => ({
    claims: dashboardClaims(user),
    headers: { 'x-merchant-id': merchantId, 'idempotency-key': key },
  });

  const CLIENT_BODY = { name: 'Kasir', permissions: ['qris:create', 'qris:read'] };

  it("gives a user of two merchants who sends one key to each two API clients, never the other merchant's secret", async () => {
    const [shopA, shopB] = await Promise.all([createMerchantFixture(), createMerchantFixture()]);
    const user = newUser();
    await join(user, shopA.merchantId);
    await join(user, shopB.merchantId);
    const key = newKey();
    const atA = await invoke('dashboardCreateClient', { ...keyed(user, shopA.merchantId, key), body: CLIENT_BODY });
    const atB = await invoke('dashboardCreateClient', { ...keyed(user, shopB.merchantId, key), body: CLIENT_BODY });
    expect([atA.status, atB.status]).toEqual([201, 201]);
    expect(atB.headers).not.toHaveProperty('x-idempotency-replay');
    expect(atB.body.client.client_id).not.toBe(atA.body.client.client_id);
    expect(atB.body.client.client_secret).not.toBe(atA.body.client.client_secret);
    expect((await getClient(atA.body.client.client_id))?.merchant_id).toBe(shopA.merchantId);
    expect((await getClient(atB.body.client.client_id))?.merchant_id).toBe(shopB.merchantId);
    // The same caller, merchant and key still replay, each its own merchant's answer.
    const replayA = await invoke('dashboardCreateClient', { ...keyed(user, shopA.merchantId, key), body: CLIENT_BODY });
    const replayB = await invoke('dashboardCreateClient', { ...keyed(user, shopB.merchantId, key), body: CLIENT_BODY });
    expectReplayOf(replayA, atA);
    expectReplayOf(replayB, atB);
  });

  it('treats another user of the same merchant sending the same key as another caller', async () => {
    const shop = await createMerchantFixture();
    const [first, second] = [newUser(), newUser()];
    await join(first, shop.merchantId);
    await join(second, shop.merchantId, 'developer');
    const key = newKey();
    const mine = await invoke('dashboardCreateClient', { ...keyed(first, shop.merchantId, key), body: CLIENT_BODY });
    const theirs = await invoke('dashboardCreateClient', { ...keyed(second, shop.merchantId, key), body: CLIENT_BODY });
    expect([mine.status, theirs.status]).toEqual([201, 201]);
    expect(theirs.headers).not.toHaveProperty('x-idempotency-replay');
    expect(theirs.body.client.client_id).not.toBe(mine.body.client.client_id);
  });

  it('answers 409 idempotency_key_conflict for another body at the same merchant, caller and key, not at another merchant', async () => {
    const [shopA, shopB] = await Promise.all([createMerchantFixture(), createMerchantFixture()]);
    const user = newUser();
    await join(user, shopA.merchantId);
    await join(user, shopB.merchantId);
    const key = newKey();
    const first = await invoke('dashboardCreateClient', { ...keyed(user, shopA.merchantId, key), body: CLIENT_BODY });
    expect(first.status).toBe(201);
    const otherBody = { ...CLIENT_BODY, name: 'Gudang' };
    const conflict = await invoke('dashboardCreateClient', { ...keyed(user, shopA.merchantId, key), body: otherBody });
    expect([conflict.status, conflict.body.error]).toEqual([409, 'idempotency_key_conflict']);
    const elsewhere = await invoke('dashboardCreateClient', { ...keyed(user, shopB.merchantId, key), body: otherBody });
    expect([elsewhere.status, elsewhere.body.client.name]).toEqual([201, 'Gudang']);
  });

  it('scopes a payout inquiry, whose key is completed inside its own transaction, the same way', async () => {
    const [shopA, shopB] = await Promise.all([createMerchantFixture(), createMerchantFixture()]);
    const user = newUser();
    await join(user, shopA.merchantId, 'finance');
    await join(user, shopB.merchantId, 'finance');
    const key = newKey();
    const body = { channel: 'transfer', amount: 20_000, bank_code: '014', account_number: '5550012347' };
    const atA = await invoke('dashboardPayoutInquiry', { ...keyed(user, shopA.merchantId, key), body });
    const atB = await invoke('dashboardPayoutInquiry', { ...keyed(user, shopB.merchantId, key), body });
    expect([atA.status, atB.status]).toEqual([200, 200]);
    expect(atB.headers).not.toHaveProperty('x-idempotency-replay');
    expect(atB.body.transaction.partner_reff).not.toBe(atA.body.transaction.partner_reff);
    expectReplayOf(await invoke('dashboardPayoutInquiry', { ...keyed(user, shopA.merchantId, key), body }), atA);
    expect(await totalOf(shopA.auth)).toBe(1);
    expect(await totalOf(shopB.auth)).toBe(1);
  });

  it('keeps the user-wide scope on a route that acts on no merchant: a retry of creating one replays after the first made a membership', async () => {
    const user = newUser();
    const key = newKey();
    const create = () =>
      invoke('dashboardCreateMerchant', {
        claims: dashboardClaims(user),
        headers: { 'idempotency-key': key },
        body: { business_name: 'Toko Ulang' },
      });
    const first = await create();
    expect(first.status).toBe(201);
    expectReplayOf(await create(), first);
  });
});
