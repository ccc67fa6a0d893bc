import { createServer, type Server } from 'node:http';
import { closeServer, listenOnFreePort, postJson, withFixedAnswerAt } from '../support/http';
import { startGatewaySimulator, type GatewaySimulator } from '../../local/simulator';
import { SIM_PAYOUT_HOLD_MS_MAX } from '../../local/simulator/payout-api';
import { EWALLET_PRODUCTS, findEwalletProduct } from '../../shared/channels/ewallet/products';
import { findTransferBank, TRANSFER_BANKS } from '../../shared/channels/transfer/banks';
import { GATEWAY_SIGNATURE_HEADER } from '../../shared/constants';
import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { HttpGateway } from '../../shared/gateway/http-gateway';
import { GatewayCallbackSchema, type GatewayCallback, type PayoutDestination } from '../../shared/gateway/port';
import { verifySignature } from '../../shared/gateway/signature';
import { failureOf } from '../support/failures';
import { ManualScheduler } from '../support/scheduler';

const API_KEY = 'sim-payout-api-key-0123456789';
const CALLBACK_SECRET = 'sim-payout-callback-secret-0123456789';
const TIMEOUT_MS = 5_000;
/** The client's patience in the 9999 case, where the simulator executes but never answers. */
const IMPATIENT_TIMEOUT_MS = 300;
const CALLBACK_DELAY_MS = 50;
/** A pending payout of the slow simulator ends only by a control call: its time never moves. */
const SLOW_CALLBACK_DELAY_MS = 60_000;

/** A stand-in for our callback endpoint that checks each signature and keeps the parsed callbacks. */
class CallbackReceiver {
  readonly callbacks: GatewayCallback[] = [];
  readonly #arrivals = new Set<() => void>();
  readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      const signature = req.headers[GATEWAY_SIGNATURE_HEADER.toLowerCase()];
      if (typeof signature === 'string' && verifySignature(rawBody, CALLBACK_SECRET, signature)) {
        this.callbacks.push(GatewayCallbackSchema.parse(JSON.parse(rawBody)));
        res.writeHead(200).end();
        for (const arrived of [...this.#arrivals]) arrived();
      } else {
        res.writeHead(401).end();
      }
    });
  });

  url = '';

  async start(): Promise<void> {
    this.url = `http://127.0.0.1:${await listenOnFreePort(this.server)}/callbacks`;
  }

  for(partnerReff: string): GatewayCallback[] {
    return this.callbacks.filter((callback) => callback.partner_reff === partnerReff);
  }

  /** The first callback for `partnerReff`: at once when it has come, else when it arrives. */
  arrival(partnerReff: string): Promise<GatewayCallback> {
    return new Promise((resolve) => {
      const check = (): boolean => {
        const [first] = this.for(partnerReff);
        if (first === undefined) return false;
        this.#arrivals.delete(listener);
        resolve(first);
        return true;
      };
      const listener = (): void => void check();
      if (!check()) this.#arrivals.add(listener);
    });
  }
}

/** The simulator's time: a pending payout ends, and its callback goes out, only as a test moves it. */
const payoutTime = new ManualScheduler();
let sim: GatewaySimulator;
let receiver: CallbackReceiver;
let gateway: HttpGateway;
let reffCounter = 0;
const nextReff = (): string => `PO-${Date.now()}-${(reffCounter += 1)}`;

const transfer = (accountNumber: string): PayoutDestination => ({
  channel: 'transfer',
  bankCode: '014',
  accountNumber,
});
const ewallet = (phoneNumber: string): PayoutDestination => ({ channel: 'ewallet', productCode: 'OVO', phoneNumber });
/** Both channels, with the destination number ending in the given four digits. */
const CHANNELS = [
  ['transfer', (suffix: string) => transfer(`123456${suffix}`)],
  ['ewallet', (suffix: string) => ewallet(`0812345${suffix}`)],
] as const;

async function control(
  simulator: GatewaySimulator,
  path: string,
  body?: unknown,
): Promise<{ status: number; json: any }> {
  const response = await fetch(`${simulator.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

async function recordOf(partnerReff: string, simulator = sim): Promise<any> {
  const { status, json } = await control(simulator, `/control/payouts/${encodeURIComponent(partnerReff)}`);
  expect(status).toBe(200);
  return json.payout;
}

/** A fake gateway that answers every request with one fixed status and body. */
function withFixedAnswer<T>(status: number, body: string, use: (gateway: HttpGateway) => Promise<T>): Promise<T> {
  return withFixedAnswerAt(status, body, (baseUrl) =>
    use(new HttpGateway({ baseUrl, apiKey: API_KEY, timeoutMs: TIMEOUT_MS })),
  );
}

beforeAll(async () => {
  receiver = new CallbackReceiver();
  await receiver.start();
  sim = await startGatewaySimulator({
    port: 0,
    apiKey: API_KEY,
    callbackSecret: CALLBACK_SECRET,
    callbackUrl: receiver.url,
    payoutCallbackDelayMs: CALLBACK_DELAY_MS,
    scheduler: payoutTime,
  });
  gateway = new HttpGateway({ baseUrl: sim.url, apiKey: API_KEY, timeoutMs: TIMEOUT_MS });
});

afterAll(async () => {
  await sim.stop();
  await closeServer(receiver.server);
});

beforeEach(() => sim.faults.clear());

describe('payout catalogues', () => {
  it('lists more than 140 banks with unique three-digit BI codes and unique names, sorted by code', () => {
    expect(TRANSFER_BANKS.length).toBeGreaterThan(140);
    const codes = TRANSFER_BANKS.map((bank) => bank.code);
    expect(codes.every((code) => /^\d{3}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBe(codes.length);
    expect(new Set(TRANSFER_BANKS.map((bank) => bank.name)).size).toBe(codes.length);
    expect([...codes].sort()).toEqual(codes);
  });

  it.each([
    ['002', 'BRI'],
    ['008', 'Mandiri'],
    ['014', 'BCA'],
    ['451', 'BSI'],
    ['501', 'blu'],
    ['542', 'Jago'],
  ])('finds bank %s (%s) by code, and nothing for an unknown code', (code, part) => {
    expect(findTransferBank(code)?.name).toContain(part);
    expect(findTransferBank('999')).toBeUndefined();
  });

  it('lists the five e-wallets, each in the e-wallet category', () => {
    expect(EWALLET_PRODUCTS.map((product) => product.code)).toEqual(['OVO', 'GOPAY', 'DANA', 'SHOPEEPAY', 'LINKAJA']);
    expect(EWALLET_PRODUCTS.every((product) => product.category === 'e-wallet')).toBe(true);
    expect(findEwalletProduct('SHOPEEPAY')?.name).toBe('ShopeePay');
    expect(findEwalletProduct('gopay')).toBeUndefined();
  });
});

describe('inquirePayout', () => {
  it.each(CHANNELS)(
    'answers the %s owner in upper case, the same name for the same destination',
    async (_channel, to) => {
      const first = await gateway.inquirePayout({ ...to('1234'), amountIdr: 50_000 });
      expect(first).toEqual({ kind: 'found', accountName: expect.stringMatching(/^[A-Z]+ [A-Z]+$/) });
      expect(await gateway.inquirePayout({ ...to('1234'), amountIdr: 75_000 })).toEqual(first);
    },
  );

  it.each(CHANNELS)('answers not_found for a %s destination ending 0000', async (_channel, to) => {
    expect(await gateway.inquirePayout({ ...to('0000'), amountIdr: 50_000 })).toEqual({ kind: 'not_found' });
  });

  it.each(CHANNELS)('throws GatewayFailure 500 for a %s destination ending 5000', async (_channel, to) => {
    expect((await failureOf(gateway.inquirePayout({ ...to('5000'), amountIdr: 50_000 }))).upstreamStatus).toBe(500);
  });

  it('throws GatewayFailure 422 for a bank code that is not a BI clearing code', async () => {
    const call = gateway.inquirePayout({
      channel: 'transfer',
      bankCode: '999',
      accountNumber: '1234567890',
      amountIdr: 50_000,
    });
    expect((await failureOf(call)).upstreamStatus).toBe(422);
  });

  it('reads a 404 without destination_not_found as a failure, not as an unknown destination', async () => {
    await withFixedAnswer(404, '{"ok":false,"error":"not_found"}', async (broken) => {
      expect(
        (await failureOf(broken.inquirePayout({ ...transfer('1234567890'), amountIdr: 50_000 }))).upstreamStatus,
      ).toBe(404);
    });
  });
});

describe('executePayout', () => {
  it.each(CHANNELS)('executes a %s payout at once and records one execution', async (_channel, to) => {
    const partnerReff = nextReff();
    const outcome = await gateway.executePayout({ ...to('1234'), partnerReff, amountIdr: 60_000 });
    expect(outcome).toEqual({ kind: 'executed', gatewayReference: expect.stringMatching(/^GWP/) });
    expect(await recordOf(partnerReff)).toMatchObject({ status: 'executed', amount: 60_000, execution_count: 1 });
  });

  it.each(CHANNELS)(
    'rejects a %s payout to a destination ending 1111 with the reason, moving nothing',
    async (_channel, to) => {
      const partnerReff = nextReff();
      const outcome = await gateway.executePayout({ ...to('1111'), partnerReff, amountIdr: 60_000 });
      expect(outcome).toEqual({ kind: 'rejected', reason: expect.stringMatching(/rejected/) });
      expect(await recordOf(partnerReff)).toMatchObject({ status: 'rejected', execution_count: 0 });
    },
  );

  it.each(CHANNELS)(
    'answers pending for a %s destination ending 2222, then sends one payout.executed callback',
    async (channel, to) => {
      const partnerReff = nextReff();
      const outcome = await gateway.executePayout({ ...to('2222'), partnerReff, amountIdr: 70_000 });
      expect(outcome).toEqual({ kind: 'pending', gatewayReference: expect.stringMatching(/^GWP/) });
      await payoutTime.advance(CALLBACK_DELAY_MS - 1);
      expect(sim.payouts.get(partnerReff)?.status).toBe('pending');
      await payoutTime.advance(1);
      const callback = await receiver.arrival(partnerReff);
      expect(callback).toMatchObject({
        event: 'payout.executed',
        channel,
        partner_reff: partnerReff,
        virtual_account_number: null,
        amount: 70_000,
        gateway_reference: outcome.kind === 'pending' ? outcome.gatewayReference : '',
      });
      await payoutTime.advance(CALLBACK_DELAY_MS * 3);
      expect(receiver.for(partnerReff)).toHaveLength(1);
      expect(await gateway.payoutStatus(partnerReff)).toEqual({
        kind: 'executed',
        gatewayReference: callback.gateway_reference,
      });
    },
  );

  it('answers pending for a destination ending 3333, then sends payout.failed with the reason', async () => {
    const partnerReff = nextReff();
    expect((await gateway.executePayout({ ...transfer('1234563333'), partnerReff, amountIdr: 80_000 })).kind).toBe(
      'pending',
    );
    await payoutTime.advance(CALLBACK_DELAY_MS);
    const callback = await receiver.arrival(partnerReff);
    expect(callback).toMatchObject({
      event: 'payout.failed',
      channel: 'transfer',
      amount: 80_000,
      reason: expect.any(String),
    });
    expect(await gateway.payoutStatus(partnerReff)).toEqual({ kind: 'rejected', reason: callback.reason });
    expect(await recordOf(partnerReff)).toMatchObject({ status: 'rejected', execution_count: 0 });
  });

  it('answers unknown when the gateway executes but never answers (9999), and payoutStatus then finds it executed', async () => {
    // The client counts its timeout on the simulator's time, which moves only by the test's hand.
    const impatient = new HttpGateway({
      baseUrl: sim.url,
      apiKey: API_KEY,
      timeoutMs: IMPATIENT_TIMEOUT_MS,
      scheduler: payoutTime,
    });
    const partnerReff = nextReff();
    const asked = impatient.executePayout({ ...transfer('1234569999'), partnerReff, amountIdr: 90_000 });
    // The simulator has executed the payout and holds its answer.
    await payoutTime.waitForSleepers(1, SIM_PAYOUT_HOLD_MS_MAX);
    await payoutTime.advance(IMPATIENT_TIMEOUT_MS);
    const outcome = await asked;
    expect(outcome).toEqual({ kind: 'unknown', cause: expect.stringContaining(`${IMPATIENT_TIMEOUT_MS} ms`) });
    expect(await gateway.payoutStatus(partnerReff)).toEqual({
      kind: 'executed',
      gatewayReference: expect.stringMatching(/^GWP/),
    });
    expect(await recordOf(partnerReff)).toMatchObject({ status: 'executed', execution_count: 1 });
  });

  it('answers a repeat with the same body with the current status and executes only once', async () => {
    const input = { ...transfer('1234567890'), partnerReff: nextReff(), amountIdr: 100_000 };
    const first = await gateway.executePayout(input);
    expect(await gateway.executePayout(input)).toEqual(first);
    expect(await recordOf(input.partnerReff)).toMatchObject({ execution_count: 1, request_count: 2 });
  });

  it('answers a repeat of a pending payout with pending, and the payout still ends once', async () => {
    const input = { ...ewallet('081234562222'), partnerReff: nextReff(), amountIdr: 20_000 };
    expect((await gateway.executePayout(input)).kind).toBe('pending');
    expect((await gateway.executePayout(input)).kind).toBe('pending');
    await payoutTime.advance(CALLBACK_DELAY_MS);
    await receiver.arrival(input.partnerReff);
    await payoutTime.advance(CALLBACK_DELAY_MS * 3);
    expect(receiver.for(input.partnerReff)).toHaveLength(1);
    expect(await recordOf(input.partnerReff)).toMatchObject({
      status: 'executed',
      execution_count: 1,
      request_count: 2,
    });
  });

  it('reads a repeat with another amount (409 duplicate_partner_reff) as unknown, never rejected: the first payout executed', async () => {
    const input = { ...transfer('1234567890'), partnerReff: nextReff(), amountIdr: 100_000 };
    expect((await gateway.executePayout(input)).kind).toBe('executed');
    expect(await gateway.executePayout({ ...input, amountIdr: 100_001 })).toEqual({
      kind: 'unknown',
      cause: 'gateway answered 409',
    });
    expect(await gateway.payoutStatus(input.partnerReff)).toMatchObject({ kind: 'executed' });
    expect(await recordOf(input.partnerReff)).toMatchObject({ amount: 100_000, execution_count: 1 });
  });

  it('answers unknown for a 503 in front of the gateway, which then never heard of the payout', async () => {
    sim.faults.add({ pathPrefix: '/v1/payouts', status: 503, delayMs: 0, remaining: 1 });
    const partnerReff = nextReff();
    expect(await gateway.executePayout({ ...transfer('1234567890'), partnerReff, amountIdr: 50_000 })).toEqual({
      kind: 'unknown',
      cause: 'gateway answered 503',
    });
    expect(await gateway.payoutStatus(partnerReff)).toEqual({ kind: 'not_found' });
  });

  it('answers unknown for a refused connection', async () => {
    const server = createServer();
    const port = await listenOnFreePort(server);
    await closeServer(server);
    const unreachable = new HttpGateway({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: API_KEY,
      timeoutMs: TIMEOUT_MS,
    });
    const outcome = await unreachable.executePayout({
      ...transfer('1234567890'),
      partnerReff: nextReff(),
      amountIdr: 50_000,
    });
    expect(outcome).toEqual({ kind: 'unknown', cause: expect.stringMatching(/^connection failed/) });
  });

  it('answers unknown for a wrong API key, never rejected', async () => {
    const wrongKey = new HttpGateway({ baseUrl: sim.url, apiKey: 'not-the-key', timeoutMs: TIMEOUT_MS });
    const outcome = await wrongKey.executePayout({
      ...transfer('1234567890'),
      partnerReff: nextReff(),
      amountIdr: 50_000,
    });
    expect(outcome).toEqual({ kind: 'unknown', cause: 'gateway answered 401' });
  });

  it.each([
    [200, 'this is not json', 'unknown'],
    [200, '{"partner_reff":"OTHER","status":"executed","gateway_reference":"GWP1"}', 'unknown'],
    [200, '{"partner_reff":"FIXED","status":"executed"}', 'unknown'],
    [403, '{"ok":false,"error":"forbidden"}', 'unknown'],
    [404, '{"ok":false,"error":"not_found"}', 'unknown'],
    [408, '', 'unknown'],
    [429, '{"ok":false,"error":"rate_limited"}', 'unknown'],
    [500, '{"ok":false,"error":"internal_error"}', 'unknown'],
    [400, '{"ok":false,"error":"bad_request","message":"Amount is not allowed"}', 'rejected'],
    [422, '{"ok":false,"error":"validation_failed"}', 'rejected'],
  ])('reads an answer %i %s as %s', async (status, body, kind) => {
    await withFixedAnswer(status, body, async (fixed) => {
      const outcome = await fixed.executePayout({ ...transfer('1234567890'), partnerReff: 'FIXED', amountIdr: 50_000 });
      expect(outcome.kind).toBe(kind);
    });
  });

  it('takes the reason of a refusal from the answer message', async () => {
    await withFixedAnswer(
      422,
      '{"ok":false,"error":"validation_failed","message":"Amount is not allowed"}',
      async (fixed) => {
        const outcome = await fixed.executePayout({
          ...transfer('1234567890'),
          partnerReff: 'FIXED',
          amountIdr: 50_000,
        });
        expect(outcome).toEqual({ kind: 'rejected', reason: 'Amount is not allowed' });
      },
    );
  });
});

describe('payoutStatus', () => {
  it('answers not_found for a partner_reff the gateway never received', async () => {
    expect(await gateway.payoutStatus(`NEVER-${nextReff()}`)).toEqual({ kind: 'not_found' });
  });

  it('finds a partner_reff that needs URL encoding', async () => {
    const partnerReff = `${nextReff()}/a b?`;
    await gateway.executePayout({ ...transfer('1234567890'), partnerReff, amountIdr: 50_000 });
    expect((await gateway.payoutStatus(partnerReff)).kind).toBe('executed');
  });

  it('throws GatewayFailure for a gateway error, so reconciliation asks again later', async () => {
    sim.faults.add({ pathPrefix: '/v1/payouts/', status: 500, delayMs: 0, remaining: 1 });
    expect((await failureOf(gateway.payoutStatus(nextReff()))).upstreamStatus).toBe(500);
  });

  it('reads a 404 that does not name the partner_reff as a failure, not as "never received"', async () => {
    await withFixedAnswer(404, '{"ok":false,"error":"not_found","message":"No such endpoint"}', async (fixed) => {
      expect((await failureOf(fixed.payoutStatus('FIXED'))).upstreamStatus).toBe(404);
    });
  });
});

describe('simulator payout API input handling', () => {
  const post = (path: string, body: unknown) => postJson(`${sim.url}${path}`, body, API_KEY);

  it('refuses a payout naming the other channel’s destination fields (422)', async () => {
    const body = {
      partner_reff: nextReff(),
      channel: 'transfer',
      amount: 50_000,
      bank_code: '014',
      account_number: '1234567890',
      phone_number: '081234567890',
    };
    expect(await post('/v1/payouts', body)).toMatchObject({ status: 422, json: { error: 'validation_failed' } });
  });

  it('refuses an e-wallet inquiry for an unknown product or a malformed phone number (422)', async () => {
    const { status, json } = await post('/v1/ewallet/inquiry', {
      product_code: 'PAYPAL',
      phone_number: '12345',
      amount: 50_000,
    });
    expect(status).toBe(422);
    expect(Object.keys(json.errors)).toEqual(expect.arrayContaining(['product_code', 'phone_number']));
  });

  it('refuses amounts outside the channel limits (422)', async () => {
    expect(
      (await post('/v1/transfer/inquiry', { bank_code: '014', account_number: '1234567890', amount: 9_999 })).status,
    ).toBe(422);
    expect(
      (await post('/v1/ewallet/inquiry', { product_code: 'DANA', phone_number: '081234567890', amount: 5_000_001 }))
        .status,
    ).toBe(422);
  });

  it('answers the bank name with a transfer inquiry', async () => {
    const { status, json } = await post('/v1/transfer/inquiry', {
      bank_code: '542',
      account_number: '1234567890',
      amount: 50_000,
    });
    expect(status).toBe(200);
    expect(json).toEqual({ account_name: expect.any(String), bank_name: 'Bank Jago' });
  });
});

describe('control: ending pending payouts', () => {
  let slow: GatewaySimulator;
  let slowGateway: HttpGateway;

  beforeAll(async () => {
    slow = await startGatewaySimulator({
      port: 0,
      apiKey: API_KEY,
      callbackSecret: CALLBACK_SECRET,
      callbackUrl: receiver.url,
      payoutCallbackDelayMs: SLOW_CALLBACK_DELAY_MS,
      scheduler: new ManualScheduler(),
    });
    slowGateway = new HttpGateway({ baseUrl: slow.url, apiKey: API_KEY, timeoutMs: TIMEOUT_MS });
  });

  afterAll(async () => {
    await slow.stop();
  });

  it('executes a pending payout at once with one callback, and refuses to end it twice (409)', async () => {
    const partnerReff = nextReff();
    await slowGateway.executePayout({ ...transfer('1234562222'), partnerReff, amountIdr: 55_000 });
    const completed = await control(slow, `/control/payouts/${partnerReff}/complete`, { outcome: 'executed' });
    expect(completed).toMatchObject({ status: 200, json: { ok: true, status: 'executed', callback_status: 200 } });
    expect(receiver.for(partnerReff)).toEqual([expect.objectContaining({ event: 'payout.executed', amount: 55_000 })]);
    expect((await control(slow, `/control/payouts/${partnerReff}/complete`, { outcome: 'rejected' })).status).toBe(409);
    expect(await recordOf(partnerReff, slow)).toMatchObject({ status: 'executed', execution_count: 1 });
  });

  it('rejects a pending payout with the given reason in its payout.failed callback', async () => {
    const partnerReff = nextReff();
    await slowGateway.executePayout({ ...ewallet('081234562222'), partnerReff, amountIdr: 25_000 });
    const reason = 'Account frozen by the e-wallet provider';
    expect(
      (await control(slow, `/control/payouts/${partnerReff}/complete`, { outcome: 'rejected', reason })).status,
    ).toBe(200);
    expect(receiver.for(partnerReff)).toEqual([
      expect.objectContaining({ event: 'payout.failed', channel: 'ewallet', reason }),
    ]);
    expect(await slowGateway.payoutStatus(partnerReff)).toEqual({ kind: 'rejected', reason });
  });

  it('answers 404 for an unknown partner_reff and 409 for a payout that is not pending', async () => {
    expect((await control(slow, '/control/payouts/NO-SUCH-REFF/complete', { outcome: 'executed' })).status).toBe(404);
    expect((await control(slow, '/control/payouts/NO-SUCH-REFF')).status).toBe(404);
    const partnerReff = nextReff();
    await slowGateway.executePayout({ ...transfer('1234567890'), partnerReff, amountIdr: 50_000 });
    expect((await control(slow, `/control/payouts/${partnerReff}/complete`, { outcome: 'executed' })).status).toBe(409);
  });

  it('stops at once while payouts are still pending, cancelling their timers', async () => {
    const pendingTime = new ManualScheduler();
    const pending = await startGatewaySimulator({
      port: 0,
      apiKey: API_KEY,
      callbackSecret: CALLBACK_SECRET,
      callbackUrl: receiver.url,
      payoutCallbackDelayMs: SLOW_CALLBACK_DELAY_MS,
      scheduler: pendingTime,
    });
    const client = new HttpGateway({ baseUrl: pending.url, apiKey: API_KEY, timeoutMs: TIMEOUT_MS });
    const partnerReff = nextReff();
    expect((await client.executePayout({ ...transfer('1234563333'), partnerReff, amountIdr: 50_000 })).kind).toBe(
      'pending',
    );
    expect(pendingTime.sleeping()).toEqual([expect.objectContaining({ ms: SLOW_CALLBACK_DELAY_MS })]);
    // Its time never moves, so a stop that waited for the pending payout would never end.
    await pending.stop();
    expect(pendingTime.sleeping()).toEqual([]);
    await pendingTime.advance(SLOW_CALLBACK_DELAY_MS);
    expect(pending.payouts.get(partnerReff)?.status).toBe('pending');
    expect(receiver.for(partnerReff)).toHaveLength(0);
  });
});

describe('GATEWAY_TIMEOUT_MS', () => {
  const env = (timeoutMs: string) => ({
    GATEWAY_BASE_URL: sim.url,
    GATEWAY_API_KEY: API_KEY,
    GATEWAY_CALLBACK_SECRET: CALLBACK_SECRET,
    GATEWAY_TIMEOUT_MS: timeoutMs,
  });

  it.each(['99', '60001', 'soon', ''])('refuses %j, naming the variable', async (value) => {
    await expect(gatewayFromEnv(env(value))).rejects.toThrow(/GATEWAY_TIMEOUT_MS/);
  });

  it('gives the gateway built from the environment that timeout', async () => {
    sim.faults.add({ pathPrefix: '/v1/va/banks', status: null, delayMs: 1_000, remaining: 1 });
    // Its 200 ms are counted on the time handed in (the wall clock in a function), here the
    // simulator's: the call is still waiting at 199 ms and gives up at 200, long before the answer.
    const fromEnv = await gatewayFromEnv(env('200'), undefined, payoutTime);
    let settled = false;
    const failed = failureOf(fromEnv.listVaBanks()).finally(() => (settled = true));
    await payoutTime.waitForSleepers(1, 1_000);
    expect(payoutTime.sleeping().map((sleeping) => sleeping.ms)).toEqual([200, 1_000]);
    await payoutTime.advance(199);
    await Promise.resolve();
    expect(settled).toBe(false);
    await payoutTime.advance(1);
    expect((await failed).upstreamStatus).toBe(504);
    await payoutTime.advance(1_000);
  });
});
