import fc from 'fast-check';
import { CreatePlatformEndpointCommand, PublishCommand } from '@aws-sdk/client-sns';
import { registeredDevice, tokenSuffix, type Device, type DeviceRegistration } from '../../shared/domain/devices';
import { formatIdr, PUSH_EVENTS, pushMessageFor } from '../../shared/domain/push-message';
import { RegisterDeviceBodySchema } from '../../shared/schemas/devices';
import { SnsPushSender, snsMessage } from '../../shared/push/sns';

const T0 = Date.UTC(2026, 10, 21, 10, 0, 0);
const registration = (overrides: Partial<DeviceRegistration> = {}): DeviceRegistration => ({
  token: 'fcm-token-0123456789',
  tokenHash: 'hash-1',
  merchantId: 'm_A',
  clientId: 'cl_a',
  platform: 'android',
  ...overrides,
});

describe('registeredDevice', () => {
  const first = registeredDevice(undefined, registration({ appVersion: '1.0.0', deviceName: 'Kasir 1' }), T0);

  it('registers a new token as an active device seen now', () => {
    expect(first).toEqual({
      token: 'fcm-token-0123456789',
      token_hash: 'hash-1',
      merchant_id: 'm_A',
      client_id: 'cl_a',
      platform: 'android',
      app_version: '1.0.0',
      device_name: 'Kasir 1',
      active: true,
      last_seen_at_ms: T0,
      created_at_ms: T0,
    });
  });

  it('refreshes a known token: last_seen_at moves, created_at and omitted fields stay', () => {
    const refreshed = registeredDevice(first, registration(), T0 + 60_000);
    expect(refreshed).toMatchObject({
      created_at_ms: T0,
      last_seen_at_ms: T0 + 60_000,
      app_version: '1.0.0',
      device_name: 'Kasir 1',
      active: true,
    });
  });

  it('replaces the fields a refresh sends and re-activates a disabled device', () => {
    const disabled: Device = { ...first, active: false };
    const refreshed = registeredDevice(disabled, registration({ appVersion: '1.1.0', platform: 'ios' }), T0 + 1);
    expect(refreshed).toMatchObject({
      active: true,
      app_version: '1.1.0',
      platform: 'ios',
      device_name: 'Kasir 1',
      created_at_ms: T0,
    });
  });

  it('re-binds a token held by another merchant as a fresh registration of the caller', () => {
    const rebound = registeredDevice(first, registration({ merchantId: 'm_B', clientId: 'cl_b' }), T0 + 5);
    expect(rebound).toMatchObject({
      merchant_id: 'm_B',
      client_id: 'cl_b',
      created_at_ms: T0 + 5,
      app_version: null,
      device_name: null,
      active: true,
    });
  });
});

describe('tokenSuffix', () => {
  it('never shows more than the last 6 characters', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 255 }), (token) => {
        const suffix = tokenSuffix(token);
        expect(suffix.replace(/^…/, '').replace(/\*/g, '').length).toBeLessThanOrEqual(6);
        if (token.length > 6) expect(suffix).toBe(`…${token.slice(-6)}`);
      }),
    );
  });
});

describe('device request schema', () => {
  it.each([
    [{ platform: 'android' }],
    [{ token: '', platform: 'android' }],
    [{ token: 't'.repeat(256), platform: 'android' }],
    [{ token: 'has space', platform: 'android' }],
    [{ token: 'tok', platform: 'windows' }],
    [{ token: 'tok' }],
    [{ token: 'tok', platform: 'ios', app_version: 'v'.repeat(33) }],
    [{ token: 'tok', platform: 'ios', device_name: 'n'.repeat(129) }],
    [{ token: 'tok', platform: 'web', extra: true }],
  ])('refuses %j', (body) => {
    expect(RegisterDeviceBodySchema.safeParse(body).success).toBe(false);
  });

  it('accepts a 255-character token and every platform', () => {
    for (const platform of ['android', 'ios', 'web'] as const) {
      expect(RegisterDeviceBodySchema.safeParse({ token: 't'.repeat(255), platform }).success).toBe(true);
    }
  });
});

describe('push messages', () => {
  it.each([
    [1, 'Rp 1'],
    [1_000, 'Rp 1.000'],
    [10_000, 'Rp 10.000'],
    [1_250_000, 'Rp 1.250.000'],
    [2_000_000_000, 'Rp 2.000.000.000'],
    [-5_000, '-Rp 5.000'],
  ])('formats %i as %s', (amount, text) => {
    expect(formatIdr(amount)).toBe(text);
  });

  it('groups every safe integer by thousands without changing its digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (amount) => {
        const text = formatIdr(amount);
        expect(text).toMatch(/^Rp \d{1,3}(\.\d{3})*$/);
        expect(Number(text.slice(3).replaceAll('.', ''))).toBe(amount);
      }),
    );
  });

  it.each([
    ['transaction.paid', 'va', 'Payment received', 'Rp 150.000 received (VA-1)'],
    ['transaction.paid', 'qris', 'Payment received', 'Rp 150.000 received (VA-1)'],
    ['transaction.paid', 'transfer', 'Payout sent', 'Rp 150.000 sent (VA-1)'],
    ['va.paid', 'dedicated_va', 'Payment received', 'Rp 150.000 received on your virtual account (VA-1)'],
    ['transaction.failed', 'va', 'Payment failed', 'Rp 150.000 failed (VA-1)'],
    ['transaction.expired', 'va', 'Payment expired', 'Rp 150.000 expired unpaid (VA-1)'],
    ['transaction.cancelled', 'qris', 'Payment cancelled', 'Rp 150.000 cancelled (VA-1)'],
  ] as const)('%s of a %s transaction: "%s"', (event, type, title, body) => {
    const message = pushMessageFor(event, { partner_reff: 'VA-1', type, status: 'paid', amount: 150_000 });
    expect(message).toEqual({ title, body, data: { event, partner_reff: 'VA-1', type, status: 'paid' } });
  });

  it('sends nothing for events that are not final transaction events', () => {
    expect(
      pushMessageFor('webhook.ping', { partner_reff: 'X', type: 'qris', status: 'paid', amount: 1 }),
    ).toBeUndefined();
    expect(PUSH_EVENTS).toEqual(
      expect.arrayContaining([
        'transaction.paid',
        'transaction.failed',
        'transaction.expired',
        'transaction.cancelled',
        'va.paid',
      ]),
    );
  });
});

describe('SNS push adapter', () => {
  const device: Device = registeredDevice(undefined, registration(), T0);
  const message = pushMessageFor('va.paid', {
    partner_reff: 'DVA-1',
    type: 'dedicated_va',
    status: 'paid',
    amount: 25_000,
  })!;

  function stub() {
    const sent: unknown[] = [];
    return {
      sent,
      sns: {
        send: async (command: unknown) => {
          sent.push(command);
          return command instanceof CreatePlatformEndpointCommand
            ? { EndpointArn: 'arn:aws:sns:ap-southeast-3:1:endpoint/GCM/app/abc' }
            : { MessageId: 'm' };
        },
      },
    };
  }

  it('creates the platform endpoint for the token, then publishes FCM and APNs payloads to it', async () => {
    const { sent, sns } = stub();
    await new SnsPushSender(sns as never, { android: 'arn:aws:sns:ap-southeast-3:1:app/GCM/app' }).send(
      device,
      message,
    );
    expect(sent).toHaveLength(2);
    expect((sent[0] as CreatePlatformEndpointCommand).input).toEqual({
      PlatformApplicationArn: 'arn:aws:sns:ap-southeast-3:1:app/GCM/app',
      Token: device.token,
    });
    const publish = (sent[1] as PublishCommand).input;
    expect(publish).toMatchObject({
      TargetArn: 'arn:aws:sns:ap-southeast-3:1:endpoint/GCM/app/abc',
      MessageStructure: 'json',
    });
    const payload = JSON.parse(publish.Message!);
    expect(JSON.parse(payload.GCM)).toEqual({
      notification: { title: message.title, body: message.body },
      data: message.data,
    });
    expect(JSON.parse(payload.APNS).aps.alert).toEqual({ title: message.title, body: message.body });
    expect(payload.default).toBe(message.body);
  });

  it('sends web devices through the Android (FCM) application', async () => {
    const { sent, sns } = stub();
    await new SnsPushSender(sns as never, { android: 'arn:aws:sns:ap-southeast-3:1:app/GCM/app' }).send(
      { ...device, platform: 'web' },
      message,
    );
    expect((sent[0] as CreatePlatformEndpointCommand).input.PlatformApplicationArn).toBe(
      'arn:aws:sns:ap-southeast-3:1:app/GCM/app',
    );
  });

  it('logs and skips when the platform has no application configured', async () => {
    const { sent, sns } = stub();
    await new SnsPushSender(sns as never, { android: 'arn:aws:sns:ap-southeast-3:1:app/GCM/app' }).send(
      { ...device, platform: 'ios' },
      message,
    );
    expect(sent).toEqual([]);
  });

  it('builds one JSON message whose default is the body', () => {
    expect(Object.keys(JSON.parse(snsMessage(message))).sort()).toEqual(['APNS', 'APNS_SANDBOX', 'GCM', 'default']);
  });
});
