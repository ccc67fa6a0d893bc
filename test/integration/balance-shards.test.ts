import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { BALANCE_SHARDS_MAX } from '../../shared/domain/tx-seq';
import { computeFees, resolveFeeRule } from '../../shared/domain/fees';
import {
  accountSums,
  holdPostings,
  MERCHANT_BUCKETS,
  merchantAccount,
  postPostings,
  voidPostings,
  type Posting,
} from '../../shared/domain/ledger';
import { commitMove } from '../../shared/engine/move';
import { firstMoveShard } from '../../shared/engine/shard';
import { adjustmentReff, adminAdjustBalance } from '../../shared/operations/admin';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { forgetBalanceShards } from '../../shared/store/balance-shards-known';
import { ddb } from '../../shared/store/aws';
import { ContendedError } from '../../shared/store/contended';
import { readBalanceShards, sumOfShards, type BalanceRecord } from '../../shared/store/balances';
import { creationMoveId } from '../../shared/engine/create';
import { shardOf } from '../../shared/store/keys';
import {
  auditLedger,
  LEDGER_PARTITIONS_PER_SHARD,
  postingPartitions,
  shardPostingPartitions,
} from '../../shared/store/ledger';
import { getBalance, getMerchant } from '../../shared/store/merchants';
import { queryAll } from '../../shared/store/query';
import { type TxItem } from '../../shared/store/transact';
import { setWriteFaultInjector } from '../support/write-faults';
import { getTransaction } from '../../shared/store/transactions';
import { adjustment, createMerchantFixture, invoke, useClock, type MerchantFixture } from '../support/harness';
import { ManualScheduler } from '../support/scheduler';
import { withRetryCeiling } from '../../shared/store/retry';
import { useGatewaySimulator } from '../support/gateway';

/**
 * Balance shards (docs/ARCHITECTURE.md, section 4): a merchant's balance split over N items. Against
 * DynamoDB Local, through the real engine and admin operations: the sum of the shards always equals
 * the ledger over all shard partitions, no shard goes below zero, and a debit is refused only when
 * the sum of available does not cover it.
 */
useGatewaySimulator();
const clock = { nowMs: () => Date.now() };
const ADMIN = { authorization: 'Bearer test-admin-token' };

afterEach(() => setWriteFaultInjector(undefined));

/** A consolidation's write: only `available` moved between balance shards. */
const isConsolidation = (items: readonly TxItem[]) =>
  items.length > 1 &&
  items.every(
    (item) =>
      item.Update?.UpdateExpression === 'ADD available :minus' ||
      item.Update?.UpdateExpression === 'ADD available :plus',
  );

async function shardsOf(merchantId: string): Promise<{ max: number; shards: BalanceRecord[] }> {
  const read = await readBalanceShards(merchantId);
  if (read === undefined) throw new Error(`merchant ${merchantId} has no balance`);
  return read;
}

async function postingsOfAllShards(merchantId: string): Promise<Posting[]> {
  const { max } = await shardsOf(merchantId);
  const partitions = await Promise.all(
    postingPartitions(merchantId, max).map((pk) =>
      queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true }),
    ),
  );
  return partitions.flat() as unknown as Posting[];
}

/** The shard sums equal the ledger over every shard partition, no shard is negative, the postings conserve money. */
async function expectBalanced(merchantId: string): Promise<BalanceRecord> {
  const { shards } = await shardsOf(merchantId);
  const sums = accountSums(await postingsOfAllShards(merchantId));
  const total = sumOfShards(shards);
  for (const bucket of MERCHANT_BUCKETS) {
    expect(total[bucket]).toBe(sums.get(merchantAccount(merchantId, bucket)) ?? 0);
    for (const shard of shards) expect(shard[bucket]).toBeGreaterThanOrEqual(0);
  }
  expect([...sums.values()].reduce((sum, value) => sum + value, 0)).toBe(0);
  return total;
}

/** An adjustment reference whose transaction lands on `shard` of `shards`. */
function referenceOnShard(merchantId: string, shard: number, shards: number): string {
  for (;;) {
    const reference = `adj_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    if (shardOf(adjustmentReff(merchantId, reference), shards) === shard) return reference;
  }
}

const adjust = (merchantId: string, amountIdr: number, reference?: string) =>
  adminAdjustBalance(adjustment(merchantId, amountIdr, 'shards test', clock, reference));

const patchShards = (merchantId: string, balanceShards: unknown) =>
  invoke('adminPatchMerchant', { headers: ADMIN, params: { id: merchantId }, body: { balance_shards: balanceShards } });

describe('balance shards: property (fast-check against DynamoDB Local)', () => {
  type Step =
    | { op: 'credit'; amount: number }
    | { op: 'debit'; amount: number }
    | { op: 'payout'; amount: number; end: 'post' | 'void' | 'keep' };
  const step: fc.Arbitrary<Step> = fc.oneof(
    fc.record({ op: fc.constant('credit' as const), amount: fc.integer({ min: 1_000, max: 400_000 }) }),
    fc.record({ op: fc.constant('debit' as const), amount: fc.integer({ min: 1, max: 600_000 }) }),
    fc.record({
      op: fc.constant('payout' as const),
      amount: fc.integer({ min: 10_000, max: 300_000 }),
      end: fc.constantFrom('post' as const, 'void' as const, 'keep' as const),
    }),
  );
  const group = fc.record({ parallel: fc.boolean(), steps: fc.array(step, { minLength: 1, maxLength: 4 }) });

  /** A refusal to check: the available it asked for, and what the group credited to available meanwhile. */
  interface Refusal {
    need: number;
  }

  /**
   * One step through the real paths: credits and debits are operators' adjustments (create engine,
   * shard by partner_reff, consolidation); a payout's hold, post and void are moves on the shard the
   * engine picks for its first move. Returns the refusals and what the step put into available.
   */
  async function run(merchantId: string, action: Step): Promise<{ refused?: Refusal; credited: number }> {
    if (action.op !== 'payout') {
      const signed = action.op === 'credit' ? action.amount : -action.amount;
      const outcome = await adjust(merchantId, signed);
      if (outcome.ok) return { credited: Math.max(0, signed) };
      expect(outcome.code).toBe('insufficient_balance');
      expect(action.op).toBe('debit');
      return { refused: { need: action.amount }, credited: 0 };
    }
    const reff = `SHP-${randomUUID().slice(0, 12)}`;
    const fees = computeFees(action.amount, resolveFeeRule('transfer'));
    const debit = action.amount + fees.total_fee;
    const shard = await firstMoveShard(merchantId, reff);
    const at = { merchantId, atMs: Date.now(), balanceShard: shard.shard, balanceShardsKnown: shard.known };
    const hold = await commitMove({
      ...at,
      id: `${reff}:confirmed`,
      kind: 'hold',
      postings: holdPostings(merchantId, reff, debit),
    });
    if (hold.kind === 'insufficient_balance') return { refused: { need: debit }, credited: 0 };
    expect(hold.kind).toBe('applied');
    if (action.end === 'keep') return { credited: 0 };
    const end =
      action.end === 'post'
        ? postPostings(merchantId, reff, action.amount, fees)
        : voidPostings(merchantId, reff, debit);
    expect((await commitMove({ ...at, id: `${reff}:${action.end}`, kind: action.end, postings: end })).kind).toBe(
      'applied',
    );
    return { credited: action.end === 'void' ? debit : 0 };
  }

  it('keeps every shard >= 0, the sum equal to the ledger, and refuses a debit only when the sum does not cover it', async () => {
    let refusals = 0;
    let consolidations = 0;
    setWriteFaultInjector((items) => {
      if (isConsolidation(items)) consolidations += 1;
      return undefined;
    });
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 0, max: 500_000 }),
        fc.array(group, { minLength: 1, maxLength: 5 }),
        async (shards, opening, groups) => {
          const merchant = await createMerchantFixture({ balanceShards: shards, balanceIdr: opening });
          for (const { parallel, steps } of groups) {
            if (!parallel) {
              for (const action of steps) {
                const { refused } = await run(merchant.merchantId, action);
                if (refused) {
                  refusals += 1;
                  // Nothing else runs: the sum now is the sum the refusal saw.
                  expect((await getBalance(merchant.merchantId))!.available).toBeLessThan(refused.need);
                }
              }
              continue;
            }
            const results = await Promise.all(steps.map((action) => run(merchant.merchantId, action)));
            // Available only grows by what the group credited or voided: a refusal saw at least the
            // sum now minus that, which must still be short of what it asked for.
            const creditedInGroup = results.reduce((sum, result) => sum + result.credited, 0);
            const availableNow = (await getBalance(merchant.merchantId))!.available;
            for (const { refused } of results) {
              if (!refused) continue;
              refusals += 1;
              expect(availableNow - creditedInGroup).toBeLessThan(refused.need);
            }
          }
          await expectBalanced(merchant.merchantId);
        },
      ),
      { numRuns: 12 },
    );
    expect(refusals).toBeGreaterThan(0);
    expect(consolidations).toBeGreaterThan(0);
    const report = await auditLedger();
    expect(report.problems).toEqual([]);
  }, 120_000);
});

describe('balance shards: admin API', () => {
  it('creates a merchant with N zero shards and keeps N = 1 merchants on their one item', async () => {
    const one = await createMerchantFixture();
    expect(await shardsOf(one.merchantId)).toEqual({
      max: 1,
      shards: [{ available: 0, held: 0, pending_settlement: 0 }],
    });
    expect(await getMerchant(one.merchantId)).not.toHaveProperty('balance_shards');

    const created = await invoke('adminCreateMerchant', {
      headers: ADMIN,
      body: { name: 'Sharded', balance_shards: 5 },
    });
    expect(created.status).toBe(201);
    expect(created.body.merchant).toMatchObject({ balance_shards: 5, balance_shards_max: 5 });
    const { max, shards } = await shardsOf(created.body.merchant.id);
    expect(max).toBe(5);
    expect(shards).toHaveLength(5);
  });

  it.each([[0], [BALANCE_SHARDS_MAX + 1], [1.5], ['4'], [null]])(
    'refuses balance_shards %j with 422 validation_failed',
    async (value) => {
      const merchant = await createMerchantFixture();
      const patched = await patchShards(merchant.merchantId, value);
      expect(patched.status).toBe(422);
      expect(patched.body).toEqual({
        ok: false,
        error: 'validation_failed',
        message: expect.any(String),
        errors: { balance_shards: [expect.any(String)] },
      });
      const created = await invoke('adminCreateMerchant', {
        headers: ADMIN,
        body: { name: 'x', balance_shards: value },
      });
      expect(created.status).toBe(422);
      expect(created.body.errors).toEqual({ balance_shards: [expect.any(String)] });
      expect((await getMerchant(merchant.merchantId))?.balance_shards).toBeUndefined();
    },
  );

  it('lowering N keeps money on high shards counted and spendable; raising N adds zero shards', async () => {
    const merchant = await createMerchantFixture({ balanceShards: 4 });
    const id = merchant.merchantId;
    for (let shard = 0; shard < 4; shard += 1)
      expect((await adjust(id, 10_000 * (shard + 1), referenceOnShard(id, shard, 4))).ok).toBe(true);
    expect((await shardsOf(id)).shards.map((shard) => shard.available)).toEqual([10_000, 20_000, 30_000, 40_000]);

    const lowered = await patchShards(id, 1);
    expect(lowered.status).toBe(200);
    expect(lowered.body.merchant).toMatchObject({ balance_shards: 1, balance_shards_max: 4 });
    // Reads cover the four shards: the merchant API and the admin API show the sum.
    expect((await invoke('digitalBalance', { auth: merchant.auth })).body.data).toMatchObject({ saldo: 100_000 });
    const adminBalance = await invoke('adminGetBalance', { headers: ADMIN, params: { id } });
    expect(adminBalance.body.balance).toEqual({ available: 100_000, held: 0, pending_settlement: 0 });

    // New moves use shard 0 only, whatever their reference.
    for (let index = 0; index < 4; index += 1) expect((await adjust(id, 1_000)).ok).toBe(true);
    expect((await shardsOf(id)).shards.map((shard) => shard.available)).toEqual([14_000, 20_000, 30_000, 40_000]);

    // A debit of everything: shard 0 consolidates the high shards into itself.
    expect((await adjust(id, -104_000)).ok).toBe(true);
    expect((await shardsOf(id)).shards.map((shard) => shard.available)).toEqual([0, 0, 0, 0]);
    await expectBalanced(id);

    const raised = await patchShards(id, 6);
    expect(raised.status).toBe(200);
    expect(raised.body.merchant).toMatchObject({ balance_shards: 6, balance_shards_max: 6 });
    const after = await shardsOf(id);
    expect(after.max).toBe(6);
    expect(after.shards).toHaveLength(6);
    for (let shard = 0; shard < 6; shard += 1)
      expect((await adjust(id, 500, referenceOnShard(id, shard, 6))).ok).toBe(true);
    expect((await shardsOf(id)).shards.map((shard) => shard.available)).toEqual(Array(6).fill(500));
    // Lowering below an old max and raising again within it creates nothing: the shards exist.
    expect((await patchShards(id, 2)).status).toBe(200);
    expect((await patchShards(id, 5)).body.merchant).toMatchObject({ balance_shards: 5, balance_shards_max: 6 });
    expect((await getBalance(id))!.available).toBe(3_000);
    await expectBalanced(id);
  });

  it('two concurrent raises lose no shard', async () => {
    const merchant = await createMerchantFixture();
    const results = await Promise.all([3, 7, 5, 2].map((shards) => patchShards(merchant.merchantId, shards)));
    expect(results.map((result) => result.status)).toEqual([200, 200, 200, 200]);
    const stored = (await getMerchant(merchant.merchantId))!;
    expect(stored.balance_shards_max).toBe(7);
    const { max, shards } = await shardsOf(merchant.merchantId);
    expect(max).toBe(7);
    expect(shards).toHaveLength(7);
  });
});

describe('balance shards: debits and consolidation', () => {
  it('a debit its shard cannot cover consolidates from three shards, in one write, with no posting', async () => {
    const merchant = await createMerchantFixture({ balanceShards: 4 });
    const id = merchant.merchantId;
    for (const shard of [1, 2, 3]) expect((await adjust(id, 10_000, referenceOnShard(id, shard, 4))).ok).toBe(true);
    const postingsBefore = (await postingsOfAllShards(id)).length;
    const writes: TxItem[][] = [];
    setWriteFaultInjector((items) => {
      writes.push([...items]);
      return undefined;
    });
    const debit = await adjust(id, -25_000, referenceOnShard(id, 0, 4));
    setWriteFaultInjector(undefined);
    expect(debit.ok).toBe(true);
    // The debit, refused by shard 0; one consolidation of the three others into it; the debit again.
    const consolidations = writes.filter(isConsolidation);
    expect(consolidations).toHaveLength(1);
    expect(consolidations[0]).toHaveLength(4);
    const { shards } = await shardsOf(id);
    expect(shards[0]!.available).toBe(0);
    expect(sumOfShards(shards).available).toBe(5_000);
    // The debit's own postings (one leg), and none for the consolidation.
    expect((await postingsOfAllShards(id)).length).toBe(postingsBefore + 1);
    await expectBalanced(id);

    // More than all shards hold: refused, and nothing moves.
    const before = await shardsOf(id);
    const refused = await adjust(id, -5_001, referenceOnShard(id, 0, 4));
    expect(refused.ok === false && refused.code).toBe('insufficient_balance');
    expect(await shardsOf(id)).toEqual(before);
  });

  it('a replayed move lands on the same shard and moves nothing', async () => {
    const merchant = await createMerchantFixture({ balanceShards: 8 });
    const id = merchant.merchantId;
    const reference = referenceOnShard(id, 5, 8);
    const reff = adjustmentReff(id, reference);
    expect((await adjust(id, 7_000, reference)).ok).toBe(true);
    expect((await getTransaction(reff))?.balance_shard).toBe(5);
    const before = await shardsOf(id);
    expect(before.shards[5]!.available).toBe(7_000);
    // The same adjustment again, even after N changed: already applied, nothing written.
    expect((await patchShards(id, 3)).status).toBe(200);
    const again = await adjust(id, 7_000, reference);
    expect(again.ok).toBe(true);
    expect(await shardsOf(id)).toEqual(before);
    // The move itself replayed on its shard: the journal refuses it.
    const replay = await commitMove({
      id: creationMoveId(reff),
      kind: 'adjust',
      merchantId: id,
      atMs: Date.now(),
      balanceShard: 5,
      postings: [
        {
          id: `${creationMoveId(reff)}#adjust`,
          from: 'system:operator_adjustments',
          to: merchantAccount(id, 'available'),
          amount: 7_000,
          memo: 'replay',
        },
      ],
    });
    expect(replay.kind).toBe('already_applied');
    expect(await shardsOf(id)).toEqual(before);
    await expectBalanced(id);
  });

  it('a payout picks its shard at the hold (consolidating into it), records it, and posts on it', async () => {
    const merchant = await createMerchantFixture({ balanceShards: 4, balanceIdr: 0 });
    const id = merchant.merchantId;
    for (let shard = 0; shard < 4; shard += 1)
      expect((await adjust(id, 50_000, referenceOnShard(id, shard, 4))).ok).toBe(true);
    const inquiry = await invoke('transferInquiry', {
      auth: merchant.auth,
      body: { amount: 120_000, bank_code: '014', account_number: '5550012347' },
    });
    expect(inquiry.status).toBe(200);
    const reff = inquiry.body.transaction.partner_reff as string;
    const confirmed = await invoke('transferConfirm', {
      auth: merchant.auth,
      body: { partner_reff: reff, pin: '123456' },
    });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.transaction.status).toBe('paid');
    const tx = (await getTransaction(reff))!;
    const shard = shardOf(reff, 4);
    expect(tx.balance_shard ?? 0).toBe(shard);
    const partitions = await Promise.all(
      shardPostingPartitions(id, shard).map((pk) =>
        queryAll({
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': pk },
          ConsistentRead: true,
        }),
      ),
    );
    const postings = partitions.flat();
    expect(postings.filter((posting) => String(posting.reference).startsWith(reff)).length).toBeGreaterThanOrEqual(2);
    const total = await expectBalanced(id);
    expect(total.available).toBe(200_000 - 120_000 - tx.fees.total_fee);
  });
});

describe('balance shards: ledger partitions', () => {
  const postingsIn = async (pk: string) =>
    queryAll({ KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': pk }, ConsistentRead: true });

  async function paidPayouts(merchant: MerchantFixture, count: number): Promise<void> {
    for (let index = 0; index < count; index += 1) {
      const inquiry = await invoke('transferInquiry', {
        auth: merchant.auth,
        body: { amount: 50_000, bank_code: '014', account_number: '5550012347' },
      });
      const body = { partner_reff: inquiry.body.transaction.partner_reff, pin: '123456' };
      expect((await invoke('transferConfirm', { auth: merchant.auth, body })).body.transaction.status).toBe('paid');
    }
  }

  it("spreads a sharded merchant's postings over each shard's partitions, and the audit reads them all", async () => {
    const merchant = await createMerchantFixture({ balanceShards: 4, balanceIdr: 0 });
    const id = merchant.merchantId;
    for (let shard = 0; shard < 4; shard += 1)
      expect((await adjust(id, 200_000, referenceOnShard(id, shard, 4))).ok).toBe(true);
    await paidPayouts(merchant, 6);
    const partitions = postingPartitions(id, 4);
    expect(partitions).toHaveLength(4 * LEDGER_PARTITIONS_PER_SHARD);
    const counts = await Promise.all(partitions.map(async (pk) => (await postingsIn(pk)).length));
    // 4 funding postings and 6 payouts of 4 postings each, over more than the 4 main partitions.
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(4 + 6 * 4);
    expect(counts.slice(4).some((count) => count > 0)).toBe(true);
    await expectBalanced(id);
    expect((await auditLedger()).problems.filter((problem) => problem.includes(id))).toEqual([]);
  });

  it("keeps a one-shard merchant's postings in its one ledger partition", async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    await paidPayouts(merchant, 3);
    expect(postingPartitions(merchant.merchantId, 1)).toEqual([`LEDGER#${merchant.merchantId}`]);
    expect(await postingsIn(`LEDGER#${merchant.merchantId}`)).toHaveLength(1 + 3 * 4);
    expect(await postingsIn(`LEDGER#${merchant.merchantId}/1`)).toHaveLength(0);
  });
});

describe('balance shards: a first money move in a process that never read the merchant', () => {
  /** The merchant profile keys a run reads (GetItem, BatchGetItem, TransactGetItems). */
  async function profileReads<T>(run: () => Promise<T>): Promise<{ result: T; profiles: number }> {
    let profiles = 0;
    const name = `profiles-${randomUUID()}`;
    ddb().middlewareStack.add(
      (next) => async (args) => {
        if (JSON.stringify(args.input).includes('"PROFILE"')) profiles += 1;
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      return { result: await run(), profiles };
    } finally {
      ddb().middlewareStack.remove(name);
    }
  }

  it.each([[1], [4]])(
    'a QR paid by callback picks shardOf(reff, N) with N as its create saw it, reading no merchant record (N = %i)',
    async (balanceShards) => {
      const merchant = await createMerchantFixture({ balanceShards });
      const created = await invoke('createQris', { auth: merchant.auth, body: { amount: 25_000 } });
      expect(created.status).toBe(201);
      const reff = created.body.transaction.partner_reff as string;
      const stored = (await getTransaction(reff))!;
      if (balanceShards === 1) expect(stored).not.toHaveProperty('merchant_balance_shards');
      else expect(stored.merchant_balance_shards).toBe(balanceShards);
      // A fresh callback worker: it has read no merchant record.
      forgetBalanceShards();
      const { result, profiles } = await profileReads(() =>
        applyGatewayCallback(
          {
            event: 'payment.paid',
            channel: 'qris',
            partner_reff: reff,
            virtual_account_number: null,
            gateway_reference: `GW-${randomUUID()}`,
            amount: 25_000,
            occurred_at: new Date().toISOString(),
          },
          Date.now(),
        ),
      );
      expect(result.kind).toBe('applied');
      expect(profiles).toBe(0);
      const shard = shardOf(reff, balanceShards);
      const paid = (await getTransaction(reff))!;
      if (shard === 0) expect(paid).not.toHaveProperty('balance_shard');
      else expect(paid.balance_shard).toBe(shard);
      const { shards } = await shardsOf(merchant.merchantId);
      expect(shards[shard]!.pending_settlement).toBe(paid.fees.net_amount);
      expect(sumOfShards(shards).pending_settlement).toBe(paid.fees.net_amount);
      await expectBalanced(merchant.merchantId);
    },
  );
});

describe('balance shards: injected contention', () => {
  const conflict = () =>
    Object.assign(new Error('Transaction cancelled'), {
      name: 'TransactionCanceledException',
      CancellationReasons: [{ Code: 'TransactionConflict' }, { Code: 'None' }],
      $metadata: { httpStatusCode: 400 },
    });

  async function fundedOnHighShards(): Promise<MerchantFixture> {
    const merchant = await createMerchantFixture({ balanceShards: 3 });
    for (const shard of [1, 2])
      expect((await adjust(merchant.merchantId, 20_000, referenceOnShard(merchant.merchantId, shard, 3))).ok).toBe(
        true,
      );
    return merchant;
  }

  it('a consolidation that always meets contention ends in ContendedError (503), never insufficient_balance, with the sums intact', async () => {
    const merchant = await fundedOnHighShards();
    const id = merchant.merchantId;
    const before = await shardsOf(id);
    let injected = 0;
    setWriteFaultInjector((items) => {
      if (!isConsolidation(items)) return undefined;
      injected += 1;
      return conflict();
    });
    // Every backoff and the request's retry deadline pass on a scheduler the test runs as fast as
    // the work needs: the retries are all made, in no wall time.
    const time = new ManualScheduler();
    const direct = time.drive(
      withRetryCeiling(() => adjust(id, -30_000, referenceOnShard(id, 0, 3)), undefined, undefined, time),
    );
    await expect(direct).rejects.toBeInstanceOf(ContendedError);
    expect(injected).toBeGreaterThan(1);
    expect(await shardsOf(id)).toEqual(before);

    useClock(undefined, time);
    const answered = await time
      .drive(
        invoke('adminBalanceAdjustment', {
          headers: { ...ADMIN, 'x-idempotency-key': referenceOnShard(id, 0, 3) },
          params: { id },
          body: { amount: -30_000, note: 'contended' },
        }),
      )
      .finally(() => useClock(undefined));
    expect(answered.status).toBe(503);
    expect(answered.headers['retry-after']).toBeDefined();
    expect(await shardsOf(id)).toEqual(before);
    setWriteFaultInjector(undefined);
    await expectBalanced(id);
  }, 60_000);

  it('a consolidation that meets contention twice goes through on the next attempt', async () => {
    const merchant = await fundedOnHighShards();
    const id = merchant.merchantId;
    let injected = 0;
    setWriteFaultInjector((items) => {
      if (!isConsolidation(items) || injected >= 2) return undefined;
      injected += 1;
      return conflict();
    });
    const debit = await adjust(id, -30_000, referenceOnShard(id, 0, 3));
    expect(debit.ok).toBe(true);
    expect(injected).toBe(2);
    expect((await getBalance(id))!.available).toBe(10_000);
    await expectBalanced(id);
  });
});
