import { createServer } from 'node:http';
import { startGatewaySimulator, type GatewaySimulator } from '../../local/simulator';
import { billDueDate } from '../../local/simulator/digital';
import { HttpProvider } from '../../shared/channels/digital/http-provider';
import { loadProviderApiKey, providerFromEnv } from '../../shared/channels/digital/provider-credentials';
import { resetSecretsCacheForTests } from '../../shared/secrets-manager';
import {
  SIMULATOR_BILL_MAX_IDR,
  SIMULATOR_BILL_MIN_IDR,
  SIMULATOR_DIGITAL_FAIL_AFTER_MS,
  SIMULATOR_DIGITAL_SUCCESS_AFTER_MS,
} from '../../shared/channels/digital/limits';
import { closeServer, listenOnFreePort, postJson, withFixedAnswerAt } from '../support/http';
import { secretsHolding } from '../support/secrets';
import { failureOf, rejectionOf } from '../support/failures';
import { ManualScheduler } from '../support/scheduler';

const API_KEY = 'sim-digital-api-key-0123456789';
const TIMEOUT_MS = 5_000;
/** Shorter than the simulated delay below, so the call gives up while the simulator still works on it. */
const SHORT_TIMEOUT_MS = 200;
const FAULT_DELAY_MS = 1_000;
const SECRET_ARN = 'arn:aws:secretsmanager:ap-southeast-3:123456789012:secret:ProviderApiKeySecret-abc';

/**
 * The simulated provider's time (its processing, a fault's delay), which the impatient clients
 * count their timeout on too: the tests move it, nothing here waits on the wall clock.
 */
const providerTime = new ManualScheduler();
let sim: GatewaySimulator;
let provider: HttpProvider;
/** A client that gives up after SHORT_TIMEOUT_MS of the simulator's time. */
const impatientProvider = () =>
  new HttpProvider({ baseUrl: sim.url, apiKey: API_KEY, timeoutMs: SHORT_TIMEOUT_MS, scheduler: providerTime });
let referenceCounter = 0;
const nextReference = (): string => `DG-${Date.now()}-${(referenceCounter += 1)}`;

/** A prepaid order for a Telkomsel 10.000 to a number ending in the given four digits. */
const order = (suffix: string, reference = nextReference()) => ({
  reference,
  kodeProduk: 'TSEL10',
  tujuan: `0812345${suffix}`,
  priceIdr: 10_150,
});
/** A PLN postpaid customer number ending in the given four digits. */
const customer = (suffix: string) => ({ kodeProduk: 'PLNPASCA', tujuan: `53210123${suffix}` });

async function control(path: string, body?: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(`${sim.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, json: await response.json() };
}

async function recordOf(reference: string): Promise<any> {
  const { status, json } = await control(`/control/digital/orders/${encodeURIComponent(reference)}`);
  expect(status).toBe(200);
  return json.order;
}

async function addFault(fault: {
  path_prefix: string;
  status?: number;
  delay_ms?: number;
  count?: number;
}): Promise<void> {
  expect((await control('/control/faults', fault)).status).toBe(200);
}

async function advanceSimulatorClock(seconds: number): Promise<void> {
  expect((await control('/control/clock/advance', { seconds })).status).toBe(200);
}

/**
 * A purchase asked of `impatient` while the simulator holds it (a fault's delay): the client's
 * timeout and the simulator's delay both run on the provider's time, which moves only up to the
 * client's timeout, so the answer comes while the simulator still works on it.
 */
async function timedOut<T>(ask: Promise<T>): Promise<T> {
  // The fault's delay: the request has reached the simulator, after the client's timeout started.
  await providerTime.waitForSleepers(1, FAULT_DELAY_MS);
  expect(providerTime.sleeping().map((sleeping) => sleeping.ms)).toEqual([SHORT_TIMEOUT_MS, FAULT_DELAY_MS]);
  await providerTime.advance(SHORT_TIMEOUT_MS - 1);
  let answered = false;
  void ask.then(
    () => (answered = true),
    () => (answered = true),
  );
  await Promise.resolve();
  expect(answered).toBe(false);
  await providerTime.advance(1);
  return ask;
}

/** A fake provider that answers every request with one fixed status and body. */
function withFixedAnswer<T>(status: number, body: string, use: (fixed: HttpProvider) => Promise<T>): Promise<T> {
  return withFixedAnswerAt(status, body, (baseUrl) =>
    use(new HttpProvider({ baseUrl, apiKey: API_KEY, timeoutMs: TIMEOUT_MS })),
  );
}

beforeAll(async () => {
  // The provider sends no callbacks; the gateway part of the simulator needs a URL all the same.
  sim = await startGatewaySimulator({
    port: 0,
    apiKey: API_KEY,
    callbackSecret: 'unused-callback-secret',
    callbackUrl: 'http://127.0.0.1:9/callbacks',
    scheduler: providerTime,
  });
  provider = new HttpProvider({ baseUrl: sim.url, apiKey: API_KEY, timeoutMs: TIMEOUT_MS });
});

afterAll(async () => {
  await sim.stop();
});

beforeEach(() => sim.faults.clear());

// A request a test left held by a fault's delay is served before the next test counts the sleeps.
afterEach(async () => {
  await providerTime.advance(FAULT_DELAY_MS);
  expect(providerTime.sleeping()).toEqual([]);
});

describe('submitOrder: outcomes by destination', () => {
  it('succeeds at once with a serial number for any other destination, and records one execution', async () => {
    const input = order('1234');
    const outcome = await provider.submitOrder(input);
    expect(outcome).toEqual({ kind: 'success', sn: expect.stringMatching(/^[0-9A-Z]{18}$/) });
    expect(await recordOf(input.reference)).toMatchObject({
      kind: 'order',
      kode_produk: 'TSEL10',
      tujuan: input.tujuan,
      amount: 10_150,
      status: 'success',
      sn: outcome.kind === 'success' ? outcome.sn : '',
      execution_count: 1,
      request_count: 1,
    });
  });

  it('answers a 20-digit token for a PLN token', async () => {
    const outcome = await provider.submitOrder({
      reference: nextReference(),
      kodeProduk: 'PLN20',
      tujuan: '14012345678',
      priceIdr: 20_150,
    });
    expect(outcome).toEqual({ kind: 'success', sn: expect.stringMatching(/^\d{20}$/) });
  });

  it('passes the server ID of a game top-up along', async () => {
    const reference = nextReference();
    const input = { reference, kodeProduk: 'MLBB86', tujuan: '123456789', serverId: '2345', priceIdr: 20_000 };
    expect((await provider.submitOrder(input)).kind).toBe('success');
    expect(await recordOf(reference)).toMatchObject({ server_id: '2345', execution_count: 1 });
  });

  it('fails at once for a destination ending 0000, and a repeat answers the same failure', async () => {
    const input = order('0000');
    const outcome = await provider.submitOrder(input);
    expect(outcome).toEqual({ kind: 'failed', reason: expect.stringMatching(/not valid/) });
    expect(await provider.submitOrder(input)).toEqual(outcome);
    expect(await recordOf(input.reference)).toMatchObject({
      status: 'failed',
      sn: null,
      execution_count: 0,
      request_count: 2,
    });
  });

  it('stays pending for a destination ending 1111, then fails after 1 s', async () => {
    const input = order('1111');
    expect(await provider.submitOrder(input)).toEqual({ kind: 'pending' });
    expect(await provider.submitOrder(input)).toEqual({ kind: 'pending' });
    await providerTime.advance(SIMULATOR_DIGITAL_FAIL_AFTER_MS - 1);
    expect(await provider.submitOrder(input)).toEqual({ kind: 'pending' });
    await providerTime.advance(1);
    const outcome = await provider.submitOrder(input);
    expect(outcome).toEqual({ kind: 'failed', reason: expect.stringMatching(/could not process/) });
    expect(await provider.submitOrder(input)).toEqual(outcome);
    const record = await recordOf(input.reference);
    expect(record).toMatchObject({ scenario: 'pending_then_failed', status: 'failed', execution_count: 0 });
    expect(Date.parse(record.completed_at) - Date.parse(record.created_at)).toBe(1_000);
  });

  it('stays pending for a destination ending 2222, then succeeds after 2 s', async () => {
    const input = order('2222');
    expect(await provider.submitOrder(input)).toEqual({ kind: 'pending' });
    await providerTime.advance(SIMULATOR_DIGITAL_SUCCESS_AFTER_MS - 1);
    expect(await provider.submitOrder(input)).toEqual({ kind: 'pending' });
    await providerTime.advance(1);
    const outcome = await provider.submitOrder(input);
    expect(outcome).toEqual({ kind: 'success', sn: expect.any(String) });
    expect(await provider.submitOrder(input)).toEqual(outcome);
    expect(await recordOf(input.reference)).toMatchObject({
      scenario: 'pending_then_success',
      status: 'success',
      execution_count: 1,
    });
  });

  it('ends a pending order when the simulator clock moves past its end, without waiting', async () => {
    const input = order('2222');
    expect(await provider.submitOrder(input)).toEqual({ kind: 'pending' });
    await advanceSimulatorClock(2);
    expect(await provider.submitOrder(input)).toEqual({ kind: 'success', sn: expect.any(String) });
  });
});

describe('submitOrder: idempotency by reference', () => {
  it('buys once when the same reference is submitted 10 times in parallel, and every answer agrees', async () => {
    const input = order('5678');
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => provider.submitOrder(input)));
    expect(outcomes[0]).toEqual({ kind: 'success', sn: expect.any(String) });
    expect(outcomes.every((outcome) => JSON.stringify(outcome) === JSON.stringify(outcomes[0]))).toBe(true);
    expect(await recordOf(input.reference)).toMatchObject({ execution_count: 1, request_count: 10 });
  });

  it('buys a pending order once, however many times it was asked for while pending', async () => {
    const input = order('2222');
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => provider.submitOrder(input)));
    expect(outcomes).toEqual(Array.from({ length: 10 }, () => ({ kind: 'pending' })));
    await advanceSimulatorClock(2);
    const settled = await Promise.all(Array.from({ length: 10 }, () => provider.submitOrder(input)));
    expect(new Set(settled.map((outcome) => JSON.stringify(outcome))).size).toBe(1);
    expect(await recordOf(input.reference)).toMatchObject({ status: 'success', execution_count: 1, request_count: 20 });
  });

  it('reads a repeat with another price (409 duplicate_reference) as unknown, never failed: the first order succeeded', async () => {
    const input = order('1234');
    expect((await provider.submitOrder(input)).kind).toBe('success');
    expect(await provider.submitOrder({ ...input, priceIdr: input.priceIdr + 1 })).toEqual({
      kind: 'unknown',
      cause: 'provider answered 409',
    });
    expect(await recordOf(input.reference)).toMatchObject({ amount: input.priceIdr, execution_count: 1 });
  });
});

describe('submitOrder: provider and network trouble', () => {
  it('answers unknown when the provider does not answer in time; asking again finds the order bought once', async () => {
    await addFault({ path_prefix: '/v1/digital', delay_ms: FAULT_DELAY_MS });
    const input = order('1234');
    expect(await timedOut(impatientProvider().submitOrder(input))).toEqual({
      kind: 'unknown',
      cause: `no answer within ${SHORT_TIMEOUT_MS} ms`,
    });
    // Answered while the simulator still holds the request, not bought yet.
    expect(providerTime.sleeping()).toEqual([expect.objectContaining({ ms: FAULT_DELAY_MS })]);
    expect((await control(`/control/digital/orders/${input.reference}`)).status).toBe(404);
    // The simulator still serves the abandoned request once its delay is over, as a slow provider would.
    await providerTime.advance(FAULT_DELAY_MS - SHORT_TIMEOUT_MS);
    expect((await control(`/control/digital/orders/${input.reference}`)).status).toBe(200);
    expect(await provider.submitOrder(input)).toEqual({ kind: 'success', sn: expect.any(String) });
    expect(await recordOf(input.reference)).toMatchObject({ execution_count: 1, request_count: 2 });
  });

  it('answers unknown for a 500 in front of the provider, which never heard of the order; a retry buys it', async () => {
    await addFault({ path_prefix: '/v1/digital/orders', status: 500 });
    const input = order('1234');
    expect(await provider.submitOrder(input)).toEqual({ kind: 'unknown', cause: 'provider answered 500' });
    expect((await control(`/control/digital/orders/${input.reference}`)).status).toBe(404);
    expect((await provider.submitOrder(input)).kind).toBe('success');
    expect(await recordOf(input.reference)).toMatchObject({ execution_count: 1, request_count: 1 });
  });

  it('answers failed for a request the provider refuses (422), buying nothing', async () => {
    const input = { ...order('1234'), priceIdr: 0 };
    expect(await provider.submitOrder(input)).toEqual({ kind: 'failed', reason: 'The request is invalid' });
    expect((await control(`/control/digital/orders/${input.reference}`)).status).toBe(404);
  });

  it('answers unknown for a wrong API key, never failed', async () => {
    const wrongKey = new HttpProvider({ baseUrl: sim.url, apiKey: 'not-the-key', timeoutMs: TIMEOUT_MS });
    expect(await wrongKey.submitOrder(order('1234'))).toEqual({ kind: 'unknown', cause: 'provider answered 401' });
  });

  it('answers unknown for a refused connection', async () => {
    const server = createServer();
    const port = await listenOnFreePort(server);
    await closeServer(server);
    const unreachable = new HttpProvider({
      baseUrl: `http://127.0.0.1:${port}`,
      apiKey: API_KEY,
      timeoutMs: TIMEOUT_MS,
    });
    expect(await unreachable.submitOrder(order('1234'))).toEqual({
      kind: 'unknown',
      cause: expect.stringMatching(/^connection failed/),
    });
  });

  it.each([
    [200, 'this is not json', 'unknown'],
    [200, '{"reference":"OTHER","status":"success","sn":"123"}', 'unknown'],
    [200, '{"reference":"FIXED","status":"success"}', 'unknown'],
    [200, '{"reference":"FIXED","status":"success","sn":""}', 'unknown'],
    [200, '{"reference":"FIXED","status":"delivered","sn":"123"}', 'unknown'],
    [200, '{"reference":"FIXED","status":"success","sn":"0412 3456"}', 'success'],
    [200, '{"reference":"FIXED","status":"pending","sn":null}', 'pending'],
    [200, '{"reference":"FIXED","status":"failed","sn":null}', 'failed'],
    [202, '{"reference":"FIXED","status":"pending"}', 'pending'],
    [401, '{"ok":false,"error":"unauthorized"}', 'unknown'],
    [403, '{"ok":false,"error":"forbidden"}', 'unknown'],
    [404, '{"ok":false,"error":"not_found"}', 'unknown'],
    [408, '', 'unknown'],
    [409, '{"ok":false,"error":"duplicate_reference"}', 'unknown'],
    [429, '{"ok":false,"error":"rate_limited"}', 'unknown'],
    [500, '{"ok":false,"error":"internal_error"}', 'unknown'],
    [502, '<html>Bad Gateway</html>', 'unknown'],
    [503, '', 'unknown'],
    [400, '{"ok":false,"error":"bad_request","message":"Product is closed"}', 'failed'],
    [422, '{"ok":false,"error":"validation_failed"}', 'failed'],
  ])('reads an answer %i %s as %s', async (status, body, kind) => {
    await withFixedAnswer(status, body, async (fixed) => {
      expect((await fixed.submitOrder(order('1234', 'FIXED'))).kind).toBe(kind);
    });
  });

  it('takes the reason of a refusal from the answer message, and makes one up when there is none', async () => {
    await withFixedAnswer(400, '{"ok":false,"error":"bad_request","message":"Product is closed"}', async (fixed) => {
      expect(await fixed.submitOrder(order('1234', 'FIXED'))).toEqual({ kind: 'failed', reason: 'Product is closed' });
    });
    await withFixedAnswer(422, '', async (fixed) => {
      expect(await fixed.submitOrder(order('1234', 'FIXED'))).toEqual({
        kind: 'failed',
        reason: 'The provider refused the order (422)',
      });
    });
  });
});

describe('inquireBill', () => {
  it('answers a bill with the customer name, an amount within 50000..500000 and a due date; a repeat agrees', async () => {
    const bill = await provider.inquireBill(customer('1234'));
    expect(bill).toEqual({
      kind: 'bill',
      customerName: expect.stringMatching(/^[A-Z]+ [A-Z]+$/),
      tagihan: expect.any(Number),
      dueDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(await provider.inquireBill(customer('1234'))).toEqual(bill);
  });

  it('keeps every bill within the documented bounds, deterministic per customer number but not all alike', async () => {
    const numbers = Array.from({ length: 40 }, (_, index) => String(1_000 + index * 37));
    const first = await Promise.all(numbers.map((suffix) => provider.inquireBill(customer(suffix))));
    const again = await Promise.all(numbers.map((suffix) => provider.inquireBill(customer(suffix))));
    expect(again).toEqual(first);
    const amounts = first.map((bill) => (bill.kind === 'bill' ? bill.tagihan : 0));
    expect(
      amounts.every(
        (amount) =>
          Number.isSafeInteger(amount) && amount >= SIMULATOR_BILL_MIN_IDR && amount <= SIMULATOR_BILL_MAX_IDR,
      ),
    ).toBe(true);
    expect(new Set(amounts).size).toBeGreaterThan(30);
  });

  it('answers not_found for a customer number ending 0000', async () => {
    expect(await provider.inquireBill(customer('0000'))).toEqual({ kind: 'not_found' });
  });

  it('throws GatewayFailure 500 for a provider error', async () => {
    await addFault({ path_prefix: '/v1/ppob', status: 500 });
    expect((await failureOf(provider.inquireBill(customer('1234')))).upstreamStatus).toBe(500);
  });

  it('throws GatewayFailure 504 when the provider does not answer in time', async () => {
    await addFault({ path_prefix: '/v1/ppob/inquiries', delay_ms: FAULT_DELAY_MS });
    const failure = failureOf(impatientProvider().inquireBill(customer('1234')));
    expect((await timedOut(failure)).upstreamStatus).toBe(504);
  });

  it('reads a 404 without bill_not_found as a failure, not as "no bill"', async () => {
    await withFixedAnswer(404, '{"ok":false,"error":"not_found","message":"No such endpoint"}', async (fixed) => {
      expect((await failureOf(fixed.inquireBill(customer('1234')))).upstreamStatus).toBe(404);
    });
  });

  it('throws GatewayFailure 502 for a garbled bill', async () => {
    await withFixedAnswer(200, '{"customer_name":"BUDI","tagihan":"lots","due_date":"2026-12-20"}', async (fixed) => {
      expect((await failureOf(fixed.inquireBill(customer('1234')))).upstreamStatus).toBe(502);
    });
  });

  it.each([
    ['2026-11-20T23:30:00+07:00', '2026-11-20'],
    ['2026-11-20T17:30:00Z', '2026-12-20'],
    ['2026-11-01T08:00:00+07:00', '2026-11-20'],
    ['2026-12-25T08:00:00+07:00', '2027-01-20'],
  ])('falls due on the next 20th in Jakarta: at %s, on %s', (now, due) => {
    expect(billDueDate(Date.parse(now))).toBe(due);
  });
});

describe('payBill', () => {
  async function billOf(
    suffix: string,
  ): Promise<{ reference: string; kodeProduk: string; tujuan: string; amountIdr: number }> {
    const bill = await provider.inquireBill(customer(suffix));
    if (bill.kind !== 'bill') throw new Error('expected a bill');
    return { reference: nextReference(), ...customer(suffix), amountIdr: bill.tagihan };
  }

  it('pays the bill at once with a serial number, once', async () => {
    const input = await billOf('1234');
    expect(await provider.payBill(input)).toEqual({ kind: 'success', sn: expect.stringMatching(/^[0-9A-Z]+$/) });
    expect(await recordOf(input.reference)).toMatchObject({
      kind: 'bill',
      amount: input.amountIdr,
      status: 'success',
      execution_count: 1,
    });
  });

  it('pays once when the same reference is paid 10 times in parallel', async () => {
    const input = await billOf('4321');
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => provider.payBill(input)));
    expect(new Set(outcomes.map((outcome) => JSON.stringify(outcome))).size).toBe(1);
    expect(outcomes[0]!.kind).toBe('success');
    expect(await recordOf(input.reference)).toMatchObject({ execution_count: 1, request_count: 10 });
  });

  it('fails at once for a customer number ending 0000, which has no bill', async () => {
    const input = { reference: nextReference(), ...customer('0000'), amountIdr: 100_000 };
    expect(await provider.payBill(input)).toEqual({ kind: 'failed', reason: expect.stringMatching(/No bill/) });
    expect(await recordOf(input.reference)).toMatchObject({ status: 'failed', execution_count: 0 });
  });

  it.each([
    ['1111', 'failed', 0],
    ['2222', 'success', 1],
  ])('stays pending for a customer number ending %s, then ends %s', async (suffix, kind, executions) => {
    const input = await billOf(suffix);
    expect(await provider.payBill(input)).toEqual({ kind: 'pending' });
    await advanceSimulatorClock(2);
    expect((await provider.payBill(input)).kind).toBe(kind);
    expect(await recordOf(input.reference)).toMatchObject({ status: kind, execution_count: executions });
  });

  it('answers failed for an amount that is not the bill, recording nothing; the right amount then pays', async () => {
    const input = await billOf('5555');
    const outcome = await provider.payBill({ ...input, amountIdr: input.amountIdr + 1 });
    expect(outcome).toEqual({ kind: 'failed', reason: `The bill is ${input.amountIdr}, not ${input.amountIdr + 1}` });
    expect((await control(`/control/digital/orders/${input.reference}`)).status).toBe(404);
    expect((await provider.payBill(input)).kind).toBe('success');
  });

  it('answers unknown for a 503 or a timeout, and a retry pays once', async () => {
    const input = await billOf('6666');
    await addFault({ path_prefix: '/v1/ppob/payments', status: 503 });
    expect(await provider.payBill(input)).toEqual({ kind: 'unknown', cause: 'provider answered 503' });
    await addFault({ path_prefix: '/v1/ppob/payments', delay_ms: FAULT_DELAY_MS });
    expect(await timedOut(impatientProvider().payBill(input))).toEqual({
      kind: 'unknown',
      cause: `no answer within ${SHORT_TIMEOUT_MS} ms`,
    });
    expect((await control(`/control/digital/orders/${input.reference}`)).status).toBe(404);
    await providerTime.advance(FAULT_DELAY_MS - SHORT_TIMEOUT_MS);
    expect((await control(`/control/digital/orders/${input.reference}`)).status).toBe(200);
    expect((await provider.payBill(input)).kind).toBe('success');
    expect(await recordOf(input.reference)).toMatchObject({ execution_count: 1, request_count: 2 });
  });
});

describe('simulator provider API input handling', () => {
  const post = (path: string, body: unknown, apiKey = API_KEY) => postJson(`${sim.url}${path}`, body, apiKey);

  it('needs the gateway API key (401)', async () => {
    expect(
      (await post('/v1/ppob/inquiries', { kode_produk: 'PLNPASCA', tujuan: '532101231234' }, 'wrong')).status,
    ).toBe(401);
  });

  it('refuses unknown fields and a destination that is not digits (422)', async () => {
    const { status, json } = await post('/v1/digital/orders', {
      reference: nextReference(),
      kode_produk: 'TSEL10',
      tujuan: '0812-345',
      price: 10_150,
      note: 'x',
    });
    expect(status).toBe(422);
    expect(Object.keys(json.errors)).toEqual(expect.arrayContaining(['tujuan']));
  });

  it('answers the purchase on the wire as {reference, status, sn}', async () => {
    const reference = nextReference();
    const { status, json } = await post('/v1/digital/orders', {
      reference,
      kode_produk: 'TSEL10',
      tujuan: '081234561234',
      price: 10_150,
    });
    expect(status).toBe(200);
    expect(json).toEqual({ reference, status: 'success', sn: expect.any(String) });
  });

  it('answers 404 for the record of an unknown reference', async () => {
    expect((await control('/control/digital/orders/NO-SUCH-REFERENCE')).status).toBe(404);
  });
});

describe('provider credentials', () => {
  const plainEnv = () => ({ PROVIDER_BASE_URL: sim.url, PROVIDER_API_KEY: API_KEY });

  // The secrets cache lives as long as the container: each test starts with an empty one.
  afterEach(() => resetSecretsCacheForTests());

  it('reads PROVIDER_API_KEY without asking Secrets Manager, as it is now', async () => {
    const secrets = secretsHolding({});
    await expect(loadProviderApiKey(plainEnv(), secrets)).resolves.toBe(API_KEY);
    await expect(loadProviderApiKey({ PROVIDER_API_KEY: 'rotated' }, secrets)).resolves.toBe('rotated');
    await expect(loadProviderApiKey({}, secrets)).rejects.toThrow(/PROVIDER_API_KEY/);
    expect(secrets.asked).toEqual([]);
  });

  it('reads the key from the secret named by PROVIDER_API_KEY_SECRET_ARN once per cold start, preferring it to a plain variable', async () => {
    const secrets = secretsHolding({ [SECRET_ARN]: `${API_KEY}\n` });
    const env = { PROVIDER_BASE_URL: sim.url, PROVIDER_API_KEY_SECRET_ARN: SECRET_ARN, PROVIDER_API_KEY: 'plain-key' };
    const fromEnv = await providerFromEnv(env, secrets);
    expect(await providerFromEnv(env, secrets)).toBe(fromEnv);
    expect((await fromEnv.submitOrder(order('1234'))).kind).toBe('success');
    expect(secrets.asked).toEqual([SECRET_ARN]);
  });

  it('forgets a failed secret read, naming the variable; the next call reads it again', async () => {
    const env = { PROVIDER_API_KEY_SECRET_ARN: SECRET_ARN };
    const error = await rejectionOf(loadProviderApiKey(env, secretsHolding({})));
    expect(error.message).toBe('Reading the secret named by PROVIDER_API_KEY_SECRET_ARN failed');
    expect(String((error.cause as Error).message)).toMatch(/AccessDenied/);
    await expect(loadProviderApiKey(env, secretsHolding({ [SECRET_ARN]: 'now-readable' }))).resolves.toBe(
      'now-readable',
    );
  });

  it('refuses an empty secret, naming the variable', async () => {
    await expect(
      loadProviderApiKey({ PROVIDER_API_KEY_SECRET_ARN: SECRET_ARN }, secretsHolding({ [SECRET_ARN]: '  ' })),
    ).rejects.toThrow('The secret named by PROVIDER_API_KEY_SECRET_ARN has no SecretString');
  });

  it('names a missing or invalid variable, never a value', async () => {
    const missingKey = await rejectionOf(providerFromEnv({ PROVIDER_BASE_URL: 'https://do-not-print.example' }));
    expect(missingKey.message).toMatch(/PROVIDER_API_KEY_SECRET_ARN is not set.*PROVIDER_API_KEY/);
    expect(missingKey.message).not.toContain('do-not-print');
    const badUrl = await rejectionOf(
      providerFromEnv({ PROVIDER_BASE_URL: 'do-not-print-me', PROVIDER_API_KEY: 'secret-do-not-print' }),
    );
    expect(badUrl.message).toMatch(/PROVIDER_BASE_URL/);
    expect(badUrl.message).not.toMatch(/do-not-print/);
  });

  it.each(['99', '60001', 'soon', ''])('refuses PROVIDER_TIMEOUT_MS %j, naming the variable', async (value) => {
    await expect(providerFromEnv({ ...plainEnv(), PROVIDER_TIMEOUT_MS: value })).rejects.toThrow(/PROVIDER_TIMEOUT_MS/);
  });

  it('gives the provider built from the environment its PROVIDER_TIMEOUT_MS', async () => {
    await addFault({ path_prefix: '/v1/digital', delay_ms: FAULT_DELAY_MS });
    // Counted on the provider's time handed in (the wall clock in a function): exactly its 200 ms.
    const fromEnv = await providerFromEnv(
      { ...plainEnv(), PROVIDER_TIMEOUT_MS: String(SHORT_TIMEOUT_MS) },
      undefined,
      providerTime,
    );
    expect(await timedOut(fromEnv.submitOrder(order('1234')))).toEqual({
      kind: 'unknown',
      cause: `no answer within ${SHORT_TIMEOUT_MS} ms`,
    });
  });

  it('builds from process.env by default, once, and again when a variable it is built from changes', async () => {
    const env = plainEnv();
    const saved = Object.fromEntries(
      [...Object.keys(env), 'PROVIDER_TIMEOUT_MS'].map((name) => [name, process.env[name]]),
    );
    Object.assign(process.env, env);
    try {
      const fromEnv = await providerFromEnv();
      expect(await providerFromEnv()).toBe(fromEnv);
      expect((await fromEnv.inquireBill(customer('1234'))).kind).toBe('bill');
      process.env.PROVIDER_TIMEOUT_MS = '5000';
      const longer = await providerFromEnv();
      expect(longer).not.toBe(fromEnv);
      expect(await providerFromEnv()).toBe(longer);
      // The same settings on another scheduler (a unit of work's own time) are another client.
      expect(await providerFromEnv(process.env, undefined, providerTime)).not.toBe(longer);
    } finally {
      for (const [name, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    }
  });
});
