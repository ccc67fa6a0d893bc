import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../../shared/config';
import { DUE_SHARDS_DEFAULT, SWEEP_CONCURRENCY_MAX, SWEEP_SAFETY_MARGIN_MS } from '../../shared/constants';
import { QRIS_VALIDITY_SECONDS } from '../../shared/channels/qris/limits';
import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import { inboundPaymentPostings } from '../../shared/domain/ledger';
import { createTransaction } from '../../shared/engine/create';
import { gatewayFromEnv } from '../../shared/gateway/credentials';
import type { Gateway } from '../../shared/gateway/port';
import { newPartnerReff, numericId } from '../../shared/ids';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { createQris } from '../../shared/channels/qris/create';
import {
  budgetOf,
  runSweep,
  SETTLEMENT_SWEEP,
  WEBHOOK_RETRY_SWEEP,
  type SweepSpec,
} from '../../shared/operations/sweeps';
import { dispatchDelivery } from '../../shared/operations/webhooks';
import { ddb, tableName } from '../../shared/store/aws';
import { getClient } from '../../shared/store/clients';
import { queryDuePage, type DueCursor } from '../../shared/store/due';
import { DUE, dueShardKey, keys, shardOf } from '../../shared/store/keys';
import { getBalance } from '../../shared/store/merchants';
import { setWriteFaultInjector } from '../support/write-faults';
import { getTransaction, type TransactionRecord } from '../../shared/store/transactions';
import { settlementDueMs } from '../../shared/time';
import { handler as settlementJob } from '../../functions/workers/settlement';
import {
  earlierDays,
  createMerchantFixture,
  drainQueue,
  type MerchantFixture,
  postingsOf,
  TestClock,
  useClock,
  valueOf,
} from '../support/harness';
import { useGatewaySimulator } from '../support/gateway';
import { sized } from '../support/size';

/**
 * The scheduled sweeps run until nothing is due (docs/ARCHITECTURE.md, section 7): within their time budget, past
 * failures, with one merchant's moves one after another and merchants in parallel. Everything is
 * proved on the records DynamoDB Local holds, with payments made through the app's own operations.
 */
const gateway = useGatewaySimulator();

const AMOUNT_IDR = 100_000;
const NET_IDR = computeFees(AMOUNT_IDR, resolveFeeRule('qris')).net_amount;
/** Merchants whose payments a fixture makes at once (each merchant's own payments go one by one). */
const FIXTURE_MERCHANTS_IN_PARALLEL = 16;

afterEach(() => {
  useClock(undefined);
  setWriteFaultInjector(undefined);
});

/**
 * 10:00 Jakarta time on days of 1990, each test's before the last one's (harness earlierDays). The
 * sweeps act on everything due before "now", oldest first; the file has its own table and every test
 * here leaves nothing due, so each run sees only its own test's work.
 */
const pastClock = earlierDays(Date.parse('1990-12-31T10:00:00+07:00'));

interface PaidFixture {
  merchantIds: string[];
  partnerReffs: string[];
  /** When every payment of the fixture is due for settlement. */
  dueMs: number;
}

/**
 * One QR created and paid through the app's operations (the gateway callback credits
 * pending_settlement and puts the payment on the settlement index). The merchant has no callback
 * URL, so dispatching its transaction.paid webhook finishes it as skipped and nothing else stays due.
 */
async function paidQr(clientId: string, port: Gateway, clock: TestClock): Promise<string> {
  const client = (await getClient(clientId))!;
  const created = valueOf(await createQris({ body: { amount: AMOUNT_IDR }, client, clock, gateway: port }));
  const partnerReff = created.transaction.partner_reff;
  const settled = gateway().books.qris.settle(partnerReff, 'paid');
  if (!settled.ok) throw new Error(`simulator refused to pay ${partnerReff}: ${settled.reason}`);
  const paid = await applyGatewayCallback(
    { ...settled.callback, occurred_at: new Date(clock.nowMs()).toISOString() },
    clock.nowMs(),
  );
  if (paid.kind !== 'applied' || paid.deliveryId === undefined)
    throw new Error(`payment of ${partnerReff} ended ${paid.kind}`);
  await dispatchDelivery(paid.deliveryId, clock);
  return partnerReff;
}

/** `merchants` merchants with `perMerchant` QRs each, all paid at the clock's time by `pay`. */
async function paidQrs(
  merchants: number,
  perMerchant: number,
  clock: TestClock,
  pay: (merchant: MerchantFixture) => Promise<string>,
): Promise<PaidFixture> {
  const fixtures = await Promise.all(Array.from({ length: merchants }, () => createMerchantFixture()));
  const partnerReffs: string[] = [];
  for (let start = 0; start < fixtures.length; start += FIXTURE_MERCHANTS_IN_PARALLEL) {
    await Promise.all(
      fixtures.slice(start, start + FIXTURE_MERCHANTS_IN_PARALLEL).map(async (merchant) => {
        for (let index = 0; index < perMerchant; index += 1) partnerReffs.push(await pay(merchant));
      }),
    );
  }
  await drainQueue('webhooks');
  return {
    merchantIds: fixtures.map((merchant) => merchant.merchantId),
    partnerReffs,
    dueMs: settlementDueMs(clock.nowMs()),
  };
}

/** Payments made through the app's create and callback operations. */
async function paidThroughCallbacks(merchants: number, perMerchant: number, clock: TestClock): Promise<PaidFixture> {
  const port = await gatewayFromEnv();
  return paidQrs(merchants, perMerchant, clock, (merchant) => paidQr(merchant.clientId, port, clock));
}

/**
 * A QR payment as the paid callback leaves it, written by the money engine as one move: the paid
 * transaction with its event, the credit to pending_settlement with its fee legs, and its place on
 * the settlement index. The app's create-then-pay takes about ten round trips, and DynamoDB Local
 * writes one transaction at a time, so this is how 1,500 payments are set up within the test's time.
 */
async function paidThroughEngine(merchant: MerchantFixture, nowMs: number): Promise<string> {
  const partnerReff = newPartnerReff('QR', nowMs);
  const fees = computeFees(AMOUNT_IDR, resolveFeeRule('qris'));
  const created = await createTransaction({
    merchantId: merchant.merchantId,
    kind: 'credit',
    build: (seq) => ({
      record: {
        partner_reff: partnerReff,
        id: numericId(nowMs),
        merchant_id: merchant.merchantId,
        client_id: merchant.clientId,
        type: 'qris',
        status: 'paid',
        amount: AMOUNT_IDR,
        fees,
        seq,
        event_count: 1,
        created_at_ms: nowMs,
        updated_at_ms: nowMs,
        expires_at_ms: nowMs + QRIS_VALIDITY_SECONDS * 1000,
        paid_at_ms: nowMs,
        details: { payment_method: 'QRIS' },
      },
      createdEvent: {
        event_type: 'callback_received',
        from: null,
        to: 'paid',
        source: 'gateway_callback',
        description: 'Payment received',
        at_ms: nowMs,
      },
      due: { kind: 'settlement', atMs: settlementDueMs(nowMs) },
    }),
    postings: (record) => inboundPaymentPostings(merchant.merchantId, record.partner_reff, fees, 'pending_settlement'),
  });
  if (created.kind !== 'created') throw new Error(`fixture payment ${partnerReff} ended ${created.kind}`);
  return partnerReff;
}

/** The settlement sweep with its real moves, recording how many of each merchant's moves run at once. */
function instrumentedSettlement(): {
  spec: SweepSpec<TransactionRecord>;
  perMerchantMax: () => number;
  lanesMax: () => number;
} {
  const running = new Map<string, number>();
  let perMerchantMax = 0;
  let lanes = 0;
  let lanesMax = 0;
  const spec: SweepSpec<TransactionRecord> = {
    ...SETTLEMENT_SWEEP,
    apply: async (tx, nowMs) => {
      const mine = (running.get(tx.merchant_id) ?? 0) + 1;
      running.set(tx.merchant_id, mine);
      perMerchantMax = Math.max(perMerchantMax, mine);
      lanes += 1;
      lanesMax = Math.max(lanesMax, lanes);
      try {
        return await SETTLEMENT_SWEEP.apply(tx, nowMs);
      } finally {
        running.set(tx.merchant_id, running.get(tx.merchant_id)! - 1);
        lanes -= 1;
      }
    },
  };
  return { spec, perMerchantMax: () => perMerchantMax, lanesMax: () => lanesMax };
}

async function expectSettled(fixture: PaidFixture, perMerchant: number): Promise<void> {
  const balances = await Promise.all(fixture.merchantIds.map((merchantId) => getBalance(merchantId)));
  for (const balance of balances)
    expect(balance).toEqual({ available: perMerchant * NET_IDR, held: 0, pending_settlement: 0 });
}

describe('settlement run', () => {
  // The full size (1,500 payments of 30 merchants) runs in `npm run stress`: seeding and settling it on
  // DynamoDB Local takes about 30 s on 2 idle cores. The suite's copy (150 of 6) still needs more than
  // one page of the due index and more lanes than one.
  const MERCHANTS = sized(6, 30);
  const PER_MERCHANT = sized(25, 50);
  const PAYMENTS = MERCHANTS * PER_MERCHANT;
  it(`settles ${PAYMENTS} due payments of ${MERCHANTS} merchants in ONE run, never two moves of a merchant at once, none before H+1`, async () => {
    const clock = pastClock();
    const fixture = await paidQrs(MERCHANTS, PER_MERCHANT, clock, (merchant) =>
      paidThroughEngine(merchant, clock.nowMs()),
    );
    expect(fixture.partnerReffs).toHaveLength(PAYMENTS);

    clock.set(fixture.dueMs - 1_000);
    expect(await runSweep(SETTLEMENT_SWEEP, clock, budgetOf(10_000))).toMatchObject({
      checked: 0,
      applied: 0,
      failed: 0,
      remainingDue: false,
    });

    clock.set(fixture.dueMs + 3_600_000);
    const instrumented = instrumentedSettlement();
    const summary = await runSweep(instrumented.spec, clock, budgetOf(50_000));
    expect(summary).toMatchObject({ checked: PAYMENTS, applied: PAYMENTS, skipped: 0, failed: 0, remainingDue: false });
    expect(instrumented.perMerchantMax()).toBe(1);
    expect(instrumented.lanesMax()).toBeGreaterThan(1);
    expect(instrumented.lanesMax()).toBeLessThanOrEqual(SWEEP_CONCURRENCY_MAX);
    await expectSettled(fixture, PER_MERCHANT);
    const postings = await postingsOf(fixture.merchantIds[0]!);
    expect(postings.filter((posting) => posting.id.endsWith('#settled'))).toHaveLength(PER_MERCHANT);
    expect((await getTransaction(fixture.partnerReffs[0]!))?.status).toBe('settled');

    expect(await runSweep(SETTLEMENT_SWEEP, clock, budgetOf(10_000))).toMatchObject({
      checked: 0,
      applied: 0,
      remainingDue: false,
    });
  }, 150_000);

  it('stops when its budget is spent, reports the work left, and the next run finishes it', async () => {
    const clock = pastClock();
    const fixture = await paidThroughCallbacks(3, 25, clock);
    clock.set(fixture.dueMs + 60_000);
    useClock(clock);

    // The scheduled handler's budget is the invocation's remaining time less the safety margin.
    const spent = await settlementJob({}, { getRemainingTimeInMillis: () => SWEEP_SAFETY_MARGIN_MS });
    expect(spent).toMatchObject({ checked: 0, applied: 0, remainingDue: true });

    // Each of the three merchants' 25 moves run one after another: far more than 30 ms.
    const first = await runSweep(SETTLEMENT_SWEEP, clock, budgetOf(30));
    expect(first.applied).toBeLessThan(75);
    expect(first).toMatchObject({ failed: 0, remainingDue: true });

    const second = await settlementJob({}, { getRemainingTimeInMillis: () => SWEEP_SAFETY_MARGIN_MS + 30_000 });
    expect(second).toMatchObject({ applied: 75 - first.applied, failed: 0, remainingDue: false });
    await expectSettled(fixture, 25);
  });

  it('keeps going past an item that fails, tries it once per run, and settles it at the next run', async () => {
    const clock = pastClock();
    const fixture = await paidThroughCallbacks(2, 10, clock);
    clock.set(fixture.dueMs + 60_000);
    const failing = fixture.partnerReffs[3]!;
    let failingWrites = 0;
    // A definite DynamoDB refusal (not contention): the move fails at once, as an outage would.
    setWriteFaultInjector((items) => {
      if (!items.some((item) => item.Update?.Key?.pk === `TX#${failing}`)) return undefined;
      failingWrites += 1;
      return Object.assign(new Error('injected: DynamoDB refused the write'), {
        name: 'InternalFailure',
        $metadata: { httpStatusCode: 400 },
      });
    });

    const first = await runSweep(SETTLEMENT_SWEEP, clock, budgetOf(30_000));
    expect(first).toMatchObject({ checked: 20, applied: 19, failed: 1, remainingDue: true });
    expect(failingWrites).toBe(1);
    expect((await getTransaction(failing))?.status).toBe('paid');

    setWriteFaultInjector(undefined);
    const second = await runSweep(SETTLEMENT_SWEEP, clock, budgetOf(30_000));
    expect(second).toMatchObject({ checked: 1, applied: 1, failed: 0, remainingDue: false });
    expect((await getTransaction(failing))?.status).toBe('settled');
    await expectSettled(fixture, 10);
  });
});

describe('webhook retry run', () => {
  /** Days of 1991, after this file's settlement tests, each test's before the last one's. */
  const webhookClock = earlierDays(Date.parse('1991-12-31T10:00:00+07:00'));

  it('hands each due delivery to the dispatcher once per run, though it stays due until dispatched', async () => {
    const clock = webhookClock();
    const merchant = await createMerchantFixture();
    const port = await gatewayFromEnv();
    const client = (await getClient(merchant.clientId))!;
    const deliveryIds: string[] = [];
    for (let index = 0; index < 3; index += 1) {
      const created = valueOf(await createQris({ body: { amount: AMOUNT_IDR }, client, clock, gateway: port }));
      const settled = gateway().books.qris.settle(created.transaction.partner_reff, 'paid');
      if (!settled.ok) throw new Error(settled.reason);
      const paid = await applyGatewayCallback(settled.callback, clock.nowMs());
      deliveryIds.push(paid.kind === 'applied' ? paid.deliveryId! : 'none');
    }
    await drainQueue('webhooks');
    clock.advanceSeconds(3_600);

    const handedOff = async (): Promise<string[]> => {
      const summary = await runSweep(WEBHOOK_RETRY_SWEEP, clock, budgetOf(10_000));
      expect(summary).toMatchObject({ failed: 0, remainingDue: false });
      const queued = ((await drainQueue('webhooks')) as Array<{ delivery_id: string }>).map(
        (message) => message.delivery_id,
      );
      return queued.filter((id) => deliveryIds.includes(id)).sort();
    };
    expect(await handedOff()).toEqual([...deliveryIds].sort());
    expect(await handedOff()).toEqual([...deliveryIds].sort());

    for (const deliveryId of deliveryIds) await dispatchDelivery(deliveryId, clock);
    expect(await handedOff()).toEqual([]);
    // Settle the payments too, so nothing of this test stays due.
    clock.advanceSeconds(2 * 86_400);
    expect(await runSweep(SETTLEMENT_SWEEP, clock, budgetOf(10_000))).toMatchObject({
      applied: 3,
      remainingDue: false,
    });
  });
});

describe('due index shards', () => {
  it('puts an item on DUE#<KIND>#<shard> by a stable hash of its id, spread evenly over the shards', () => {
    const shards = config().dueShards;
    expect(shards).toBe(DUE_SHARDS_DEFAULT);
    const ids = Array.from({ length: shards * 100 }, (_, index) => newPartnerReff('QR', Date.UTC(2030, 0, 1) + index));
    const counts = new Array<number>(shards).fill(0);
    for (const id of ids) counts[shardOf(id, shards)]! += 1;
    // 100 expected per shard; a fair hash stays well within half of that either way.
    for (const count of counts) expect(count).toBeGreaterThan(50);
    for (const count of counts) expect(count).toBeLessThan(150);
    expect(dueShardKey('settlement', ids[0]!, shards)).toBe(`DUE#SETTLEMENT#${shardOf(ids[0]!, shards)}`);
    expect(shardOf(ids[0]!, shards)).toBe(shardOf(ids[0]!, shards));
  });

  it('a run settles due payments in every shard and in the legacy unsharded key; paging visits each once', async () => {
    const shards = config().dueShards;
    const clock = pastClock();
    const merchants = await Promise.all(Array.from({ length: 4 }, () => createMerchantFixture()));
    const reffsOf = new Map<string, string[]>(merchants.map((merchant) => [merchant.merchantId, []]));
    const shardsSeen = new Set<number>();
    const partnerReffs: string[] = [];
    // Pay until every shard holds at least one payment (a coupon collector: about 55 for 16 shards).
    for (let index = 0; shardsSeen.size < shards && index < 500; index += 1) {
      const merchant = merchants[index % merchants.length]!;
      const partnerReff = await paidThroughEngine(merchant, clock.nowMs());
      partnerReffs.push(partnerReff);
      reffsOf.get(merchant.merchantId)!.push(partnerReff);
      shardsSeen.add(shardOf(partnerReff, shards));
    }
    expect(shardsSeen.size).toBe(shards);
    const stored = await Promise.all(
      partnerReffs.map(
        async (partnerReff) =>
          (await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.transaction(partnerReff) }))).Item!,
      ),
    );
    for (const item of stored) expect(item.gsi2pk).toBe(dueShardKey('settlement', String(item.partner_reff), shards));

    // Two payments as a release before sharding wrote them: on the legacy key DUE#SETTLEMENT.
    const legacy = partnerReffs.slice(0, 2);
    for (const partnerReff of legacy) {
      await ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.transaction(partnerReff),
          UpdateExpression: 'SET gsi2pk = :legacy',
          ExpressionAttributeValues: { ':legacy': DUE.settlement },
        }),
      );
    }

    const dueMs = settlementDueMs(clock.nowMs());
    clock.set(dueMs + 60_000);
    // Pages of 3 cross every partition: each payment is read exactly once, the legacy ones too.
    const ours = new Set(partnerReffs);
    const read: string[] = [];
    let cursor: DueCursor | undefined;
    let pages = 0;
    do {
      const page = await queryDuePage('settlement', clock.nowMs(), 3, cursor);
      expect(page.items.length).toBeLessThanOrEqual(3);
      read.push(...page.items.map((item) => String(item.partner_reff)).filter((partnerReff) => ours.has(partnerReff)));
      cursor = page.next;
      pages += 1;
    } while (cursor !== undefined && pages < 1_000);
    expect(cursor).toBeUndefined();
    expect([...read].sort()).toEqual([...partnerReffs].sort());

    const summary = await runSweep(SETTLEMENT_SWEEP, clock, budgetOf(50_000));
    expect(summary).toMatchObject({
      checked: partnerReffs.length,
      applied: partnerReffs.length,
      failed: 0,
      remainingDue: false,
    });
    for (const merchant of merchants) {
      expect(await getBalance(merchant.merchantId)).toEqual({
        available: reffsOf.get(merchant.merchantId)!.length * NET_IDR,
        held: 0,
        pending_settlement: 0,
      });
    }
    for (const partnerReff of legacy) expect((await getTransaction(partnerReff))?.status).toBe('settled');
    expect(await runSweep(SETTLEMENT_SWEEP, clock, budgetOf(10_000))).toMatchObject({
      checked: 0,
      remainingDue: false,
    });
  }, 120_000);
});
