import { randomUUID } from 'node:crypto';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { BATCH_GATEWAY_CONCURRENCY, BATCH_PART_REDRIVE_SECONDS } from '../../shared/channels/batches/limits';
import { GATEWAY_TIMEOUT_MS } from '../../shared/constants';
import { payPart } from '../../shared/channels/batches/payout';
import { getBatch as readBatch, listBatchRows } from '../../shared/channels/batches/store';
import { validatePart } from '../../shared/channels/batches/validate';
import { reconcilePayouts } from '../../shared/channels/payouts/reconcile';
import type { MemberRole } from '../../shared/domain/members';
import { moveIdOf } from '../../shared/engine/transition';
import { gatewayFromEnv } from '../../shared/gateway/credentials';
import type { Gateway } from '../../shared/gateway/port';
import { deliveryIdForMove } from '../../shared/ids';
import { adjustmentReff, adminAdjustBalance } from '../../shared/operations/admin';
import { adminCreateClient } from '../../shared/operations/admin-clients';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { dispatchDelivery } from '../../shared/operations/webhooks';
import { readBalanceShards } from '../../shared/store/balances';
import { merchantLedgerPostings } from '../../shared/store/ledger';
import { shardOf } from '../../shared/store/keys';
import { newMembershipItems } from '../../shared/store/members';
import { getBalance } from '../../shared/store/merchants';
import { transactWrite } from '../../shared/store/transact';
import { getTransaction } from '../../shared/store/transactions';
import { getDelivery } from '../../shared/store/webhooks';
import { DEFAULT_PAYOUT_CALLBACK_DELAY_MS } from '../../local/simulator';
import { SIM_PAYOUT_HOLD_MS_MAX } from '../../local/simulator/payout-api';
import {
  adjustment,
  dashboardClaims,
  drainQueue,
  earlierDays,
  expectBalanced,
  invoke,
  newDashboardUser,
  postingsOf,
  useClock,
  valueOf,
  type DashboardUser,
} from '../support/harness';
import { useGatewaySimulator } from '../support/gateway';
import { ManualScheduler } from '../support/scheduler';
import { sized } from '../support/size';
import {
  approve,
  batchItems,
  batchMerchant,
  createBatch,
  getBatch,
  PIN,
  readyBatch,
  runBatchWorker,
  sweepBatches,
  TRANSFER_DEBIT,
  transferRow,
  type BatchMerchant,
} from '../support/batches';

/**
 * Payout batches whose rows end later or under contention: two checkers at once, rows the gateway
 * answers by callback or not at all (reconciliation), a row returned after the batch completed,
 * hand-overs lost in a crash, the hold spread over balance shards, the gateway's bounded
 * concurrency, the dashboard's maker and checker, and the signed batch.completed webhook.
 */
const payoutTime = new ManualScheduler();
const gateway = useGatewaySimulator({ scheduler: payoutTime });
const pastClock = earlierDays(Date.parse('2005-06-01T10:00:00+07:00') + 2_000 * 86_400_000);
let clock = pastClock();

beforeEach(() => {
  clock = pastClock();
  useClock(clock);
});
afterEach(async () => {
  useClock(undefined);
  await expectBalanced();
});

const rowsOf = async (batchId: string) => listBatchRows((await readBatch(batchId))!);

describe('two checkers approving the same batch at once', () => {
  it('holds once: one approval is 200, the other 409 batch_not_approvable', async () => {
    const merchant = await batchMerchant();
    const second = valueOf(
      await adminCreateClient(merchant.merchantId, { permissions: ['batch:approve', 'qris:read'] }, clock),
    ).client as { client_id: string; client_secret: string };
    const batchId = await readyBatch(merchant, [transferRow(1), transferRow(2)]);
    const answers = await Promise.all([
      approve(merchant.checker, batchId),
      approve({ clientId: second.client_id, clientSecret: second.client_secret }, batchId),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body.error).toBe('batch_not_approvable');
    const holds = (await postingsOf(merchant.merchantId)).filter((posting) => String(posting.id).includes('#hold'));
    expect(holds).toHaveLength(1);
    await runBatchWorker();
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 5_000_000 - 2 * TRANSFER_DEBIT(100_000),
      held: 0,
      pending_settlement: 0,
    });
  });
});

describe('rows that end after their part was handed to the gateway', () => {
  it('waits for a pending row (2222): its callback pays it, and the batch sweep completes the batch', async () => {
    const merchant = await batchMerchant();
    const batchId = await readyBatch(merchant, [transferRow(1), transferRow(2, '2222')]);
    await approve(merchant.checker, batchId);
    await runBatchWorker();
    expect((await getBatch(merchant.auth, batchId)).body.batch).toMatchObject({
      status: 'processing',
      counts: { paid: 1, failed: 0, pending: 1 },
    });
    const pendingReff = (await rowsOf(batchId))[1]!.partner_reff!;
    await payoutTime.advance(DEFAULT_PAYOUT_CALLBACK_DELAY_MS);
    const callback = await gateway().callbackFor(pendingReff);
    expect((await applyGatewayCallback(callback, clock.nowMs())).kind).toBe('applied');
    expect((await getBatch(merchant.auth, batchId)).body.batch.counts).toEqual({ paid: 2, failed: 0, pending: 0 });
    clock.advanceSeconds(60);
    expect((await sweepBatches(clock)).applied).toBe(1);
    expect((await getBatch(merchant.auth, batchId)).body.batch.status).toBe('completed');
    expect((await getDelivery(deliveryIdForMove(`${batchId}:completed`)))?.event).toBe('batch.completed');
  });

  it('keeps an unknown row outcome (9999) held until reconciliation learns it was paid, then completes', async () => {
    const merchant = await batchMerchant();
    const batchId = await readyBatch(merchant, [transferRow(1, '9999')]);
    await approve(merchant.checker, batchId);
    await drainQueue('batches');
    // The gateway takes the payout and never answers: the client's timeout runs on the test's time,
    // moved once the simulator holds the request.
    const slowGateway = await gatewayFromEnv(process.env, undefined, payoutTime);
    const paying = payPart(batchId, 0, slowGateway, clock);
    await payoutTime.waitForSleepers(1, SIM_PAYOUT_HOLD_MS_MAX);
    await payoutTime.advance(GATEWAY_TIMEOUT_MS);
    await paying;
    const [row] = await rowsOf(batchId);
    expect(row).toMatchObject({ status: 'pending' });
    expect(await getTransaction(row!.partner_reff!)).toMatchObject({ status: 'pending', stage: 'held' });
    expect(await getBalance(merchant.merchantId)).toMatchObject({ held: TRANSFER_DEBIT(100_000) });
    clock.advanceSeconds(60);
    await sweepBatches(clock);
    expect((await getBatch(merchant.auth, batchId)).body.batch).toMatchObject({ status: 'processing' });
    clock.advanceSeconds(3 * 60);
    await reconcilePayouts(clock, await gatewayFromEnv());
    expect((await rowsOf(batchId))[0]).toMatchObject({ status: 'paid' });
    await sweepBatches(clock);
    expect((await getBatch(merchant.auth, batchId)).body.batch).toMatchObject({
      status: 'completed',
      counts: { paid: 1, failed: 0, pending: 0 },
    });
    expect(await getBalance(merchant.merchantId)).toMatchObject({ held: 0 });
  });

  it('follows the payout return path for a row the bank returns after the batch completed', async () => {
    const merchant = await batchMerchant();
    const batchId = await readyBatch(merchant, [transferRow(1), transferRow(2)]);
    await approve(merchant.checker, batchId);
    await runBatchWorker();
    expect((await getBatch(merchant.auth, batchId)).body.batch.status).toBe('completed');
    const reff = (await rowsOf(batchId))[0]!.partner_reff!;
    const returned = gateway().payouts.returnPayout(reff, 'Account closed');
    if (!returned.ok) throw new Error(returned.reason);
    expect((await applyGatewayCallback(returned.callback, clock.nowMs())).kind).toBe('applied');
    expect(await getTransaction(reff)).toMatchObject({ status: 'failed', batch_id: batchId });
    expect((await batchItems(merchant.auth, batchId)).body.data[0]).toMatchObject({
      status: 'failed',
      failure_reason: 'Account closed',
      partner_reff: reff,
    });
    expect((await getBatch(merchant.auth, batchId)).body.batch).toMatchObject({
      status: 'completed',
      counts: { paid: 1, failed: 1, pending: 0 },
    });
    // The row's amount and fees are back on the balance; its transaction.failed went out.
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 5_000_000 - TRANSFER_DEBIT(100_000),
      held: 0,
      pending_settlement: 0,
    });
    expect((await getDelivery(deliveryIdForMove(moveIdOf(reff, 'payout_returned'))))?.event).toBe('transaction.failed');
  });
});

describe('hand-overs lost in a crash', () => {
  it('sends the validation again after BATCH_PART_REDRIVE_SECONDS, then the pay-out', async () => {
    const merchant = await batchMerchant();
    const created = await createBatch(merchant.auth, [transferRow(1)]);
    const batchId = created.body.batch.batch_id as string;
    await drainQueue('batches');
    clock.advanceSeconds(BATCH_PART_REDRIVE_SECONDS - 1);
    await sweepBatches(clock);
    expect(await drainQueue('batches')).toEqual([]);
    clock.advanceSeconds(1);
    await sweepBatches(clock);
    await runBatchWorker();
    expect((await getBatch(merchant.auth, batchId)).body.batch.status).toBe('ready');
    await approve(merchant.checker, batchId);
    await drainQueue('batches');
    clock.advanceSeconds(60);
    await sweepBatches(clock);
    expect(await drainQueue('batches')).toEqual([]);
    clock.advanceSeconds(BATCH_PART_REDRIVE_SECONDS);
    await sweepBatches(clock);
    await runBatchWorker();
    expect((await getBatch(merchant.auth, batchId)).body.batch).toMatchObject({
      status: 'completed',
      counts: { paid: 1 },
    });
  });
});

/** A merchant with `shards` balance shards, funded by one adjustment per listed shard. */
async function shardedMerchant(
  shards: number,
  funding: Array<{ shard: number; amount: number }>,
): Promise<BatchMerchant> {
  const merchant = await batchMerchant({ balanceShards: shards, balanceIdr: 0 });
  for (const { shard, amount } of funding) {
    let reference = `fund-${randomUUID()}`;
    while (shardOf(adjustmentReff(merchant.merchantId, reference), shards) !== shard)
      reference = `fund-${randomUUID()}`;
    valueOf(await adminAdjustBalance(adjustment(merchant.merchantId, amount, 'funding', clock, reference)));
  }
  return merchant;
}

describe("the approval's hold over the merchant's balance shards", () => {
  it('holds each row on its own shard (spread, not all on shard 0) and posts it there', async () => {
    const merchant = await shardedMerchant(
      4,
      [0, 1, 2, 3].map((shard) => ({ shard, amount: 1_000_000 })),
    );
    const rows = Array.from({ length: 12 }, (_, index) => transferRow(index));
    const batchId = await readyBatch(merchant, rows);
    await approve(merchant.checker, batchId);
    const read = await readBalanceShards(merchant.merchantId);
    const heldShards = read!.shards.flatMap((shard, index) => (shard.held > 0 ? [index] : []));
    expect(heldShards.length).toBeGreaterThan(1);
    expect(read!.shards.reduce((sum, shard) => sum + shard.held, 0)).toBe(12 * TRANSFER_DEBIT(100_000));
    // One hold posting per shard, in that shard's ledger: the move is one, its postings spread.
    const holds = (await merchantLedgerPostings(merchant.merchantId))!.filter((posting) =>
      posting.id.includes('#hold'),
    );
    expect(holds.map((posting) => posting.id).sort()).toEqual(
      heldShards.map((shard) => `${batchId}:approved#${shard}#hold`).sort(),
    );
    await runBatchWorker();
    const paid = await Promise.all((await rowsOf(batchId)).map((row) => getTransaction(row.partner_reff!)));
    const byShard = new Set(paid.map((tx) => tx!.balance_shard ?? 0));
    expect(byShard).toEqual(new Set(heldShards));
    expect((await readBalanceShards(merchant.merchantId))!.shards.every((shard) => shard.held === 0)).toBe(true);
  });

  it('consolidates when the shards the rows land on do not hold enough, and refuses only when all together do not', async () => {
    const merchant = await shardedMerchant(4, [{ shard: 3, amount: 12 * TRANSFER_DEBIT(100_000) }]);
    const batchId = await readyBatch(
      merchant,
      Array.from({ length: 12 }, (_, index) => transferRow(index)),
    );
    expect((await approve(merchant.checker, batchId)).status).toBe(200);
    expect(await getBalance(merchant.merchantId)).toMatchObject({ available: 0, held: 12 * TRANSFER_DEBIT(100_000) });
    await runBatchWorker();
    expect((await getBatch(merchant.auth, batchId)).body.batch.counts.paid).toBe(12);
    const short = await shardedMerchant(4, [{ shard: 1, amount: 2 * TRANSFER_DEBIT(100_000) - 1 }]);
    const shortBatch = await readyBatch(short, [transferRow(1), transferRow(2)]);
    expect((await approve(short.checker, shortBatch)).body.error).toBe('insufficient_balance');
    expect(await getBalance(short.merchantId)).toMatchObject({ held: 0, available: 2 * TRANSFER_DEBIT(100_000) - 1 });
  });
});

describe('validation towards the gateway', () => {
  it(`asks at most ${BATCH_GATEWAY_CONCURRENCY} inquiries at once for a part`, async () => {
    const merchant = await batchMerchant();
    // 130 rows in 16 parts: part 0 holds rows 0, 16, ..., 128 (9 rows).
    const created = await createBatch(
      merchant.auth,
      Array.from({ length: 130 }, (_, index) => transferRow(index)),
    );
    const batchId = created.body.batch.batch_id as string;
    await drainQueue('batches');
    const partRows = Math.ceil(130 / 16);
    gateway().faults.add({ pathPrefix: '/v1/transfer/inquiry', status: null, delayMs: 50, remaining: partRows });
    const real = await gatewayFromEnv();
    let inFlight = 0;
    let most = 0;
    const counting: Gateway = Object.assign(Object.create(real) as Gateway, {
      inquirePayout: async (input: Parameters<Gateway['inquirePayout']>[0]) => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        try {
          return await real.inquirePayout(input);
        } finally {
          inFlight -= 1;
        }
      },
    });
    const validating = validatePart(batchId, 0, counting, clock.nowMs());
    // The simulator holds the first inquiries: exactly as many as the bound, the ninth not yet asked.
    await payoutTime.waitForSleepers(BATCH_GATEWAY_CONCURRENCY, 50);
    expect(inFlight).toBe(BATCH_GATEWAY_CONCURRENCY);
    await payoutTime.advance(50);
    await payoutTime.waitForSleepers(1, 50);
    await payoutTime.advance(50);
    await validating;
    expect(most).toBe(BATCH_GATEWAY_CONCURRENCY);
    expect((await batchItems(merchant.auth, batchId, { per_page: '1' })).body.data[0].status).toBe('valid');
    await sweepBatches({ nowMs: () => clock.nowMs() + BATCH_PART_REDRIVE_SECONDS * 1000 });
    await runBatchWorker();
    expect((await getBatch(merchant.auth, batchId)).body.batch).toMatchObject({ status: 'ready', valid_count: 130 });
  });

  it(`validates and pays out a batch of ${sized(130, 1_000)} rows over its parts, one merchant's balance under contention`, async () => {
    const count = sized(130, 1_000);
    const merchant = await batchMerchant({ balanceIdr: count * TRANSFER_DEBIT(100_000) });
    const rows = Array.from({ length: count }, (_, index) => transferRow(index, index % 50 === 7 ? '0000' : '1234'));
    const created = await createBatch(merchant.auth, rows);
    expect(created.status).toBe(201);
    const batchId = created.body.batch.batch_id as string;
    const parts = (await readBatch(batchId))!.parts;
    expect(parts).toBeGreaterThan(1);
    expect(await runBatchWorker()).toHaveLength(parts);
    const invalid = rows.filter((row) => row.account_number.endsWith('0000')).length;
    expect((await getBatch(merchant.auth, batchId)).body.batch).toMatchObject({
      status: 'ready',
      item_count: count,
      valid_count: count - invalid,
      invalid_count: invalid,
      total_amount: (count - invalid) * 100_000,
    });
    expect((await approve(merchant.checker, batchId, { pin: PIN, ignore_invalid: true })).status).toBe(200);
    // Every part at once, as the consumer's concurrency runs them.
    expect(await runBatchWorker()).toHaveLength(parts);
    expect((await getBatch(merchant.auth, batchId)).body.batch).toMatchObject({
      status: 'completed',
      counts: { paid: count - invalid, failed: 0, pending: 0 },
    });
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: invalid * TRANSFER_DEBIT(100_000),
      held: 0,
      pending_settlement: 0,
    });
  });
});

/** A user holding `role` at the merchant (written as the users routes would). */
async function memberOf(merchantId: string, role: MemberRole): Promise<DashboardUser> {
  const user = newDashboardUser();
  const written = await transactWrite(
    newMembershipItems({ ...user, merchant_id: merchantId, role, created_at_ms: Date.now() }),
  );
  expect(written.ok).toBe(true);
  return user;
}
const as = (user: DashboardUser) => ({ claims: dashboardClaims(user) });

describe('the dashboard: finance and owner create, an owner other than the maker approves', () => {
  it('lets an owner approve what a finance user created, never the maker itself, and readers read', async () => {
    const merchant = await batchMerchant();
    const [finance, owner, viewer] = [
      await memberOf(merchant.merchantId, 'finance'),
      await memberOf(merchant.merchantId, 'owner'),
      await memberOf(merchant.merchantId, 'viewer'),
    ];
    const body = { reference: `dash-${randomUUID().slice(0, 8)}`, items: [transferRow(1)] };
    expect((await invoke('dashboardCreatePayoutBatch', { ...as(viewer), body })).body.error).toBe('permission_denied');
    const created = await invoke('dashboardCreatePayoutBatch', { ...as(finance), body });
    expect(created.status).toBe(201);
    expect(created.body.batch.created_by).toBe(`user:${finance.sub}`);
    const batchId = created.body.batch.batch_id as string;
    await runBatchWorker();
    const params = { batch_id: batchId };
    expect((await invoke('dashboardGetPayoutBatch', { ...as(viewer), params })).body.batch.status).toBe('ready');
    expect((await invoke('dashboardListPayoutBatchItems', { ...as(viewer), params })).body.data).toHaveLength(1);
    expect((await invoke('dashboardListPayoutBatches', { ...as(viewer) })).body.meta.total).toBe(1);
    const byFinance = await invoke('dashboardApprovePayoutBatch', { ...as(finance), params, body: { pin: PIN } });
    expect(byFinance.body.error).toBe('permission_denied');
    const approved = await invoke('dashboardApprovePayoutBatch', { ...as(owner), params, body: { pin: PIN } });
    expect(approved.status).toBe(200);
    expect(approved.body.batch.approved_by).toBe(`user:${owner.sub}`);
    await runBatchWorker();
    expect((await getBatch(merchant.auth, batchId)).body.batch.status).toBe('completed');
  });

  it('refuses an owner approving its own batch (403 same_maker_and_checker); an API client may approve it', async () => {
    const merchant = await batchMerchant();
    const owner = await memberOf(merchant.merchantId, 'owner');
    const body = { reference: `dash-${randomUUID().slice(0, 8)}`, items: [transferRow(1)] };
    const batchId = (await invoke('dashboardCreatePayoutBatch', { ...as(owner), body })).body.batch.batch_id;
    await runBatchWorker();
    const params = { batch_id: batchId };
    const refused = await invoke('dashboardApprovePayoutBatch', { ...as(owner), params, body: { pin: PIN } });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe('same_maker_and_checker');
    const rejected = await invoke('dashboardRejectPayoutBatch', { ...as(owner), params, body: { reason: 'Typo' } });
    expect(rejected.body.batch.status).toBe('rejected');
  });
});

describe('batch.completed', () => {
  let server: Server;
  const received: Array<{ headers: Record<string, string | string[] | undefined>; body: string }> = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("is delivered to the creating client's callback URL, signed with its secret", async () => {
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
    const merchant = await batchMerchant({ callbackUrl: url });
    const batchId = await readyBatch(merchant, [transferRow(1)]);
    await approve(merchant.checker, batchId);
    await runBatchWorker();
    const deliveryId = deliveryIdForMove(`${batchId}:completed`);
    const dispatched = await dispatchDelivery(deliveryId, clock);
    expect(dispatched?.response).toMatchObject({ httpStatus: 200, delivered: true });
    const request = received.find((entry) => entry.headers['x-webhook-delivery'] === deliveryId)!;
    expect(request.headers['x-webhook-event']).toBe('batch.completed');
    expect(request.headers['x-webhook-signature']).toBe(
      createHmac('sha256', merchant.clientSecret).update(request.body).digest('hex'),
    );
    expect(JSON.parse(request.body)).toMatchObject({
      event: 'batch.completed',
      batch: { batch_id: batchId, status: 'completed', counts: { paid: 1, failed: 0, pending: 0 } },
    });
    // The merchant's event feed (what `npm run cli -- listen` forwards) lists it with its exact body.
    const feed = await invoke('listEvents', { auth: merchant.auth });
    expect(feed.body.data.find((event: any) => event.id === deliveryId)).toMatchObject({
      event: 'batch.completed',
      partner_reff: null,
      payload: JSON.parse(request.body),
    });
  });
});
