import { randomUUID } from 'node:crypto';
import type { SQSEvent } from 'aws-lambda';
import { handler as ordersConsumer } from '../../functions/workers/digital-orders';
import { findProduct } from '../../shared/channels/digital/catalog';
import { orderReff } from '../../shared/channels/digital/orders';
import { digitalPriceFor } from '../../shared/channels/digital/pricing';
import { SIMULATOR_DIGITAL_SUCCESS_AFTER_MS } from '../../shared/channels/digital/limits';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from '../../shared/store/aws';
import { keys } from '../../shared/store/keys';
import { auditLedger } from '../../shared/store/ledger';
import { getBalance } from '../../shared/store/merchants';
import { sqs } from '../../shared/store/aws';
import { getTransaction, listDueTransactions } from '../../shared/store/transactions';
import { QUEUES } from '../../shared/queues';
import {
  createMerchantFixture,
  drainQueue,
  invoke,
  type MerchantFixture,
  TestClock,
  useClock,
} from '../support/harness';
import { useGatewaySimulator } from '../support/gateway';
import { setWorkerClock } from '../../shared/http/worker';
import { ManualScheduler } from '../support/scheduler';
import { outboxRecordsFor } from '../support/va-fixtures';

/**
 * Digital orders and postpaid bills on the money engine, against DynamoDB Local and the simulated
 * provider: the debit and the order in one move, the consumer finishing each order exactly once,
 * refunds only on a definite failure, and every refusal of the contract.
 */
/**
 * One scheduler is the simulated provider's time (its processing, a fault's delay) and the time the
 * service's provider client counts its timeout on: the tests move it, nothing waits for it.
 */
const providerTime = new ManualScheduler();
const simulator = useGatewaySimulator({ scheduler: providerTime });
const PROVIDER_TIMEOUT_MS = 800;

const savedTimeout = process.env.PROVIDER_TIMEOUT_MS;
beforeAll(() => {
  // The service's provider is built from the variables, as in a function, with a short timeout
  // counted on the consumer's unit of work: consume() runs it on providerTime.
  process.env.PROVIDER_TIMEOUT_MS = String(PROVIDER_TIMEOUT_MS);
});

afterAll(() => {
  if (savedTimeout === undefined) delete process.env.PROVIDER_TIMEOUT_MS;
  else process.env.PROVIDER_TIMEOUT_MS = savedTimeout;
});

afterEach(() => {
  useClock(undefined);
  simulator().faults.clear();
});

const TSEL10 = findProduct('TSEL10')!;
const harga = (kode: string, markup?: number) =>
  digitalPriceFor(findProduct(kode)!, { digital_markup_idr: markup }).harga;
let phoneCounter = 0;
/** A fresh Telkomsel number (0812...) ending with `suffix`, so tests never share a duplicate-order window. */
const telkomsel = (suffix = '') => {
  phoneCounter += 1;
  const body = `0812${String(Date.now() % 1_000_000).padStart(6, '0')}${String(phoneCounter % 100).padStart(2, '0')}`;
  return suffix === '' ? body : `${body.slice(0, body.length - suffix.length)}${suffix}`;
};

function order(merchant: MerchantFixture, body: Record<string, unknown>, key = `ord-${randomUUID()}`) {
  return invoke('createDigitalOrder', { auth: merchant.auth, body, headers: { 'x-idempotency-key': key } });
}

/** The orders queue's consumer, as SQS invokes it, its provider calls counted on providerTime. */
async function consume(...partnerReffs: string[]) {
  setWorkerClock(undefined, providerTime);
  const event = {
    Records: partnerReffs.map((reff, index) => ({
      messageId: `m-${index}-${reff}`,
      body: JSON.stringify({ partner_reff: reff }),
    })),
  } as unknown as SQSEvent;
  return ordersConsumer(event);
}

async function expectBalanced() {
  expect((await auditLedger()).problems).toEqual([]);
}

describe('POST /tv/orders and the orders queue', () => {
  it('debits at once (202 pending, saldo_owner), queues the order, and the consumer finishes it with sn and order.success', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 100_000 });
    const refId = `INV-${randomUUID().slice(0, 8)}`;
    const tujuan = telkomsel();
    const created = await order(merchant, { ref_id: refId, kode_produk: 'tsel10', tujuan });
    const price = harga('TSEL10');
    expect(created.status).toBe(202);
    expect(created.body).toEqual({
      ok: true,
      data: expect.objectContaining({
        ref_id: refId,
        status: 'pending',
        kode_produk: 'TSEL10',
        tujuan,
        harga: price,
        sn: null,
        saldo_owner: 100_000 - price,
        type: 'digital',
        tv_order_id: expect.any(Number),
      }),
    });
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 100_000 - price,
      held: price,
      pending_settlement: 0,
    });
    const reff = orderReff(merchant.merchantId, refId);
    expect(await drainQueue('orders')).toContainEqual({ partner_reff: reff });

    expect(await consume(reff)).toEqual({ batchItemFailures: [] });
    const read = await invoke('getDigitalOrder', { auth: merchant.auth, params: { ref_id: refId } });
    expect(read.body.data).toMatchObject({
      status: 'success',
      sn: expect.stringMatching(/\S+/),
      saldo_owner: 100_000 - price,
      finished_at: expect.any(String),
    });
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 100_000 - price,
      held: 0,
      pending_settlement: 0,
    });
    const events = (await outboxRecordsFor(reff)).map((record) => record.event).sort();
    expect(events).toEqual(['order.pending', 'order.success']);
    const success = (await outboxRecordsFor(reff)).find((record) => record.event === 'order.success')!;
    expect(JSON.parse(success.body)).toEqual({
      event: 'order.success',
      ref_id: refId,
      order: expect.objectContaining({ ref_id: refId, status: 'success' }),
    });

    const list = await invoke('listTransactions', { auth: merchant.auth, query: {} });
    expect(list.body.data[0]).toMatchObject({
      partner_reff: reff,
      type: 'digital',
      status: 'paid',
      amount: price,
      total_fee: price - TSEL10.provider_price,
    });
    await expectBalanced();
  });

  it('refunds an order the provider refuses at once (tujuan ...0000), in the step that marks it failed', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 50_000 });
    const refId = `FAIL-${randomUUID().slice(0, 8)}`;
    const created = await order(merchant, { ref_id: refId, kode_produk: 'TSEL10', tujuan: telkomsel('0000') });
    expect(created.status).toBe(202);
    const reff = orderReff(merchant.merchantId, refId);
    await consume(reff);
    const read = await invoke('getDigitalOrder', { auth: merchant.auth, params: { ref_id: refId } });
    expect(read.body.data).toMatchObject({ status: 'failed', message: expect.any(String), sn: null });
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 50_000, held: 0, pending_settlement: 0 });
    expect((await outboxRecordsFor(reff)).map((record) => record.event).sort()).toEqual([
      'order.failed',
      'order.pending',
    ]);
    await expectBalanced();
  });

  it('keeps an order pending while the provider is processing (...2222), then finishes it on a later check', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 50_000 });
    const refId = `SLOW-${randomUUID().slice(0, 8)}`;
    await order(merchant, { ref_id: refId, kode_produk: 'TSEL10', tujuan: telkomsel('2222') });
    const reff = orderReff(merchant.merchantId, refId);
    await consume(reff);
    expect(await getTransaction(reff)).toMatchObject({ status: 'pending', order_checks: 1 });
    expect((await getBalance(merchant.merchantId))!.held).toBe(harga('TSEL10'));
    await providerTime.advance(SIMULATOR_DIGITAL_SUCCESS_AFTER_MS);
    await consume(reff);
    expect(await getTransaction(reff)).toMatchObject({ status: 'paid' });
    expect((await getBalance(merchant.merchantId))!.held).toBe(0);
    await expectBalanced();
  });

  it('waits for an unfinished order on the due index and never sends to its own queue', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 50_000 });
    const refId = `WAIT-${randomUUID().slice(0, 8)}`;
    await order(merchant, { ref_id: refId, kode_produk: 'TSEL10', tujuan: telkomsel('2222') });
    const reff = orderReff(merchant.merchantId, refId);
    const sentTo: unknown[] = [];
    const name = `orders-sends-${randomUUID()}`;
    (await sqs()).middlewareStack.add(
      (next) => async (args) => {
        sentTo.push((args.input as { QueueUrl?: unknown }).QueueUrl);
        return next(args);
      },
      { step: 'initialize', name },
    );
    const beforeMs = Date.now();
    try {
      await consume(reff);
    } finally {
      (await sqs()).middlewareStack.remove(name);
    }
    expect(await getTransaction(reff)).toMatchObject({ status: 'pending', order_checks: 1 });
    expect(sentTo).not.toContain(process.env[QUEUES.orders.envVar]);
    // Due again after the first re-check delay (2 s): the order sweep hands it to the queue then.
    const dueIds = async (atMs: number) =>
      (await listDueTransactions('order', atMs, 1_000)).items.map((tx) => tx.partner_reff);
    expect(await dueIds(beforeMs)).not.toContain(reff);
    expect(await dueIds(Date.now() + 2_000)).toContain(reff);
  });

  it('never refunds on a provider timeout: the order stays pending and held until a retry learns the outcome', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 50_000 });
    const refId = `TMO-${randomUUID().slice(0, 8)}`;
    await order(merchant, { ref_id: refId, kode_produk: 'TSEL10', tujuan: telkomsel() });
    const reff = orderReff(merchant.merchantId, refId);
    simulator().faults.add({ pathPrefix: '/v1/digital', status: null, delayMs: 1_500, remaining: 1 });
    const consumed = consume(reff);
    // The purchase is under way: the client's timeout runs and the simulator holds the request.
    await providerTime.waitForSleepers(1, 1_500);
    await providerTime.advance(PROVIDER_TIMEOUT_MS);
    await consumed;
    expect(await getTransaction(reff)).toMatchObject({ status: 'pending' });
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 50_000 - harga('TSEL10'),
      held: harga('TSEL10'),
      pending_settlement: 0,
    });
    // The provider ends the abandoned purchase once its delay is over, as a slow provider would.
    await providerTime.advance(1_500 - PROVIDER_TIMEOUT_MS);
    await consume(reff);
    expect(await getTransaction(reff)).toMatchObject({ status: 'paid' });
    const record = await fetch(`${simulator().url}/control/digital/orders/${reff}`).then(
      (response) => response.json() as Promise<any>,
    );
    expect(record.order.execution_count).toBe(1);
    await expectBalanced();
  });

  it('finishes an order once however often its message is delivered, even in parallel', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 50_000 });
    const refId = `DUP-${randomUUID().slice(0, 8)}`;
    await order(merchant, { ref_id: refId, kode_produk: 'XL10', tujuan: '081712345678' });
    const reff = orderReff(merchant.merchantId, refId);
    await Promise.all(Array.from({ length: 6 }, () => consume(reff)));
    await consume(reff, reff);
    expect((await outboxRecordsFor(reff)).filter((record) => record.event === 'order.success')).toHaveLength(1);
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 50_000 - harga('XL10'),
      held: 0,
      pending_settlement: 0,
    });
    await expectBalanced();
  });

  it('accepts exactly 10 of 30 parallel orders against a balance that covers 10', async () => {
    const price = harga('TSEL10');
    const merchant = await createMerchantFixture({ balanceIdr: price * 10 + price - 1 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        order(merchant, {
          ref_id: `PAR-${index}-${randomUUID().slice(0, 6)}`,
          kode_produk: 'TSEL10',
          tujuan: telkomsel(),
        }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(10);
    const refused = answers.filter((answer) => answer.status !== 202);
    expect(refused.map((answer) => answer.body.error)).toEqual(Array(20).fill('insufficient_balance'));
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: price - 1,
      held: price * 10,
      pending_settlement: 0,
    });
    await expectBalanced();
  });

  it('answers the same order for the same ref_id and body, 409 duplicate_ref_id for another body', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 50_000 });
    const refId = `REF-${randomUUID().slice(0, 8)}`;
    const tujuan = telkomsel();
    const first = await order(merchant, { ref_id: refId, kode_produk: 'TSEL10', tujuan });
    const again = await order(merchant, { ref_id: refId, kode_produk: 'TSEL10', tujuan });
    expect(again.status).toBe(202);
    expect(again.body.data.tv_order_id).toBe(first.body.data.tv_order_id);
    const other = await order(merchant, { ref_id: refId, kode_produk: 'TSEL5', tujuan });
    expect(other.status).toBe(409);
    expect(other.body.error).toBe('duplicate_ref_id');
    expect((await getBalance(merchant.merchantId))!.held).toBe(harga('TSEL10'));
  });

  it('refuses the same product to the same destination within 60 seconds (409), and takes it after', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 50_000 });
    const clock = new TestClock();
    useClock(clock);
    const tujuan = telkomsel();
    expect(
      (await order(merchant, { ref_id: `W1-${randomUUID().slice(0, 6)}`, kode_produk: 'TSEL5', tujuan })).status,
    ).toBe(202);
    clock.advanceSeconds(59);
    const twin = await order(merchant, { ref_id: `W2-${randomUUID().slice(0, 6)}`, kode_produk: 'TSEL5', tujuan });
    expect(twin.status).toBe(409);
    expect(twin.body.error).toBe('duplicate_recent_order');
    expect(
      (await order(merchant, { ref_id: `W3-${randomUUID().slice(0, 6)}`, kode_produk: 'TSEL10', tujuan })).status,
    ).toBe(202);
    clock.advanceSeconds(2);
    expect(
      (await order(merchant, { ref_id: `W4-${randomUUID().slice(0, 6)}`, kode_produk: 'TSEL5', tujuan })).status,
    ).toBe(202);
  });

  it.each<[string, Record<string, unknown>, number, string]>([
    ['an inactive product', { kode_produk: 'TSEL200', tujuan: '081234567890' }, 422, 'product_inactive'],
    ["another operator's number", { kode_produk: 'TSEL10', tujuan: '081712345678' }, 422, 'invalid_msisdn'],
    ['a number too short', { kode_produk: 'TSEL10', tujuan: '08123' }, 422, 'invalid_msisdn'],
    ['a game without its server id', { kode_produk: 'ML86', tujuan: '12345678' }, 422, 'validation_failed'],
    ['an unknown product', { kode_produk: 'NOPE1', tujuan: '081234567890' }, 422, 'validation_failed'],
    ['a postpaid product', { kode_produk: 'PLNPASCA', tujuan: '123456789012' }, 422, 'validation_failed'],
    ['an unknown field', { kode_produk: 'TSEL10', tujuan: '081234567890', extra: 1 }, 422, 'validation_failed'],
    [
      'a ref_id with spaces',
      { kode_produk: 'TSEL10', tujuan: '081234567890', ref_id: 'has space' },
      422,
      'validation_failed',
    ],
  ])('refuses %s with its 4xx envelope and moves no money', async (_label, body, status, error) => {
    const merchant = await createMerchantFixture({ balanceIdr: 50_000 });
    const response = await order(merchant, { ref_id: `BAD-${randomUUID().slice(0, 8)}`, ...body });
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject({ ok: false, error });
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 50_000, held: 0, pending_settlement: 0 });
  });

  it('needs X-Idempotency-Key, digital:create, and hides other merchants\u2019 orders (404)', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 50_000 });
    const noKey = await invoke('createDigitalOrder', {
      auth: merchant.auth,
      body: { ref_id: 'K1', kode_produk: 'TSEL10', tujuan: telkomsel() },
    });
    expect(noKey.status).toBe(422);
    const reader = await createMerchantFixture({ permissions: ['digital:read'] });
    expect((await order(reader, { ref_id: 'P1', kode_produk: 'TSEL10', tujuan: telkomsel() })).body.error).toBe(
      'permission_denied',
    );
    const refId = `MINE-${randomUUID().slice(0, 6)}`;
    await order(merchant, { ref_id: refId, kode_produk: 'TSEL10', tujuan: telkomsel() });
    const stranger = await createMerchantFixture();
    expect((await invoke('getDigitalOrder', { auth: stranger.auth, params: { ref_id: refId } })).status).toBe(404);
    expect((await invoke('getDigitalOrder', { auth: merchant.auth, params: { ref_id: 'NO-SUCH' } })).status).toBe(404);
  });

  it('reads the shared balance at GET /tv/balance: saldo is the available part', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 77_000 });
    expect((await invoke('digitalBalance', { auth: merchant.auth })).body).toEqual({
      ok: true,
      data: { saldo: 77_000, currency: 'IDR', held: 0, pending_settlement: 0 },
    });
  });

  it('shows where the rest of the money is: held for payouts and pending settlement, from the merchant balance', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 77_000 });
    // What a payout in flight and a paid, unsettled QR leave on the balance item, written behind the
    // ledger's back and put back afterwards: the table is shared, and other tests audit all of it.
    const setParts = (held: number, pending: number) =>
      ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.balance(merchant.merchantId),
          UpdateExpression: 'SET held = :held, pending_settlement = :pending',
          ExpressionAttributeValues: { ':held': held, ':pending': pending },
        }),
      );
    await setParts(103_500, 49_500);
    try {
      const response = await invoke('digitalBalance', { auth: merchant.auth });
      expect(response.body).toEqual({
        ok: true,
        data: { saldo: 77_000, currency: 'IDR', held: 103_500, pending_settlement: 49_500 },
      });
    } finally {
      await setParts(0, 0);
    }
  });
});

describe('postpaid bills (PPOB)', () => {
  async function inquire(merchant: MerchantFixture, tujuan: string, kode = 'PLNPASCA') {
    return invoke('ppobInquiry', { auth: merchant.auth, body: { kode_produk: kode, tujuan } });
  }
  const pay = (merchant: MerchantFixture, body: Record<string, unknown>) =>
    invoke('ppobOrder', { auth: merchant.auth, body, headers: { 'x-idempotency-key': `ppob-${randomUUID()}` } });

  it('inquires a bill (no money moves), pays its total once, and emits ppob.paid', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 1_000_000 });
    const bill = await inquire(merchant, '512345678901');
    expect(bill.status).toBe(200);
    const data = bill.body.data;
    expect(data).toMatchObject({
      inquiry_id: expect.any(Number),
      customer_name: expect.any(String),
      tagihan: expect.any(Number),
      admin: harga('PLNPASCA'),
      due_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(data.total).toBe(data.tagihan + data.admin);
    expect(data.tagihan).toBeGreaterThanOrEqual(50_000);
    expect(data.tagihan).toBeLessThanOrEqual(500_000);
    expect((await getBalance(merchant.merchantId))!.available).toBe(1_000_000);

    const refId = `BILL-${randomUUID().slice(0, 8)}`;
    const paid = await pay(merchant, { ref_id: refId, inquiry_id: data.inquiry_id });
    expect(paid.status).toBe(202);
    expect(paid.body.data).toMatchObject({
      type: 'ppob',
      status: 'pending',
      harga: data.total,
      saldo_owner: 1_000_000 - data.total,
    });
    const reff = orderReff(merchant.merchantId, refId);
    await consume(reff);
    expect(await getTransaction(reff)).toMatchObject({ type: 'ppob', status: 'paid' });
    expect((await outboxRecordsFor(reff)).map((record) => record.event).sort()).toEqual(['order.pending', 'ppob.paid']);
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 1_000_000 - data.total,
      held: 0,
      pending_settlement: 0,
    });

    const reused = await pay(merchant, { ref_id: `BILL2-${randomUUID().slice(0, 6)}`, inquiry_id: data.inquiry_id });
    expect(reused.status).toBe(422);
    expect(reused.body.error).toBe('inquiry_used');
    await expectBalanced();
  });

  it('answers 404 when there is no bill, and 422 inquiry_expired after 30 minutes', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 1_000_000 });
    const none = await inquire(merchant, '512345670000');
    expect(none.status).toBe(404);
    expect(none.body.error).toBe('not_found');
    const clock = new TestClock();
    useClock(clock);
    const bill = await inquire(merchant, '512345678902');
    clock.advanceSeconds(30 * 60);
    const late = await pay(merchant, {
      ref_id: `LATE-${randomUUID().slice(0, 6)}`,
      inquiry_id: bill.body.data.inquiry_id,
    });
    expect(late.status).toBe(422);
    expect(late.body.error).toBe('inquiry_expired');
    expect((await getBalance(merchant.merchantId))!.available).toBe(1_000_000);
    const stranger = await createMerchantFixture({ balanceIdr: 1_000_000 });
    expect((await pay(stranger, { ref_id: 'X', inquiry_id: bill.body.data.inquiry_id })).status).toBe(404);
  });
});
