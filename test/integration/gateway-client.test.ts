import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { closeServer, listenOnFreePort } from '../support/http';
import { pngSize, readQrCode } from '../support/qr-png';
import { startGatewaySimulator, type GatewaySimulator } from '../../local/simulator';
import { crc16CcittFalse, crcHex } from '../../local/simulator/qris-payload';
import { GATEWAY_SIGNATURE_HEADER } from '../../shared/constants';
import { gatewayFromEnv, loadGatewayCredentials } from '../../shared/gateway/credentials';
import { HttpGateway } from '../../shared/gateway/http-gateway';
import { GatewayCallbackSchema, GatewayFailure } from '../../shared/gateway/port';
import { verifySignature } from '../../shared/gateway/signature';
import { toAppError } from '../../shared/http/response';

const API_KEY = 'sim-api-key-0123456789';
const CALLBACK_SECRET = 'sim-callback-secret-0123456789';
const TIMEOUT_MS = 5_000;

interface ReceivedCallback {
  headers: IncomingHttpHeaders;
  rawBody: string;
}

/** A stand-in for our callback endpoint: records what arrives, answers the queued statuses (then 200). */
class CallbackReceiver {
  readonly received: ReceivedCallback[] = [];
  readonly statuses: number[] = [];
  readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      this.received.push({ headers: req.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(this.statuses.shift() ?? 200).end();
    });
  });

  url = '';

  async start(): Promise<void> {
    this.url = `http://127.0.0.1:${await listenOnFreePort(this.server)}/callbacks`;
  }

  reset(): void {
    this.received.length = 0;
    this.statuses.length = 0;
  }
}

/**
 * The upstream status of the GatewayFailure the call rejects with, checking on the way that the
 * HTTP layer answers it as upstream_error with that same status.
 */
async function upstreamStatusOf(call: Promise<unknown>): Promise<number | undefined> {
  const error = await call.then(
    () => undefined,
    (rejection: unknown) => rejection,
  );
  expect(error).toBeInstanceOf(GatewayFailure);
  const failure = error as GatewayFailure;
  expect(failure.cause).toBeDefined();
  const appError = toAppError(failure);
  expect(appError.code).toBe('upstream_error');
  expect(appError.upstreamStatus).toBe(failure.upstreamStatus);
  return failure.upstreamStatus;
}

let sim: GatewaySimulator;
let receiver: CallbackReceiver;
let gateway: HttpGateway;
let reffCounter = 0;
const nextReff = (): string => `TEST-${Date.now()}-${(reffCounter += 1)}`;
const inHoursIso = (hours: number): string => new Date(Date.now() + hours * 3_600_000).toISOString();

async function control(path: string, body: unknown = {}, method = 'POST'): Promise<{ status: number; json: any }> {
  const response = await fetch(`${sim.url}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json' },
    body: method === 'DELETE' ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

async function api(path: string, init: RequestInit = {}): Promise<{ status: number; json: any }> {
  const response = await fetch(`${sim.url}${path}`, {
    ...init,
    headers: { Authorization: `Bearer ${API_KEY}`, 'Content-Type': 'application/json' },
  });
  return { status: response.status, json: await response.json() };
}

beforeAll(async () => {
  receiver = new CallbackReceiver();
  await receiver.start();
  sim = await startGatewaySimulator({
    port: 0,
    apiKey: API_KEY,
    callbackSecret: CALLBACK_SECRET,
    callbackUrl: receiver.url,
  });
  gateway = new HttpGateway({ baseUrl: sim.url, apiKey: API_KEY, timeoutMs: TIMEOUT_MS });
});

afterAll(async () => {
  await sim.stop();
  await closeServer(receiver.server);
});

beforeEach(async () => {
  receiver.reset();
  await control('/control/faults', undefined, 'DELETE');
});

describe('HttpGateway against the simulator', () => {
  it('creates a QRIS payment whose payload is EMVCo-shaped with a correct CRC', async () => {
    const qris = await gateway.createQris({
      partnerReff: nextReff(),
      amountIdr: 25_000,
      expiresAtIso: inHoursIso(0.5),
    });
    expect(qris.qrisId).not.toHaveLength(0);
    expect(qris.qrString.startsWith('000201')).toBe(true);
    expect(qris.qrString).toContain('540525000');
    expect(qris.qrString).toMatch(/6304[0-9A-F]{4}$/);
    expect(qris.qrString.slice(-4)).toBe(crcHex(qris.qrString.slice(0, -4)));
    expect(qris.qrImageUrl).toBe(`${sim.url}/qr/${qris.qrisId}.png`);
  });

  it('computes CRC-16/CCITT-FALSE with the standard check value', () => {
    expect(crc16CcittFalse('123456789')).toBe(0x29b1);
  });

  it('serves a real QR code of qr_string at the QR image URL, at least 200 x 200', async () => {
    const qris = await gateway.createQris({
      partnerReff: nextReff(),
      amountIdr: 10_000,
      expiresAtIso: inHoursIso(0.5),
    });
    const response = await fetch(qris.qrImageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    const size = pngSize(bytes);
    expect(size).toMatchObject({ signature: true, chunk: 'IHDR' });
    expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(200);
    expect(readQrCode(bytes)).toBe(qris.qrString);
  });

  it('lists the banks active for one-time VA', async () => {
    const banks = await gateway.listVaBanks();
    expect(banks.length).toBeGreaterThanOrEqual(10);
    expect(banks).toContainEqual({ code: '014', name: expect.stringContaining('BCA'), method: 'VA' });
    expect(banks.map((bank) => bank.code)).toEqual(expect.arrayContaining(['008', '009', '002', '022', '013', '451']));
    expect(banks.every((bank) => bank.method === 'VA')).toBe(true);
  });

  it('leaves a deactivated bank out of the list', async () => {
    sim.books.va.setBankActive('200', false);
    try {
      expect((await gateway.listVaBanks()).map((bank) => bank.code)).not.toContain('200');
    } finally {
      sim.books.va.setBankActive('200', true);
    }
  });

  it('creates one-time VAs with unique 16-digit numbers under the bank prefix', async () => {
    const create = () =>
      gateway.createOneTimeVa({
        partnerReff: nextReff(),
        bankCode: '014',
        amountIdr: 150_000,
        expiresAtIso: inHoursIso(24),
        accountName: 'Demo Merchant',
      });
    const vas = await Promise.all([create(), create(), create()]);
    for (const va of vas) {
      expect(va.virtualAccountNumber).toMatch(/^39358\d{11}$/);
      expect(va.bankName).toBe('Bank Central Asia (BCA)');
      expect(va.accountName).toBe('Demo Merchant');
    }
    expect(new Set(vas.map((va) => va.virtualAccountNumber)).size).toBe(3);
  });

  it('maps a duplicate partner_reff to upstream_error 409', async () => {
    const input = { partnerReff: nextReff(), amountIdr: 10_000, expiresAtIso: inHoursIso(0.5) };
    await gateway.createQris(input);
    expect(await upstreamStatusOf(gateway.createQris(input))).toBe(409);
  });

  it('creates a dedicated VA for bank 002 and answers the same VA for the same reference', async () => {
    const input = { reference: `MERCHANT-${nextReff()}`, bankCode: '002', accountName: 'Demo Merchant' };
    const first = await gateway.createDedicatedVa(input);
    expect(first.virtualAccountNumber).toMatch(/^26215\d{11}$/);
    expect(first.bankName).toContain('BRI');
    expect(await gateway.createDedicatedVa(input)).toEqual(first);
  });

  it('maps a dedicated VA for an unsupported bank (014) to upstream_error 422', async () => {
    const call = gateway.createDedicatedVa({ reference: nextReff(), bankCode: '014', accountName: 'Demo Merchant' });
    expect(await upstreamStatusOf(call)).toBe(422);
  });
});

describe('HttpGateway failure mapping', () => {
  it('maps a planned 500 fault to upstream_error 500, for the planned count only', async () => {
    expect((await control('/control/faults', { path_prefix: '/v1/qris', status: 500, count: 1 })).status).toBe(200);
    const input = () => ({ partnerReff: nextReff(), amountIdr: 10_000, expiresAtIso: inHoursIso(0.5) });
    expect(await upstreamStatusOf(gateway.createQris(input()))).toBe(500);
    await expect(gateway.createQris(input())).resolves.toHaveProperty('qrisId');
  });

  it('maps a wrong API key to upstream_error 401', async () => {
    const wrongKey = new HttpGateway({ baseUrl: sim.url, apiKey: 'not-the-key', timeoutMs: TIMEOUT_MS });
    expect(await upstreamStatusOf(wrongKey.listVaBanks())).toBe(401);
  });

  it('maps a gateway slower than the timeout to upstream_error 504', async () => {
    await control('/control/faults', { path_prefix: '/v1/va/banks', delay_ms: 2_000, count: 1 });
    const impatient = new HttpGateway({ baseUrl: sim.url, apiKey: API_KEY, timeoutMs: 100 });
    expect(await upstreamStatusOf(impatient.listVaBanks())).toBe(504);
  });

  it('maps a refused connection to upstream_error 502', async () => {
    const server = createServer();
    const port = await listenOnFreePort(server);
    await closeServer(server);
    const unreachable = new HttpGateway({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: API_KEY,
      timeoutMs: TIMEOUT_MS,
    });
    expect(await upstreamStatusOf(unreachable.listVaBanks())).toBe(502);
  });

  it.each([
    ['not JSON', 'this is not json'],
    ['JSON of the wrong shape', '{"banks":[{"code":14}]}'],
  ])('maps a 2xx answer that is %s to upstream_error 502', async (_label, answer) => {
    const server = createServer((_req, res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(answer));
    const port = await listenOnFreePort(server);
    try {
      const broken = new HttpGateway({ baseUrl: `http://127.0.0.1:${port}`, apiKey: API_KEY, timeoutMs: TIMEOUT_MS });
      expect(await upstreamStatusOf(broken.listVaBanks())).toBe(502);
    } finally {
      await closeServer(server);
    }
  });
});

describe('simulator input handling', () => {
  it('answers malformed JSON with 400 JSON', async () => {
    const { status, json } = await api('/v1/qris', { method: 'POST', body: '{"partner_reff":' });
    expect(status).toBe(400);
    expect(json).toMatchObject({ ok: false, error: 'invalid_json' });
  });

  it('answers wrong types and unknown keys with 422 JSON naming the fields', async () => {
    const body = JSON.stringify({ partner_reff: 7, amount: '10000', expires_at: 'soon', extra: true });
    const { status, json } = await api('/v1/qris', { method: 'POST', body });
    expect(status).toBe(422);
    expect(json.error).toBe('validation_failed');
    expect(Object.keys(json.errors)).toEqual(expect.arrayContaining(['partner_reff', 'amount', 'expires_at', 'body']));
  });

  it('answers an unknown path with 404 JSON and a wrong method with 405 JSON', async () => {
    expect((await api('/v1/nothing')).status).toBe(404);
    expect((await api('/v1/qris')).status).toBe(405);
  });

  it('rejects a fault without status or delay', async () => {
    expect((await control('/control/faults', { path_prefix: '/v1/qris' })).status).toBe(422);
  });
});

function parseReceived(callback: ReceivedCallback) {
  expect(callback.headers['content-type']).toBe('application/json');
  const signature = callback.headers[GATEWAY_SIGNATURE_HEADER.toLowerCase()];
  expect(verifySignature(callback.rawBody, CALLBACK_SECRET, signature as string)).toBe(true);
  return GatewayCallbackSchema.parse(JSON.parse(callback.rawBody));
}

async function newQris(amountIdr = 40_000): Promise<string> {
  const partnerReff = nextReff();
  await gateway.createQris({ partnerReff, amountIdr, expiresAtIso: inHoursIso(0.5) });
  return partnerReff;
}

describe('control: QR payments and callbacks', () => {
  it('pays a QR and delivers one correctly signed payment.paid callback', async () => {
    const reff = await newQris(40_000);
    const { status, json } = await control(`/control/qris/${reff}/pay`);
    expect(status).toBe(200);
    expect(json).toMatchObject({ ok: true, callback_status: 200 });
    expect(receiver.received).toHaveLength(1);
    expect(parseReceived(receiver.received[0]!)).toMatchObject({
      event: 'payment.paid',
      channel: 'qris',
      partner_reff: reff,
      virtual_account_number: null,
      amount: 40_000,
      gateway_reference: json.gateway_reference,
    });
  });

  it('sends copies=3 as three identical callbacks', async () => {
    const reff = await newQris();
    const { json } = await control(`/control/qris/${reff}/pay?copies=3`);
    expect(json.callback_statuses).toEqual([200, 200, 200]);
    expect(receiver.received).toHaveLength(3);
    const [first, ...rest] = receiver.received;
    for (const copy of rest) {
      expect(copy.rawBody).toBe(first!.rawBody);
      expect(copy.headers[GATEWAY_SIGNATURE_HEADER.toLowerCase()]).toBe(
        first!.headers[GATEWAY_SIGNATURE_HEADER.toLowerCase()],
      );
    }
  });

  it('reports a failed QR with payment.failed once, and still takes a payment afterwards (a late payment)', async () => {
    const reff = await newQris();
    expect((await control(`/control/qris/${reff}/fail`)).status).toBe(200);
    expect(parseReceived(receiver.received[0]!).event).toBe('payment.failed');
    expect((await control(`/control/qris/${reff}/fail`)).status).toBe(409);
    const late = await control(`/control/qris/${reff}/pay`);
    expect(late.status).toBe(200);
    expect(parseReceived(receiver.received[1]!)).toMatchObject({
      event: 'payment.paid',
      partner_reff: reff,
      gateway_reference: late.json.gateway_reference,
    });
    // Paid, it can no longer fail or be cancelled; a second payment is a new payment event.
    expect((await control(`/control/qris/${reff}/cancel`)).status).toBe(409);
    const second = await control(`/control/qris/${reff}/pay`);
    expect(second.json.gateway_reference).not.toBe(late.json.gateway_reference);
  });

  it('answers 404 JSON for an unknown partner_reff and 422 for copies out of range', async () => {
    expect(await control('/control/qris/NO-SUCH-REFF/pay')).toMatchObject({ status: 404, json: { ok: false } });
    const reff = await newQris();
    expect((await control(`/control/qris/${reff}/pay?copies=21`)).status).toBe(422);
    expect((await control(`/control/qris/${reff}/pay?copies=abc`)).status).toBe(422);
  });

  it('retries a failed delivery and reports the final status', async () => {
    receiver.statuses.push(500, 503);
    const reff = await newQris();
    const { json } = await control(`/control/qris/${reff}/pay`);
    expect(json.callback_status).toBe(200);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((callback) => callback.rawBody)).size).toBe(1);
  });
});

async function newOneTimeVa(amountIdr: number, expiresInHours = 24): Promise<{ reff: string; number: string }> {
  const reff = nextReff();
  const va = await gateway.createOneTimeVa({
    partnerReff: reff,
    bankCode: '008',
    amountIdr,
    expiresAtIso: inHoursIso(expiresInHours),
    accountName: 'Demo Merchant',
  });
  return { reff, number: va.virtualAccountNumber };
}

describe('control: VA payments', () => {
  it('pays a one-time VA for the exact amount only; every payment is its own event with the bank code', async () => {
    const { reff, number } = await newOneTimeVa(125_000);
    expect(await control(`/control/va/${number}/pay`, { amount: 125_001 })).toMatchObject({
      status: 422,
      json: { ok: false, error: 'validation_failed' },
    });
    expect((await control(`/control/va/${number}/pay`, { amount: 125_000 })).status).toBe(200);
    expect(parseReceived(receiver.received[0]!)).toMatchObject({
      event: 'payment.paid',
      channel: 'va',
      partner_reff: reff,
      virtual_account_number: number,
      bank_code: '008',
      amount: 125_000,
    });
    const second = await control(`/control/va/${number}/pay`, { amount: 125_000 });
    expect(second.status).toBe(200);
    expect(parseReceived(receiver.received[1]!).gateway_reference).toBe(second.json.gateway_reference);
    expect(second.json.gateway_reference).not.toBe(parseReceived(receiver.received[0]!).gateway_reference);
  });

  it('takes a late payment of an expired one-time VA, as a bank would', async () => {
    const { reff, number } = await newOneTimeVa(50_000, 1);
    expect((await control('/control/clock/advance', { seconds: 2 * 3600 })).json.ok).toBe(true);
    expect((await control(`/control/va/${number}/pay`, { amount: 50_000 })).status).toBe(200);
    expect(parseReceived(receiver.received[0]!)).toMatchObject({
      event: 'payment.paid',
      channel: 'va',
      partner_reff: reff,
      amount: 50_000,
    });
  });

  it('sends one payment.paid callback exactly as described, for unknown references and VA numbers too', async () => {
    const unknownVa = await control('/control/callbacks', {
      virtual_account_number: '8890812345678901',
      amount: 77_000,
    });
    expect(unknownVa.status).toBe(200);
    expect(parseReceived(receiver.received[0]!)).toMatchObject({
      channel: 'dedicated_va',
      partner_reff: null,
      virtual_account_number: '8890812345678901',
      bank_code: '008',
      amount: 77_000,
    });
    const unknownReff = await control('/control/callbacks', {
      partner_reff: 'QR-NOBODY',
      amount: 10_000,
      gateway_reference: 'GWR-GIVEN-1',
    });
    expect(parseReceived(receiver.received[1]!)).toMatchObject({
      channel: 'qris',
      partner_reff: 'QR-NOBODY',
      virtual_account_number: null,
      gateway_reference: 'GWR-GIVEN-1',
    });
    expect(unknownReff.json.gateway_reference).toBe('GWR-GIVEN-1');
    expect((await control('/control/callbacks', { amount: 10_000 })).status).toBe(422);
    expect((await control('/control/callbacks', { partner_reff: 'X', amount: 0 })).status).toBe(422);
    expect((await control('/control/callbacks', { partner_reff: 'X', amount: 1, extra: true })).status).toBe(422);
    for (const callback of receiver.received)
      expect(GatewayCallbackSchema.safeParse(parseReceived(callback)).success).toBe(true);
  });

  it('pays a dedicated VA any amount from 10000, each payment a new gateway_reference', async () => {
    const va = await gateway.createDedicatedVa({
      reference: nextReff(),
      bankCode: '013',
      accountName: 'Demo Merchant',
    });
    const number = va.virtualAccountNumber;
    expect((await control(`/control/va/${number}/pay`, { amount: 9_999 })).status).toBe(422);
    await control(`/control/va/${number}/pay`, { amount: 10_000 });
    await control(`/control/va/${number}/pay`, { amount: 777_777 });
    const callbacks = receiver.received.map(parseReceived);
    expect(callbacks.map((callback) => callback.amount)).toEqual([10_000, 777_777]);
    expect(callbacks[0]).toMatchObject({ channel: 'dedicated_va', partner_reff: null, virtual_account_number: number });
    expect(callbacks[0]!.gateway_reference).not.toBe(callbacks[1]!.gateway_reference);
  });

  it('answers 404 for an unknown VA number and 422 for a missing amount', async () => {
    expect((await control('/control/va/1234567890123456/pay', { amount: 10_000 })).status).toBe(404);
    const { number } = await newOneTimeVa(10_000);
    expect((await control(`/control/va/${number}/pay`, {})).status).toBe(422);
  });
});

describe('gateway credentials', () => {
  const plainEnv = () => ({
    GATEWAY_BASE_URL: sim.url,
    GATEWAY_API_KEY: API_KEY,
    GATEWAY_CALLBACK_SECRET: CALLBACK_SECRET,
  });

  it('reads plain environment variables, as they are now: a changed one is read at once', async () => {
    expect(await loadGatewayCredentials(plainEnv())).toEqual({
      baseUrl: sim.url,
      apiKey: API_KEY,
      callbackSecret: CALLBACK_SECRET,
    });
    expect(await loadGatewayCredentials({ ...plainEnv(), GATEWAY_API_KEY: 'rotated' })).toEqual({
      baseUrl: sim.url,
      apiKey: 'rotated',
      callbackSecret: CALLBACK_SECRET,
    });
  });

  it('fails with a message naming what is missing, not the values', async () => {
    const error = await loadGatewayCredentials({
      GATEWAY_BASE_URL: sim.url,
      GATEWAY_CALLBACK_SECRET: 'do-not-print-me',
    }).then(
      () => new Error('expected a rejection'),
      (rejection: unknown) => rejection as Error,
    );
    expect(error.message).toMatch(/GATEWAY_API_KEY/);
    expect(error.message).not.toContain('do-not-print-me');
    await expect(loadGatewayCredentials({ GATEWAY_API_KEY: 'k', GATEWAY_CALLBACK_SECRET: 's' })).rejects.toThrow(
      /GATEWAY_BASE_URL/,
    );
  });

  it('builds a working gateway from the environment', async () => {
    const env = plainEnv();
    const saved = Object.fromEntries(
      [...Object.keys(env), 'GATEWAY_TIMEOUT_MS'].map((name) => [name, process.env[name]]),
    );
    Object.assign(process.env, env);
    try {
      const fromEnv = await gatewayFromEnv();
      expect(await gatewayFromEnv()).toBe(fromEnv);
      expect((await fromEnv.listVaBanks()).length).toBeGreaterThan(0);
      // Built again when what it is built from changes (no reset to call), and kept again after.
      process.env.GATEWAY_TIMEOUT_MS = '5000';
      const longer = await gatewayFromEnv();
      expect(longer).not.toBe(fromEnv);
      expect(await gatewayFromEnv()).toBe(longer);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
