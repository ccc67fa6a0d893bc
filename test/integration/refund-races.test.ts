import fc from 'fast-check';
import { DEFAULT_REFUND_CALLBACK_DELAY_MS } from '../../local/simulator/refunds';
import { holdRefund } from '../../shared/channels/refunds/money';
import { reconcileRefunds } from '../../shared/channels/refunds/reconcile';
import { getRefund } from '../../shared/channels/refunds/store';
import { refundableOf } from '../../shared/domain/refunds';
import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { HttpGateway } from '../../shared/gateway/http-gateway';
import { readBalanceShards } from '../../shared/store/balances';
import { withFixedAnswerAt } from '../support/http';
import type { GatewayCallback } from '../../shared/gateway/port';
import { newPartnerReff } from '../../shared/ids';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { settleDue } from '../../shared/operations/sweeps';
import { keys, shardOf } from '../../shared/store/keys';
import { getBalance } from '../../shared/store/merchants';
import { listSuspenseEntries } from '../../shared/store/suspense';
import { getTransaction } from '../../shared/store/transactions';
import { useGatewaySimulator } from '../support/gateway';
import {
  createMerchantFixture,
  expectBalanced,
  postingsOf,
  TestClock,
  useClock,
  type MerchantFixture,
} from '../support/harness';
import { ManualScheduler } from '../support/scheduler';
import { sized } from '../support/size';
import { setWriteFaultInjector } from '../support/write-faults';
import { paidQr, refund, refundById, transactionOf } from '../support/refund-fixtures';

/**
 * Refunds under concurrency and disorder: parallel refunds of one payment never take more than was
 * paid, the refundable amount holds for any sequence of refunds (a property), duplicate and
 * out-of-order gateway callbacks end a refund once, an unknown outcome stays held until
 * reconciliation learns it, and a refund races a settlement. The audit is balanced after each test.
 */
const simulatorTime = new ManualScheduler();
const gateway = useGatewaySimulator({ scheduler: simulatorTime });
const PAID_IDR = 100_000;

afterEach(async () => {
  setWriteFaultInjector(undefined);
  useClock(undefined);
  gateway().faults.clear();
  await expectBalanced();
});

async function merchantWithPaidQr(balanceIdr = 1_000_000): Promise<{ merchant: MerchantFixture; reff: string }> {
  const merchant = await createMerchantFixture({ balanceIdr });
  return { merchant, reff: await paidQr(gateway(), merchant, PAID_IDR) };
}

/** Every pending refund of the simulator succeeds; each callback is applied once. */
async function succeedAll(refundIds: readonly string[]): Promise<void> {
  await simulatorTime.advance(DEFAULT_REFUND_CALLBACK_DELAY_MS);
  for (const refundId of refundIds) await applyGatewayCallback(await gateway().callbackFor(refundId), Date.now());
}

async function heldOf(merchant: MerchantFixture): Promise<number> {
  return (await getBalance(merchant.merchantId))!.held;
}

describe('parallel refunds of one payment', () => {
  it('never refund more than was paid: of 10 at once, those that fit are held and the rest are 422 refund_exceeds_refundable', async () => {
    const { merchant, reff } = await merchantWithPaidQr();
    const amounts = [15_000, 25_000, 5_000, 30_000, 20_000, 10_000, 35_000, 12_000, 8_000, 40_000];
    const answers = await Promise.all(amounts.map((amount) => refund(merchant, reff, { amount, reason: 'parallel' })));
    const held = answers.flatMap((answer, index) => (answer.status === 201 ? [amounts[index]!] : []));
    for (const answer of answers) expect([201, 422]).toContain(answer.status);
    for (const answer of answers.filter((item) => item.status === 422))
      expect(answer.body.error).toBe('refund_exceeds_refundable');
    const total = held.reduce((sum, amount) => sum + amount, 0);
    expect(total).toBeLessThanOrEqual(PAID_IDR);
    // Whatever was refused was refused because it no longer fitted.
    for (const [index, answer] of answers.entries())
      if (answer.status === 422) expect(total + amounts[index]!).toBeGreaterThan(PAID_IDR);
    expect(await transactionOf(merchant, reff)).toMatchObject({ refunded_amount: total });
    expect(await heldOf(merchant)).toBe(total);
    await succeedAll(answers.filter((answer) => answer.status === 201).map((answer) => answer.body.refund.refund_id));
    expect(await heldOf(merchant)).toBe(0);
  });

  it('still serializes them when DynamoDB answers TransactionConflict on the payment (retried, nothing doubled)', async () => {
    const { merchant, reff } = await merchantWithPaidQr();
    const paymentKey = keys.transaction(reff);
    let injected = 0;
    setWriteFaultInjector((items) => {
      const touches = items.some(
        (item) => item.Update?.Key?.pk === paymentKey.pk && item.Update?.Key?.sk === paymentKey.sk,
      );
      if (!touches || injected >= 6) return undefined;
      injected += 1;
      return Object.assign(new Error('Transaction cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'TransactionConflict' }],
      });
    });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => refund(merchant, reff, { amount: 25_000, reason: 'contended' })),
    );
    setWriteFaultInjector(undefined);
    expect(injected).toBe(6);
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(4);
    expect(answers.filter((answer) => answer.status === 422)).toHaveLength(6);
    expect(await heldOf(merchant)).toBe(PAID_IDR);
    await succeedAll(answers.filter((answer) => answer.status === 201).map((answer) => answer.body.refund.refund_id));
  });
});

type Step = { amount: number; fails: boolean };

describe('the refundable amount (property)', () => {
  it('is the paid amount minus every refund not failed, for any sequence of refunds, failures and refusals', async () => {
    const { merchant } = await merchantWithPaidQr(10_000_000);
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ amount: fc.integer({ min: 1, max: 60_000 }), fails: fc.boolean() }), {
          minLength: 1,
          maxLength: 6,
        }),
        async (steps: Step[]) => {
          const reff = await paidQr(gateway(), merchant, PAID_IDR);
          let refunded = 0;
          const pending: string[] = [];
          for (const step of steps) {
            const answer = await refund(merchant, reff, {
              amount: step.amount,
              reason: step.fails ? 'no [fail]' : 'yes',
            });
            if (step.amount > PAID_IDR - refunded) {
              expect([answer.status, answer.body.error]).toEqual([422, 'refund_exceeds_refundable']);
              continue;
            }
            expect(answer.body.refund.status).toBe(step.fails ? 'failed' : 'pending');
            if (!step.fails) {
              refunded += step.amount;
              pending.push(answer.body.refund.refund_id);
            }
            const detail = await transactionOf(merchant, reff);
            expect(detail.refunded_amount).toBe(refunded);
            expect(refundableOf({ amount: detail.amount, refunded_amount: detail.refunded_amount })).toBe(
              PAID_IDR - refunded,
            );
            expect(detail.refund_status).toBe(refunded === 0 ? 'none' : refunded === PAID_IDR ? 'full' : 'partial');
          }
          await succeedAll(pending);
          expect((await getTransaction(reff))?.refunded_amount ?? 0).toBe(refunded);
        },
      ),
      { numRuns: sized(8, 100) },
    );
    expect(await heldOf(merchant)).toBe(0);
  });
});

describe('gateway callbacks of refunds', () => {
  async function pendingRefund() {
    const { merchant, reff } = await merchantWithPaidQr();
    const answer = await refund(merchant, reff, { amount: 30_000, reason: 'callbacks' });
    expect(answer.body.refund.status).toBe('pending');
    return { merchant, reff, refundId: answer.body.refund.refund_id as string };
  }

  const callbackOf = (
    event: 'refund.succeeded' | 'refund.failed',
    reff: string,
    refundId: string,
  ): GatewayCallback => ({
    event,
    channel: 'qris',
    partner_reff: reff,
    virtual_account_number: null,
    gateway_reference: `GWRF-${refundId}-${event}`,
    amount: 30_000,
    occurred_at: new Date().toISOString(),
    refund_id: refundId,
    ...(event === 'refund.failed' ? { reason: 'Issuer declined' } : {}),
  });

  it('applies a duplicated success once, however many copies arrive at once', async () => {
    const { merchant, refundId } = await pendingRefund();
    await succeedAll([]);
    const callback = await gateway().callbackFor(refundId);
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => applyGatewayCallback(callback, Date.now())));
    expect(outcomes.filter((outcome) => outcome.kind === 'refund_ended')).toHaveLength(1);
    expect(await heldOf(merchant)).toBe(0);
    const legs = (await postingsOf(merchant.merchantId)).filter((posting) =>
      posting.id.startsWith(`${refundId}#refund`),
    );
    expect(legs).toHaveLength(1);
  });

  it('never turns a succeeded refund failed: a late refund.failed is kept as a conflict and moves no money', async () => {
    const { merchant, reff, refundId } = await pendingRefund();
    await applyGatewayCallback(callbackOf('refund.succeeded', reff, refundId), Date.now());
    const balance = await getBalance(merchant.merchantId);
    const late = await applyGatewayCallback(callbackOf('refund.failed', reff, refundId), Date.now());
    expect(late).toMatchObject({ kind: 'suspense', entry: { reason: 'payout_conflict', partner_reff: reff } });
    expect(await getBalance(merchant.merchantId)).toEqual(balance);
    expect((await refundById(merchant, refundId)).body.refund.status).toBe('succeeded');
    expect(await transactionOf(merchant, reff)).toMatchObject({ refunded_amount: 30_000 });
    const again = await applyGatewayCallback(callbackOf('refund.failed', reff, refundId), Date.now());
    expect(again).toMatchObject({ kind: 'suspense', applied: false });
  });

  it('never turns a failed refund succeeded: its hold stays released and the contradiction is recorded', async () => {
    const { merchant, reff, refundId } = await pendingRefund();
    await applyGatewayCallback(callbackOf('refund.failed', reff, refundId), Date.now());
    const balance = await getBalance(merchant.merchantId);
    expect(balance!.held).toBe(0);
    const late = await applyGatewayCallback(callbackOf('refund.succeeded', reff, refundId), Date.now());
    expect(late).toMatchObject({ kind: 'suspense', entry: { reason: 'payout_conflict' } });
    expect(await getBalance(merchant.merchantId)).toEqual(balance);
    expect(await transactionOf(merchant, reff)).toMatchObject({ refunded_amount: 0, refund_status: 'none' });
    const entries = await listSuspenseEntries();
    expect(entries.some((entry) => entry.partner_reff === reff && entry.state === 'open')).toBe(true);
  });

  it('ends a refund once when a success and a failure race, whichever wins', async () => {
    const { merchant, reff, refundId } = await pendingRefund();
    await Promise.all([
      applyGatewayCallback(callbackOf('refund.succeeded', reff, refundId), Date.now()),
      applyGatewayCallback(callbackOf('refund.failed', reff, refundId), Date.now()),
    ]);
    const ended = await getRefund(refundId);
    expect(['succeeded', 'failed']).toContain(ended?.status);
    expect(await heldOf(merchant)).toBe(0);
    expect(await transactionOf(merchant, reff)).toMatchObject({
      refunded_amount: ended?.status === 'succeeded' ? 30_000 : 0,
    });
  });

  it('refuses a callback for another amount or payment (the message fails, for the dead-letter queue), and ignores an unknown refund', async () => {
    const { reff, refundId } = await pendingRefund();
    await expect(
      applyGatewayCallback({ ...callbackOf('refund.succeeded', reff, refundId), amount: 30_001 }, Date.now()),
    ).rejects.toThrow(/amount/);
    await expect(
      applyGatewayCallback({ ...callbackOf('refund.succeeded', reff, refundId), partner_reff: 'QR-OTHER' }, Date.now()),
    ).rejects.toThrow(/names payment/);
    const unknown = await applyGatewayCallback(
      callbackOf('refund.succeeded', reff, 'RF-20260101-UNKNOWNREFUND'),
      Date.now(),
    );
    expect(unknown.kind).toBe('ignored');
    await succeedAll([refundId]);
  });
});

describe('an unknown outcome', () => {
  it('keeps the money held when the gateway errs, and reconciliation asks later (never on a guess), then ends it', async () => {
    const { merchant, reff } = await merchantWithPaidQr();
    gateway().faults.add({ pathPrefix: '/v1/refunds', status: 503, delayMs: 0, remaining: 1 });
    const answer = await refund(merchant, reff, { amount: 20_000, reason: 'unknown' });
    expect(answer.body.refund.status).toBe('pending');
    const refundId = answer.body.refund.refund_id as string;
    expect(await heldOf(merchant)).toBe(20_000);
    const port = await gatewayFromEnv();
    // Not due before two minutes: reconciliation leaves it alone.
    await reconcileRefunds({ nowMs: () => Date.now() }, port);
    expect(gateway().books.refunds.get(refundId)).toBeUndefined();
    // Due: the gateway never received it, so it is sent now; the gateway answers pending, the money stays held.
    gateway().faults.add({ pathPrefix: '/v1/refunds', status: 500, delayMs: 0, remaining: 1 });
    await reconcileRefunds({ nowMs: () => Date.now() + 3 * 60_000 }, port);
    expect(await getRefund(refundId)).toMatchObject({ status: 'pending', reconcile_attempts: 1 });
    await reconcileRefunds({ nowMs: () => Date.now() + 10 * 60_000 }, port);
    expect(gateway().books.refunds.get(refundId)?.status).toBe('pending');
    expect(await heldOf(merchant)).toBe(20_000);
    // The gateway ends it; its callback is lost, and the next check learns the end.
    await simulatorTime.advance(DEFAULT_REFUND_CALLBACK_DELAY_MS);
    await gateway().callbackFor(refundId);
    await reconcileRefunds({ nowMs: () => Date.now() + 60 * 60_000 }, port);
    expect((await refundById(merchant, refundId)).body.refund.status).toBe('succeeded');
    expect(await heldOf(merchant)).toBe(0);
    expect((await getTransaction(reff))?.refunded_amount).toBe(20_000);
  });

  it('finishes a refund whose process died between its hold and the gateway call', async () => {
    const { merchant, reff } = await merchantWithPaidQr();
    const payment = (await getTransaction(reff))!;
    const refundId = newPartnerReff('RF', Date.now());
    const held = await holdRefund(
      {
        refund_id: refundId,
        partner_reff: reff,
        payment_type: 'qris',
        merchant_id: merchant.merchantId,
        client_id: merchant.clientId,
        method: 'original',
        payment_reference: payment.gateway_reference!,
        amount: 15_000,
        fees: { gateway_fee: 0, platform_fee: 0, total_fee: 0, net_amount: 15_000 },
        reason: 'crashed',
        status: 'pending',
        created_at_ms: Date.now(),
      },
      payment,
      { shard: 0, record: false, known: 1 },
    );
    expect(held.kind).toBe('applied');
    await reconcileRefunds({ nowMs: () => Date.now() + 3 * 60_000 }, await gatewayFromEnv());
    expect(gateway().books.refunds.get(refundId)).toMatchObject({ status: 'pending', requestCount: 1 });
    await succeedAll([refundId]);
    expect((await getRefund(refundId))?.status).toBe('succeeded');
    expect(await heldOf(merchant)).toBe(0);
  });
});

describe('a refund racing the settlement of its payment', () => {
  it('both happen: the payment settles, the refund holds from available, and every sum stays right', async () => {
    const clock = new TestClock(Date.now());
    useClock(clock);
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const reff = await paidQr(gateway(), merchant, PAID_IDR, clock.nowMs());
    const net = (await getTransaction(reff))!.fees.net_amount;
    clock.advanceSeconds(2 * 86_400);
    const [answer] = await Promise.all([
      refund(merchant, reff, { amount: 40_000, reason: 'racing' }),
      settleDue(clock),
    ]);
    expect(answer.status).toBe(201);
    expect(await transactionOf(merchant, reff)).toMatchObject({ status: 'settled', refunded_amount: 40_000 });
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 500_000 + net - 40_000,
      held: 40_000,
      pending_settlement: 0,
    });
    await succeedAll([answer.body.refund.refund_id]);
  });
});

describe('a merchant with balance shards', () => {
  it('holds each refund on the shard of its own id (not shard 0 for all), consolidating what that shard lacks', async () => {
    const merchant = await createMerchantFixture({ balanceShards: 4, balanceIdr: 400_000 });
    const reffs = await Promise.all(Array.from({ length: 4 }, () => paidQr(gateway(), merchant, PAID_IDR)));
    const answers = await Promise.all(
      reffs.map((reff) => refund(merchant, reff, { amount: 90_000, reason: 'sharded' })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    const refunds = await Promise.all(answers.map((answer) => getRefund(answer.body.refund.refund_id)));
    const shards = refunds.map((record) => record?.balance_shard ?? 0);
    // Each on the shard its own id hashes to, whatever shard the money was on: none favours shard 0.
    expect(shards).toEqual(refunds.map((record) => shardOf(record!.refund_id, 4)));
    for (const record of refunds) expect(record?.balance_shards_known).toBe(4);
    const read = (await readBalanceShards(merchant.merchantId))!;
    expect(read.shards.reduce((sum, shard) => sum + shard.held, 0)).toBe(360_000);
    for (const [index, record] of refunds.entries())
      expect(read.shards[shards[index]!]!.held).toBeGreaterThanOrEqual(record!.amount);
    await succeedAll(refunds.map((record) => record!.refund_id));
    expect(await getBalance(merchant.merchantId)).toMatchObject({ available: 40_000, held: 0 });
  });
});

describe("the gateway's refund call", () => {
  const input = {
    refundId: 'RF-1',
    channel: 'qris' as const,
    partnerReff: 'QR-1',
    paymentReference: 'GWR-1',
    amountIdr: 10_000,
    reason: 'r',
  };
  const answered = (status: number, body: unknown) =>
    withFixedAnswerAt(status, JSON.stringify(body), (baseUrl) =>
      new HttpGateway({ baseUrl, apiKey: 'k', timeoutMs: 5_000 }).refundPayment(input),
    );

  it.each([
    [
      200,
      { refund_id: 'RF-1', status: 'succeeded', gateway_reference: 'GW' },
      { kind: 'succeeded', gatewayReference: 'GW' },
    ],
    [200, { refund_id: 'RF-1', status: 'pending' }, { kind: 'pending', gatewayReference: null }],
    [200, { refund_id: 'RF-1', status: 'rejected', reason: 'Too late' }, { kind: 'rejected', reason: 'Too late' }],
    [422, { ok: false, error: 'x', message: 'Refund refused' }, { kind: 'rejected', reason: 'Refund refused' }],
    [400, {}, { kind: 'rejected', reason: 'The gateway refused the refund (400)' }],
  ])('reads a %i answer %j as %j', async (status, body, outcome) => {
    expect(await answered(status, body)).toEqual(outcome);
  });

  it.each([
    ['a 5xx', 503, { ok: false }],
    ['a 404', 404, { ok: false }],
    ['a 409 (the refund exists: it may have been made)', 409, { ok: false }],
    ['an answer naming another refund', 200, { refund_id: 'RF-2', status: 'succeeded', gateway_reference: 'GW' }],
    ['a succeeded answer without its reference', 200, { refund_id: 'RF-1', status: 'succeeded' }],
  ])('keeps the outcome unknown (money held) for %s', async (_what, status, body) => {
    expect((await answered(status, body)).kind).toBe('unknown');
  });

  it('answers not_found for a status 404 naming the refund, and fails on a bare 404 (never a guess)', async () => {
    const status = (code: number, body: unknown) =>
      withFixedAnswerAt(code, JSON.stringify(body), (baseUrl) =>
        new HttpGateway({ baseUrl, apiKey: 'k', timeoutMs: 5_000 }).refundStatus('RF-1'),
      );
    expect(await status(404, { error: 'not_found', refund_id: 'RF-1' })).toEqual({ kind: 'not_found' });
    await expect(status(404, { error: 'not_found' })).rejects.toThrow();
  });
});
