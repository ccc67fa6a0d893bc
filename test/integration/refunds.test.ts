import { createHmac } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import { DEFAULT_REFUND_CALLBACK_DELAY_MS } from '../../local/simulator/refunds';
import { advanceClock, resetClock } from '../../shared/clock';
import { REFUND_ORIGINAL_WINDOW_DAYS } from '../../shared/channels/refunds/limits';
import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { auditLedger } from '../../shared/store/ledger';
import { getBalance, updateMerchant } from '../../shared/store/merchants';
import { adminAdjustBalance } from '../../shared/operations/admin';
import { adminCreateClient } from '../../shared/operations/admin-clients';
import { dispatchDelivery } from '../../shared/operations/webhooks';
import { closeServer, listenOnFreePort } from '../support/http';
import { expireDue, settleDue } from '../../shared/operations/sweeps';
import { useGatewaySimulator } from '../support/gateway';
import {
  adjustment,
  createMerchantFixture,
  earlierDays,
  expectBalanced,
  invoke,
  postingsOf,
  TestClock,
  useClock,
  valueOf,
  type MerchantFixture,
} from '../support/harness';
import { ManualScheduler } from '../support/scheduler';
import { member, paidCashin, paidQr, refund, refundById, refundsOf, transactionOf } from '../support/refund-fixtures';
import { outboxRecordsFor } from '../support/va-fixtures';

/**
 * Refunds back on the payment's rail (QRIS, e-wallet cash-in; DESIGN 15) through the API, against
 * DynamoDB Local and the gateway simulator: the rules and their errors, the money (hold, post, void,
 * nothing else), the payment's views and events, the webhooks, and the audit after every test.
 */
/** The simulator's time: a pending refund succeeds, and calls back, only as a test moves it. */
const simulatorTime = new ManualScheduler();
const gateway = useGatewaySimulator({ scheduler: simulatorTime });
/** Clocks on days long past, each test's before the last one's: nothing a test leaves due is due for a later one. */
const pastClock = earlierDays(Date.parse('2001-06-01T10:00:00+07:00'));

afterEach(async () => {
  useClock(undefined);
  gateway().faults.clear();
  await expectBalanced();
});

afterAll(async () => {
  // What the file's QRs and cash-ins left due on their past days ends, as it would for a merchant.
  await expireDue(new TestClock(Date.now()));
  await settleDue(new TestClock(Date.now()));
});

/**
 * A merchant with available money to refund from, and a paid QR of 100,000 (its money still pending
 * settlement), paid now on `clock` (the wall clock unless a test passes the one it set).
 */
async function merchantWithPaidQr(balanceIdr = 1_000_000, clock?: TestClock) {
  const merchant = await createMerchantFixture({ balanceIdr });
  const reff = await paidQr(gateway(), merchant, 100_000, clock?.nowMs());
  return { merchant, reff };
}

/** The simulator's pending refund succeeds and its signed callback is applied, as the callbacks worker would. */
async function succeedAtGateway(refundId: string): Promise<void> {
  await simulatorTime.advance(DEFAULT_REFUND_CALLBACK_DELAY_MS);
  const callback = await gateway().callbackFor(refundId);
  expect(callback).toMatchObject({ event: 'refund.succeeded', refund_id: refundId });
  await applyGatewayCallback(callback, Date.now());
}

async function balanceOf(merchant: MerchantFixture) {
  const balance = await getBalance(merchant.merchantId);
  if (balance === undefined) throw new Error('the merchant has no balance');
  return balance;
}

describe('POST /transactions/{partner_reff}/refunds, back on the rail', () => {
  it('answers 201 pending, holds the amount from available, and succeeds by the signed callback about a second later', async () => {
    const { merchant, reff } = await merchantWithPaidQr();
    const before = await balanceOf(merchant);
    const answer = await refund(merchant, reff, { amount: 40_000, reason: 'Item out of stock' });
    expect(answer.status).toBe(201);
    expect(answer.body).toEqual({
      ok: true,
      refund: {
        refund_id: expect.stringMatching(/^RF-\d{8}-[0-9A-Z]{12}$/),
        partner_reff: reff,
        amount: 40_000,
        fee: 0,
        reason: 'Item out of stock',
        status: 'pending',
        method: 'original',
        destination: null,
        created_at: expect.stringMatching(/\+07:00$/),
        completed_at: null,
        failure_reason: null,
      },
    });
    const refundId = answer.body.refund.refund_id as string;
    expect(await balanceOf(merchant)).toEqual({ ...before, available: before.available - 40_000, held: 40_000 });
    await succeedAtGateway(refundId);
    expect(await balanceOf(merchant)).toEqual({ ...before, available: before.available - 40_000, held: 0 });
    expect((await refundById(merchant, refundId)).body.refund).toMatchObject({
      status: 'succeeded',
      completed_at: expect.stringMatching(/\+07:00$/),
    });
  });

  it("keeps the payment's status and shows refunded_amount, refund_status and the refund events on it", async () => {
    const { merchant, reff } = await merchantWithPaidQr();
    expect(await transactionOf(merchant, reff)).toMatchObject({
      status: 'paid',
      refunded_amount: 0,
      refund_status: 'none',
    });
    const first = (await refund(merchant, reff, { amount: 30_000, reason: 'Partial' })).body.refund;
    expect(await transactionOf(merchant, reff)).toMatchObject({ refunded_amount: 30_000, refund_status: 'partial' });
    await succeedAtGateway(first.refund_id);
    const second = (await refund(merchant, reff, { amount: 70_000, reason: 'The rest' })).body.refund;
    await succeedAtGateway(second.refund_id);
    const detail = await transactionOf(merchant, reff);
    expect(detail).toMatchObject({ status: 'paid', amount: 100_000, refunded_amount: 100_000, refund_status: 'full' });
    const types = detail.events.map((event: { event_type: string }) => event.event_type);
    expect(types).toEqual([
      'created',
      'callback_received',
      'refund_requested',
      'refund_succeeded',
      'refund_requested',
      'refund_succeeded',
    ]);
    expect(detail.events.at(-1)).toMatchObject({ from: 'paid', to: 'paid', source: 'gateway_callback' });
    const list = await invoke('listTransactions', { auth: merchant.auth });
    expect(list.body.data.find((item: { partner_reff: string }) => item.partner_reff === reff)).toMatchObject({
      refunded_amount: 100_000,
      refund_status: 'full',
    });
  });

  it('lists the refunds of a payment newest first, and reads one by its id', async () => {
    const { merchant, reff } = await merchantWithPaidQr();
    const ids: string[] = [];
    for (const amount of [10_000, 20_000, 30_000])
      ids.push((await refund(merchant, reff, { amount, reason: `part ${amount}` })).body.refund.refund_id);
    const listed = await refundsOf(merchant, reff);
    expect(listed.status).toBe(200);
    expect(listed.body.data.map((item: { refund_id: string }) => item.refund_id)).toEqual([...ids].reverse());
    const one = await refundById(merchant, ids[1]!);
    expect(one.status).toBe(200);
    expect(one.body.refund).toMatchObject({ refund_id: ids[1], amount: 20_000, partner_reff: reff });
    for (const id of ids) await succeedAtGateway(id);
  });
});

describe('refunds of an e-wallet cash-in', () => {
  it('go back on the rail too, and a dashboard refund sends its webhook to the payment client', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const finance = await member(merchant.merchantId, 'finance');
    const reff = await paidCashin(gateway(), finance, 100_000);
    const answer = await invoke('dashboardCreateRefund', {
      claims: finance.claims,
      params: { partner_reff: reff },
      body: { amount: 100_000, reason: 'Cancelled order' },
    });
    expect(answer.status).toBe(201);
    expect(answer.body.refund).toMatchObject({ method: 'original', status: 'pending', fee: 0 });
    await succeedAtGateway(answer.body.refund.refund_id);
    const [webhook] = (await outboxRecordsFor(reff)).filter((record) => record.event === 'refund.succeeded');
    expect(webhook).toMatchObject({ client_id: merchant.clientId });
    expect(await transactionOf(merchant, reff)).toMatchObject({ type: 'ewallet_cashin', refund_status: 'full' });
  });
});

describe('what can be refunded', () => {
  it('refunds the whole amount in several parts, and refuses a part beyond what is left with 422 refund_exceeds_refundable', async () => {
    const { merchant, reff } = await merchantWithPaidQr();
    expect((await refund(merchant, reff, { amount: 60_000, reason: 'one' })).status).toBe(201);
    const beyond = await refund(merchant, reff, { amount: 40_001, reason: 'two' });
    expect(beyond.status).toBe(422);
    expect(beyond.body).toMatchObject({ ok: false, error: 'refund_exceeds_refundable' });
    expect(beyond.body.message).toMatch(/40000/);
    expect((await refund(merchant, reff, { amount: 40_000, reason: 'two' })).status).toBe(201);
    const more = await refund(merchant, reff, { amount: 1, reason: 'three' });
    expect(more.body.error).toBe('refund_exceeds_refundable');
    for (const item of (await refundsOf(merchant, reff)).body.data) await succeedAtGateway(item.refund_id);
  });

  it('refunds a settled payment as a paid one', async () => {
    const clock = pastClock();
    useClock(clock);
    const { merchant, reff } = await merchantWithPaidQr(1_000_000, clock);
    clock.advanceSeconds(2 * 86_400);
    await settleDue(clock);
    expect((await transactionOf(merchant, reff)).status).toBe('settled');
    const answer = await refund(merchant, reff, { amount: 10_000, reason: 'after settlement' });
    expect(answer.status).toBe(201);
    expect(await transactionOf(merchant, reff)).toMatchObject({ status: 'settled', refund_status: 'partial' });
    await succeedAtGateway(answer.body.refund.refund_id);
  });

  it('allows an original refund up to 30 days after paid_at and answers 422 refund_window_expired after, on the service clock', async () => {
    const clock = pastClock();
    useClock(clock);
    const { merchant, reff } = await merchantWithPaidQr(1_000_000, clock);
    clock.advanceSeconds(REFUND_ORIGINAL_WINDOW_DAYS * 86_400);
    const inside = await refund(merchant, reff, { amount: 10_000, reason: 'day 30' });
    expect(inside.status).toBe(201);
    clock.advanceSeconds(1);
    const outside = await refund(merchant, reff, { amount: 10_000, reason: 'day 30 and a second' });
    expect(outside.status).toBe(422);
    expect(outside.body.error).toBe('refund_window_expired');
    await succeedAtGateway(inside.body.refund.refund_id);
  });

  it('moves the window with the sandbox clock (POST /sandbox/v1/clock/advance moves the service clock)', async () => {
    const { merchant, reff } = await merchantWithPaidQr();
    try {
      advanceClock((REFUND_ORIGINAL_WINDOW_DAYS + 1) * 86_400);
      const answer = await refund(merchant, reff, { amount: 10_000, reason: 'a month later' });
      expect(answer.body.error).toBe('refund_window_expired');
    } finally {
      resetClock();
    }
  });

  it.each([
    ['a QR still waiting for payment', 'waiting'],
    ['an expired QR', 'expired'],
    ['a bank transfer payout', 'payout'],
    ['an operator adjustment', 'adjustment'],
  ])('answers 422 refund_not_allowed for %s, and holds nothing', async (_what, kind) => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await unrefundable(merchant, kind);
    const before = await balanceOf(merchant);
    const answer = await refund(merchant, reff, { amount: 10_000, reason: 'no' });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('refund_not_allowed');
    expect(await balanceOf(merchant)).toEqual(before);
  });

  it('answers 422 insufficient_balance and holds nothing when available is short, never using money pending settlement', async () => {
    const { merchant, reff } = await merchantWithPaidQr(0);
    const before = await balanceOf(merchant);
    expect(before.pending_settlement).toBeGreaterThan(50_000);
    const answer = await refund(merchant, reff, { amount: 50_000, reason: 'no money yet' });
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('insufficient_balance');
    expect(await balanceOf(merchant)).toEqual(before);
    expect(await transactionOf(merchant, reff)).toMatchObject({ refunded_amount: 0, refund_status: 'none' });
    expect((await refundsOf(merchant, reff)).body.data).toEqual([]);
  });

  it("does not return the payment's fees: a full refund takes the whole amount from the merchant, and no fee leaves revenue", async () => {
    const { merchant, reff } = await merchantWithPaidQr(1_000_000);
    const fees = computeFees(100_000, resolveFeeRule('qris'));
    const answer = await refund(merchant, reff, { amount: 100_000, reason: 'all of it' });
    await succeedAtGateway(answer.body.refund.refund_id);
    expect(await balanceOf(merchant)).toEqual({
      available: 1_000_000 - 100_000,
      held: 0,
      pending_settlement: fees.net_amount,
    });
    const postings = await postingsOf(merchant.merchantId);
    const refundLegs = postings.filter((posting) => posting.reference.startsWith(answer.body.refund.refund_id));
    expect(refundLegs.map((posting) => [posting.from.split(':').pop(), posting.to, posting.amount]).sort()).toEqual([
      ['available', `merchant:${merchant.merchantId}:held`, 100_000],
      ['held', 'system:gateway_clearing', 100_000],
    ]);
  });
});

describe('a refund the gateway rejects', () => {
  it('answers 201 failed with the reason, releases the hold and gives the amount back to refund', async () => {
    const { merchant, reff } = await merchantWithPaidQr();
    const before = await balanceOf(merchant);
    const answer = await refund(merchant, reff, { amount: 100_000, reason: 'Test [fail]' });
    expect(answer.status).toBe(201);
    expect(answer.body.refund).toMatchObject({
      status: 'failed',
      failure_reason: 'The gateway rejected the refund',
      completed_at: expect.any(String),
    });
    expect(await balanceOf(merchant)).toEqual(before);
    expect(await transactionOf(merchant, reff)).toMatchObject({ refunded_amount: 0, refund_status: 'none' });
    const types = (await transactionOf(merchant, reff)).events.map((event: { event_type: string }) => event.event_type);
    expect(types.slice(-2)).toEqual(['refund_requested', 'refund_failed']);
    const [webhook] = (await outboxRecordsFor(reff)).filter((record) => record.event === 'refund.failed');
    expect(JSON.parse(webhook!.body)).toEqual({
      event: 'refund.failed',
      refund: answer.body.refund,
      partner_reff: reff,
    });
    const again = await refund(merchant, reff, { amount: 100_000, reason: 'second try' });
    expect(again.status).toBe(201);
    await succeedAtGateway(again.body.refund.refund_id);
  });
});

describe('who may refund what', () => {
  it("answers 404 not_found for an unknown payment, another merchant's payment, and another merchant's refund", async () => {
    const { merchant, reff } = await merchantWithPaidQr();
    const other = await createMerchantFixture({ balanceIdr: 500_000 });
    expect((await refund(merchant, 'QR-20260101-NOSUCHTHING1', { amount: 1, reason: 'x' })).status).toBe(404);
    const foreign = await refund(other, reff, { amount: 10_000, reason: 'not mine' });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'not_found']);
    expect((await refundsOf(other, reff)).status).toBe(404);
    const mine = (await refund(merchant, reff, { amount: 10_000, reason: 'mine' })).body.refund.refund_id as string;
    expect((await refundById(other, mine)).body.error).toBe('not_found');
    expect((await refundById(merchant, 'RF-20260101-NOSUCHREFUND')).status).toBe(404);
    await succeedAtGateway(mine);
  });

  it('needs refund:create to refund and qris:read to read refunds (403 permission_denied)', async () => {
    const owner = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await paidQr(gateway(), owner);
    const created = valueOf(
      await adminCreateClient(
        owner.merchantId,
        { permissions: ['qris:create'], callback_url: null },
        { nowMs: Date.now },
      ),
    ).client as { client_id: string; client_secret: string };
    const auth = { clientId: created.client_id, clientSecret: created.client_secret };
    const denied = await invoke('createRefund', {
      auth,
      params: { partner_reff: reff },
      body: { amount: 1, reason: 'x' },
    });
    expect([denied.status, denied.body.error]).toEqual([403, 'permission_denied']);
    expect((await invoke('listRefunds', { auth, params: { partner_reff: reff } })).status).toBe(403);
    expect((await invoke('getRefund', { auth, params: { refund_id: 'RF-1' } })).status).toBe(403);
  });

  it('answers 403 kyc_required for a merchant that is not KYC verified', async () => {
    const { merchant, reff } = await merchantWithPaidQr();
    await updateMerchant(merchant.merchantId, { kyc_status: 'unverified' });
    const answer = await refund(merchant, reff, { amount: 10_000, reason: 'unverified' });
    expect([answer.status, answer.body.error]).toEqual([403, 'kyc_required']);
  });
});

describe('bad input never gives a 5xx', () => {
  it.each([
    ['amount zero', { amount: 0, reason: 'x' }],
    ['a negative amount', { amount: -5, reason: 'x' }],
    ['a fractional amount', { amount: 10.5, reason: 'x' }],
    ['an amount as text', { amount: '10000', reason: 'x' }],
    ['an amount past safe integers', { amount: 2 ** 60, reason: 'x' }],
    ['no reason', { amount: 10_000 }],
    ['a blank reason', { amount: 10_000, reason: '   ' }],
    ['a reason of 201 characters', { amount: 10_000, reason: 'x'.repeat(201) }],
    ['an unknown field', { amount: 10_000, reason: 'x', currency: 'IDR' }],
    [
      'a destination for a refund back on the rail',
      { amount: 10_000, reason: 'x', destination: { type: 'bank', bank_code: '014', account_number: '1234567890' } },
    ],
    ['a PIN for a refund back on the rail', { amount: 10_000, reason: 'x', pin: '123456' }],
    ['a malformed destination', { amount: 10_000, reason: 'x', destination: { type: 'cash' } }],
    ['a PIN of letters', { amount: 10_000, reason: 'x', pin: 'abcdef' }],
  ])('answers 422 validation_failed for %s', async (_what, body) => {
    const { merchant, reff } = await merchantWithPaidQr();
    const answer = await refund(merchant, reff, body);
    expect([answer.status, answer.body.error]).toEqual([422, 'validation_failed']);
    expect(await transactionOf(merchant, reff)).toMatchObject({ refunded_amount: 0 });
  });

  it('answers bad JSON, a body that is not an object and an oversized reference with 4xx envelopes', async () => {
    const { merchant, reff } = await merchantWithPaidQr();
    const params = { partner_reff: reff };
    for (const rawBody of ['{', '[]', '"refund"', 'null']) {
      const answer = await invoke('createRefund', { auth: merchant.auth, params, rawBody });
      expect(answer.status).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
    }
    const long = await refund(merchant, 'Q'.repeat(300), { amount: 1, reason: 'x' });
    expect(long.status).toBe(422);
    expect((await refundById(merchant, 'R'.repeat(65))).status).toBe(422);
  });
});

describe('idempotency', () => {
  it('replays the stored answer for the same key and body, and refuses the key with another body (409)', async () => {
    const { merchant, reff } = await merchantWithPaidQr();
    const headers = { 'X-Idempotency-Key': `refund-${reff}` };
    const first = await refund(merchant, reff, { amount: 25_000, reason: 'once' }, headers);
    const again = await refund(merchant, reff, { amount: 25_000, reason: 'once' }, headers);
    expect(again.status).toBe(201);
    expect(again.headers['x-idempotency-replay']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect((await refundsOf(merchant, reff)).body.data).toHaveLength(1);
    const other = await refund(merchant, reff, { amount: 26_000, reason: 'once' }, headers);
    expect([other.status, other.body.error]).toEqual([409, 'idempotency_key_conflict']);
    await succeedAtGateway(first.body.refund.refund_id);
  });
});

describe('the webhooks and the feeds', () => {
  it('sends refund.succeeded signed with the secret of the client that asked, to its callback URL', async () => {
    const received: Array<{ headers: IncomingHttpHeaders; raw: string }> = [];
    const server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, raw: Buffer.concat(chunks).toString('utf8') });
        res.writeHead(200).end();
      });
    });
    const port = await listenOnFreePort(server);
    try {
      const merchant = await createMerchantFixture({
        balanceIdr: 500_000,
        callbackUrl: `http://127.0.0.1:${port}/hooks`,
      });
      const reff = await paidQr(gateway(), merchant);
      const refundId = (await refund(merchant, reff, { amount: 5_000, reason: 'signed' })).body.refund.refund_id;
      await succeedAtGateway(refundId);
      const [outbox] = (await outboxRecordsFor(reff)).filter((record) => record.event === 'refund.succeeded');
      expect(outbox).toMatchObject({ client_id: merchant.clientId, partner_reff: reff });
      expect((await dispatchDelivery(outbox!.id, { nowMs: () => Date.now() }))?.delivery.state).toBe('delivered');
      const [delivery] = received;
      expect(delivery!.headers['x-webhook-event']).toBe('refund.succeeded');
      const signature = createHmac('sha256', merchant.clientSecret).update(delivery!.raw, 'utf8').digest('hex');
      expect(delivery!.headers['x-webhook-signature']).toBe(signature);
      expect(JSON.parse(delivery!.raw)).toMatchObject({
        event: 'refund.succeeded',
        partner_reff: reff,
        refund: { refund_id: refundId, status: 'succeeded', amount: 5_000 },
      });
      const log = await invoke('listWebhookDeliveries', { auth: merchant.auth });
      expect(log.body.data.map((item: { event: string }) => item.event)).toContain('refund.succeeded');
    } finally {
      await closeServer(server);
    }
  });

  it('lists the refund events in the event feed and the refund columns in the CSV export', async () => {
    const { merchant, reff } = await merchantWithPaidQr();
    const ok = (await refund(merchant, reff, { amount: 30_000, reason: 'feed' })).body.refund.refund_id;
    await succeedAtGateway(ok);
    await refund(merchant, reff, { amount: 10_000, reason: 'feed [fail]' });
    const feed = await invoke('listEvents', { auth: merchant.auth });
    const events = feed.body.data.filter((event: { partner_reff: string }) => event.partner_reff === reff);
    expect(events.map((event: { event: string }) => event.event)).toEqual([
      'refund.failed',
      'refund.succeeded',
      'transaction.paid',
    ]);
    expect(events[2].payload.transaction).toMatchObject({ refunded_amount: 0, refund_status: 'none' });
    expect(events[1].payload).toMatchObject({ event: 'refund.succeeded', refund: { refund_id: ok } });
    const csv = await invoke('exportTransactions', { auth: merchant.auth });
    const lines = String(csv.body).split('\r\n');
    expect(lines[0]).toBe(
      'partner_reff,type,status,amount,total_fee,net_amount,created_at,paid_at,description,refunded_amount,refund_status',
    );
    const row = lines.find((line) => line.startsWith(`${reff},`))!.split(',');
    expect(row.slice(-2)).toEqual(['30000', 'partial']);
  });
});

describe('the ledger audit', () => {
  it('counts the refunds still pending and what they hold, and stays balanced while they are held', async () => {
    const { merchant, reff } = await merchantWithPaidQr();
    const refundId = (await refund(merchant, reff, { amount: 12_345, reason: 'audit' })).body.refund.refund_id;
    const report = await auditLedger();
    expect(report.balanced).toBe(true);
    expect(report.refunds.pending).toBeGreaterThanOrEqual(1);
    expect(report.refunds.held_idr).toBeGreaterThanOrEqual(12_345);
    const audit = await invoke('adminAudit', { headers: { authorization: 'Bearer test-admin-token' } });
    expect(audit.body.refunds.pending).toBeGreaterThanOrEqual(1);
    await succeedAtGateway(refundId);
    expect((await auditLedger()).refunds.awaiting_outcome.map((item) => item.refund_id)).not.toContain(refundId);
  });
});

/** A transaction of the merchant that is no payment a refund may take. */
async function unrefundable(merchant: MerchantFixture, kind: string): Promise<string> {
  if (kind === 'waiting' || kind === 'expired') {
    const clock = pastClock();
    useClock(clock);
    const created = await invoke('createQris', { auth: merchant.auth, body: { amount: 50_000 } });
    const reff = created.body.transaction.partner_reff as string;
    if (kind === 'expired') {
      clock.advanceSeconds(31 * 60);
      await expireDue(clock);
    }
    return reff;
  }
  if (kind === 'payout') {
    const inquiry = await invoke('transferInquiry', {
      auth: merchant.auth,
      body: { amount: 50_000, bank_code: '014', account_number: '1234567890' },
    });
    const reff = inquiry.body.transaction.partner_reff as string;
    await invoke('transferConfirm', { auth: merchant.auth, body: { partner_reff: reff, pin: '123456' } });
    return reff;
  }
  const adjusted = valueOf(
    await adminAdjustBalance(adjustment(merchant.merchantId, 5_000, 'bonus', { nowMs: Date.now })),
  );
  return adjusted.transaction.partner_reff;
}
