import { randomBytes } from 'node:crypto';
import { handler as webhookDispatcher } from '../../functions/workers/webhook-dispatcher';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { pushForDelivery } from '../../shared/operations/push';
import { expireDue } from '../../shared/operations/sweeps';
import { setPushSenderForTests } from '../../shared/push/sender';
import { getDevice } from '../../shared/store/devices';
import { getDelivery } from '../../shared/store/webhooks';
import { sha256Hex } from '../../shared/secrets';
import { toJakartaIso } from '../../shared/time';
import { createMerchantFixture, invoke, type MerchantFixture, TestClock, useClock } from '../support/harness';
import {
  createDedicated,
  createOneTimeVa,
  dedicatedVaCallback,
  outboxRecordsFor,
  payAtSimulator,
  callbackOf,
  startSimulatedGateway,
  webhookDispatchEvent,
  type SimulatedGateway,
} from '../support/va-fixtures';

/**
 * POST /devices and DELETE /devices/{token}, and the push notifications that go to a merchant's
 * active devices when one of its transactions reaches a final state (outbox adapter, PUSH_MODE=outbox).
 */
let gateway: SimulatedGateway;

beforeAll(async () => {
  gateway = await startSimulatedGateway();
});

afterAll(async () => {
  await gateway.stop();
});

afterEach(() => {
  useClock(undefined);
  setPushSenderForTests(undefined);
});

const newToken = (prefix = 'fcm'): string => `${prefix}:${randomBytes(24).toString('base64url')}`;

async function register(merchant: MerchantFixture, body: Record<string, unknown>) {
  return invoke('registerDevice', { auth: merchant.auth, body });
}

async function adminPushNotifications(merchantId: string): Promise<any[]> {
  const response = await invoke('adminListPushNotifications', {
    params: { id: merchantId },
    headers: { authorization: 'Bearer test-admin-token' },
  });
  expect(response.status).toBe(200);
  return response.body.data;
}

describe('POST /devices', () => {
  it('registers a device and answers {ok, device} with the token as sent', async () => {
    const clock = new TestClock();
    useClock(clock);
    const merchant = await createMerchantFixture();
    const token = newToken();
    const response = await register(merchant, {
      token,
      platform: 'android',
      app_version: '2.3.1',
      device_name: 'Kasir depan',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      ok: true,
      device: {
        token,
        platform: 'android',
        app_version: '2.3.1',
        device_name: 'Kasir depan',
        active: true,
        last_seen_at: toJakartaIso(clock.nowMs()),
        created_at: toJakartaIso(clock.nowMs()),
      },
    });
  });

  it('only refreshes last_seen_at for a repeated token, keeping created_at and updating fields sent', async () => {
    const clock = new TestClock();
    useClock(clock);
    const merchant = await createMerchantFixture();
    const token = newToken();
    const first = await register(merchant, { token, platform: 'ios', app_version: '1.0', device_name: 'iPad' });
    clock.advanceSeconds(3_600);
    const second = await register(merchant, { token, platform: 'ios', app_version: '1.1' });
    expect(second.status).toBe(200);
    expect(second.body.device).toEqual({
      ...first.body.device,
      app_version: '1.1',
      last_seen_at: toJakartaIso(clock.nowMs()),
    });
  });

  it('needs no particular permission, only an authenticated active client', async () => {
    const merchant = await createMerchantFixture({ permissions: [] });
    expect((await register(merchant, { token: newToken(), platform: 'web' })).status).toBe(200);
    const unauthenticated = await invoke('registerDevice', { body: { token: newToken(), platform: 'web' } });
    expect(unauthenticated.status).toBe(401);
  });

  it('re-binds a token another merchant registered: the device changed hands', async () => {
    const previousOwner = await createMerchantFixture();
    const newOwner = await createMerchantFixture();
    const token = newToken();
    await register(previousOwner, { token, platform: 'android', device_name: 'Old shop' });
    const rebound = await register(newOwner, { token, platform: 'android' });
    expect(rebound.status).toBe(200);
    expect(rebound.body.device).toMatchObject({ token, active: true, device_name: null });
    expect((await getDevice(sha256Hex(token)))!.merchant_id).toBe(newOwner.merchantId);
    const previousDelete = await invoke('disableDevice', { auth: previousOwner.auth, params: { token } });
    expect(previousDelete.status).toBe(404);
  });

  it('settles on one record when the same new token is registered 8 times in parallel', async () => {
    const merchant = await createMerchantFixture();
    const token = newToken();
    const responses = await Promise.all(
      Array.from({ length: 8 }, () => register(merchant, { token, platform: 'android' })),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    expect(await getDevice(sha256Hex(token))).toMatchObject({ merchant_id: merchant.merchantId, active: true });
  });

  it.each([
    [{ platform: 'android' }, 'token'],
    [{ token: '', platform: 'android' }, 'token'],
    [{ token: 't'.repeat(256), platform: 'android' }, 'token'],
    [{ token: 'with space', platform: 'android' }, 'token'],
    [{ token: 12345, platform: 'android' }, 'token'],
    [{ token: 'tok' }, 'platform'],
    [{ token: 'tok', platform: 'blackberry' }, 'platform'],
    [{ token: 'tok', platform: 'ios', app_version: 'v'.repeat(33) }, 'app_version'],
    [{ token: 'tok', platform: 'ios', device_name: 'n'.repeat(129) }, 'device_name'],
    [{ token: 'tok', platform: 'ios', device_name: 7 }, 'device_name'],
    [{ token: 'tok', platform: 'ios', owner: 'me' }, 'owner'],
  ])('answers 422 validation_failed for %j naming %s', async (body, field) => {
    const merchant = await createMerchantFixture();
    const response = await register(merchant, body);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ ok: false, error: 'validation_failed' });
    expect(Object.keys(response.body.errors)).toContain(field);
  });
});

describe('DELETE /devices/{token}', () => {
  it('disables the device ({ok: true}); registering it again re-activates it', async () => {
    const merchant = await createMerchantFixture();
    const token = newToken();
    await register(merchant, { token, platform: 'android' });
    const disabled = await invoke('disableDevice', { auth: merchant.auth, params: { token } });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toEqual({ ok: true });
    expect((await getDevice(sha256Hex(token)))!.active).toBe(false);
    expect((await invoke('disableDevice', { auth: merchant.auth, params: { token } })).status).toBe(200);
    const again = await register(merchant, { token, platform: 'android' });
    expect(again.body.device.active).toBe(true);
  });

  it('takes a token with characters that need URL encoding in the path', async () => {
    const merchant = await createMerchantFixture();
    const token = `web:https://push.example/send/${randomBytes(8).toString('hex')}?a=1&b=%2F`;
    await register(merchant, { token, platform: 'web' });
    expect((await invoke('disableDevice', { auth: merchant.auth, params: { token } })).status).toBe(200);
  });

  it("answers 404 for an unknown token and for another merchant's device", async () => {
    const owner = await createMerchantFixture();
    const stranger = await createMerchantFixture();
    const token = newToken();
    await register(owner, { token, platform: 'ios' });
    for (const [who, candidate] of [
      [owner, newToken()],
      [stranger, token],
    ] as const) {
      const response = await invoke('disableDevice', { auth: who.auth, params: { token: candidate } });
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ ok: false, error: 'not_found' });
    }
    expect((await getDevice(sha256Hex(token)))!.active).toBe(true);
  });

  it.each(['t'.repeat(256), 'has space'])('answers 422 for the path token %j', async (token) => {
    const merchant = await createMerchantFixture();
    const response = await invoke('disableDevice', { auth: merchant.auth, params: { token } });
    expect(response.status).toBe(422);
    expect(response.body.errors).toHaveProperty('token');
  });
});

describe('push notifications', () => {
  /** A merchant with two active devices and one disabled device. */
  async function merchantWithDevices(): Promise<{
    merchant: MerchantFixture;
    tokens: string[];
    disabledToken: string;
  }> {
    const merchant = await createMerchantFixture();
    const tokens = [newToken('fcm'), newToken('apns')];
    await register(merchant, { token: tokens[0], platform: 'android' });
    await register(merchant, { token: tokens[1], platform: 'ios' });
    const disabledToken = newToken('off');
    await register(merchant, { token: disabledToken, platform: 'android' });
    await invoke('disableDevice', { auth: merchant.auth, params: { token: disabledToken } });
    return { merchant, tokens, disabledToken };
  }

  async function paidOneTimeVa(merchant: MerchantFixture): Promise<{ reff: string; deliveryId: string }> {
    const created = await createOneTimeVa(merchant, { amount: 150_000 });
    const paid = await payAtSimulator(gateway.sim, created.payment.virtual_account_number, 150_000);
    const outcome = await applyGatewayCallback(callbackOf(gateway.callbacks, paid.body.gateway_reference), Date.now());
    if (outcome.kind !== 'applied') throw new Error('payment not applied');
    return { reff: created.payment.partner_reff, deliveryId: outcome.deliveryId! };
  }

  it('sends one notification per active device when the dispatcher handles a transaction.paid delivery, none to a disabled one', async () => {
    const { merchant, tokens, disabledToken } = await merchantWithDevices();
    const { reff, deliveryId } = await paidOneTimeVa(merchant);
    expect(await adminPushNotifications(merchant.merchantId)).toEqual([]);

    expect(await webhookDispatcher(webhookDispatchEvent(deliveryId))).toEqual({ batchItemFailures: [] });
    const notifications = await adminPushNotifications(merchant.merchantId);
    expect(notifications).toHaveLength(2);
    expect(notifications.map((entry) => entry.token_suffix).sort()).toEqual(
      tokens.map((token) => `…${token.slice(-6)}`).sort(),
    );
    expect(notifications.map((entry) => entry.token_suffix)).not.toContain(`…${disabledToken.slice(-6)}`);
    for (const entry of notifications) {
      expect(entry).toEqual({
        token_suffix: expect.any(String),
        platform: expect.stringMatching(/^(android|ios)$/),
        title: 'Payment received',
        body: `Rp 150.000 received (${reff})`,
        partner_reff: reff,
        event: 'transaction.paid',
        at: expect.stringMatching(/\+07:00$/),
      });
      expect(JSON.stringify(entry)).not.toContain(tokens[0]);
    }
    // The webhook itself was still dispatched (no callback URL: skipped) and the delivery is marked pushed.
    expect(await getDelivery(deliveryId)).toMatchObject({ state: 'skipped', pushed_at_ms: expect.any(Number) });
  });

  it('pushes once however often the delivery is dispatched again (retries, sweep, duplicate messages)', async () => {
    const { merchant } = await merchantWithDevices();
    const { deliveryId } = await paidOneTimeVa(merchant);
    await Promise.all(Array.from({ length: 5 }, () => webhookDispatcher(webhookDispatchEvent(deliveryId))));
    await webhookDispatcher(webhookDispatchEvent(deliveryId));
    expect(await adminPushNotifications(merchant.merchantId)).toHaveLength(2);
  });

  it('notifies va.paid for a dedicated VA payment', async () => {
    const { merchant } = await merchantWithDevices();
    const va = (await createDedicated(merchant, '013')).body.virtual_account;
    const outcome = await applyGatewayCallback(dedicatedVaCallback(va, 75_000), Date.now());
    if (outcome.kind !== 'applied') throw new Error('payment not applied');
    await webhookDispatcher(webhookDispatchEvent(outcome.deliveryId!));
    const notifications = await adminPushNotifications(merchant.merchantId);
    expect(notifications).toHaveLength(2);
    expect(notifications[0]).toMatchObject({
      event: 'va.paid',
      title: 'Payment received',
      body: `Rp 75.000 received on your virtual account (${outcome.transaction.partner_reff})`,
    });
  });

  it('notifies transaction.expired when the sweep expires a VA', async () => {
    const { merchant } = await merchantWithDevices();
    const clock = new TestClock(Date.parse('2004-04-04T10:00:00+07:00'));
    useClock(clock);
    const created = await createOneTimeVa(merchant, { amount: 40_000, expires_in_hours: 2 });
    expect(await expireDue(new TestClock(clock.nowMs() + 2 * 3_600_000))).toBe(1);
    const [outbox] = await outboxRecordsFor(created.payment.partner_reff);
    expect(await pushForDelivery(outbox!.id, clock)).toBe(2);
    const notifications = await adminPushNotifications(merchant.merchantId);
    expect(notifications.map((entry) => [entry.event, entry.title])).toEqual([
      ['transaction.expired', 'Payment expired'],
      ['transaction.expired', 'Payment expired'],
    ]);
  });

  it("sends nothing to a merchant whose devices are all disabled, and nothing for another merchant's payment", async () => {
    const lonely = await createMerchantFixture();
    const token = newToken();
    await register(lonely, { token, platform: 'android' });
    await invoke('disableDevice', { auth: lonely.auth, params: { token } });
    const { deliveryId } = await paidOneTimeVa(lonely);
    const bystander = await merchantWithDevices();
    await webhookDispatcher(webhookDispatchEvent(deliveryId));
    expect(await adminPushNotifications(lonely.merchantId)).toEqual([]);
    expect(await adminPushNotifications(bystander.merchant.merchantId)).toEqual([]);
  });

  it('keeps dispatching the webhook when the push adapter fails', async () => {
    const { merchant } = await merchantWithDevices();
    const { deliveryId } = await paidOneTimeVa(merchant);
    setPushSenderForTests({ send: async () => Promise.reject(new Error('push provider down')) });
    expect(await webhookDispatcher(webhookDispatchEvent(deliveryId))).toEqual({ batchItemFailures: [] });
    expect(await getDelivery(deliveryId)).toMatchObject({ state: 'skipped', attempt_count: 1 });
  });

  it('answers 404 from the admin push outbox for an unknown merchant, and needs the admin token', async () => {
    const unknown = await invoke('adminListPushNotifications', {
      params: { id: 'm_UNKNOWN0000000000' },
      headers: { authorization: 'Bearer test-admin-token' },
    });
    expect(unknown.status).toBe(404);
    const unauthorised = await invoke('adminListPushNotifications', { params: { id: 'm_UNKNOWN0000000000' } });
    expect(unauthorised.status).toBe(401);
  });
});
