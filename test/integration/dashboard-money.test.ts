import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type { MemberRole } from '../../shared/domain/members';
import type { GatewayCallback } from '../../shared/gateway/port';
import { adjustmentReff, adminAdjustBalance } from '../../shared/operations/admin';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { CSV_COLUMNS } from '../../shared/operations/export';
import { expireDue, settleDue } from '../../shared/operations/sweeps';
import { listAuditEntries } from '../../shared/store/audit-log';
import { getPinAttempts } from '../../shared/store/pin-attempts';
import { shardOf } from '../../shared/store/keys';
import { auditLedger } from '../../shared/store/ledger';
import { newMembershipItems } from '../../shared/store/members';
import { getBalance } from '../../shared/store/merchants';
import { getTransaction } from '../../shared/store/transactions';
import { transactWrite, type TxItem } from '../../shared/store/transact';
import { setWriteFaultInjector } from '../support/write-faults';
import { toJakartaIso } from '../../shared/time';
import {
  earlierDays,
  adjustment,
  createMerchantFixture,
  dashboardClaims,
  invoke,
  TestClock,
  useClock,
  type MerchantFixture,
} from '../support/harness';
import { useGatewaySimulator } from '../support/gateway';

/**
 * The dashboard's money routes (docs/ARCHITECTURE.md, section 15) against DynamoDB Local: the
 * statement and its arithmetic at 1 and 4 balance shards, the API's transactions with filters,
 * payouts with the API's PIN rules, and the PIN itself.
 */
const gateway = useGatewaySimulator();
const ADMIN = { authorization: 'Bearer test-admin-token' };
const BUCKETS = ['available', 'held', 'pending_settlement'] as const;

afterEach(() => {
  useClock(undefined);
  setWriteFaultInjector(undefined);
});

type User = { sub: string; email: string };
const newUser = (): User => {
  const sub = randomUUID();
  return { sub, email: `${sub.slice(0, 8)}@merchant.test` };
};

/** A user holding `role` at the merchant (written as the users routes would). */
async function memberOf(merchantId: string, role: MemberRole): Promise<User> {
  const user = newUser();
  const written = await transactWrite(
    newMembershipItems({ ...user, merchant_id: merchantId, role, created_at_ms: Date.now() }),
  );
  expect(written.ok).toBe(true);
  return user;
}

const as = (user: User) => ({ claims: dashboardClaims(user) });

/** Clocks at 10:00 Jakarta on days long past, each test's before the last one's (harness earlierDays). */
const PAST_DAY_0_MS = Date.parse('2003-01-01T10:00:00+07:00');
const PAST_DAYS = 3_000;
const pastClock = earlierDays(PAST_DAY_0_MS + PAST_DAYS * 86_400_000);

// What this file leaves due on its past days (an unpaid QR, unsettled money) is finished, so the
// audit and the balances end as a merchant's would.
afterAll(async () => {
  const end = new TestClock(PAST_DAY_0_MS + (PAST_DAYS + 2) * 86_400_000);
  await expireDue(end);
  await settleDue(end);
});

const jakartaDay = (epochMs: number) => toJakartaIso(epochMs).slice(0, 10);

async function payQr(merchant: MerchantFixture, amount: number, clock: TestClock): Promise<string> {
  const created = await invoke('createQris', { auth: merchant.auth, body: { amount } });
  expect(created.status).toBe(201);
  const reff = created.body.transaction.partner_reff as string;
  const settled = gateway().books.qris.settle(reff, 'paid');
  if (!settled.ok) throw new Error(`simulator refused ${reff}`);
  const callback: GatewayCallback = { ...settled.callback, occurred_at: new Date(clock.nowMs()).toISOString() };
  expect((await applyGatewayCallback(callback, clock.nowMs())).kind).toBe('applied');
  return reff;
}

/** Settles every QR paid on the clock's day: the run at 00:05 the next day. */
async function settleToday(clock: TestClock): Promise<void> {
  clock.set(Date.parse(`${jakartaDay(clock.nowMs())}T00:05:00+07:00`) + 86_400_000);
  await settleDue(clock);
}

async function payout(user: User, body: Record<string, unknown>, pin = '123456') {
  const inquiry = await invoke('dashboardPayoutInquiry', { ...as(user), body });
  expect(inquiry.status).toBe(200);
  const reff = inquiry.body.transaction.partner_reff as string;
  const confirm = await invoke('dashboardPayoutConfirm', {
    ...as(user),
    body: { channel: body.channel, partner_reff: reff, pin },
  });
  return { reff, inquiry, confirm };
}

interface Entry {
  id: string;
  at: string;
  bucket: (typeof BUCKETS)[number];
  amount: number;
  balance_after: number;
  partner_reff: string | null;
  type: string;
  description: string;
}

/** Every page of the statement, following next_cursor. */
async function wholeStatement(user: User, query: Record<string, string> = {}, limit = 3): Promise<Entry[]> {
  const entries: Entry[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 200; pages += 1) {
    const page = await invoke('dashboardStatement', {
      ...as(user),
      query: { ...query, limit: String(limit), ...(cursor === null ? {} : { starting_after: cursor }) },
    });
    expect(page.status).toBe(200);
    expect(page.body.entries.length).toBeLessThanOrEqual(limit);
    entries.push(...page.body.entries);
    cursor = page.body.next_cursor;
    if (cursor === null) return entries;
  }
  throw new Error('statement pages never ended');
}

/**
 * The statement's arithmetic: oldest to newest, each entry's balance_after minus its amount is the
 * previous entry's balance_after in its bucket (0 before the first), and the last of each bucket is
 * the merchant's balance (the sum of its shards).
 */
async function expectStatementArithmetic(merchantId: string, newestFirst: Entry[]): Promise<void> {
  const last: Record<string, number> = { available: 0, held: 0, pending_settlement: 0 };
  const times = newestFirst.map((entry) => Date.parse(entry.at));
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  for (const entry of [...newestFirst].reverse()) {
    expect(entry.balance_after - entry.amount).toBe(last[entry.bucket]);
    expect(entry.balance_after).toBeGreaterThanOrEqual(0);
    last[entry.bucket] = entry.balance_after;
  }
  const balance = (await getBalance(merchantId))!;
  for (const bucket of BUCKETS) expect(last[bucket]).toBe(balance[bucket]);
  expect(new Set(newestFirst.map((entry) => entry.id)).size).toBe(newestFirst.length);
}

/** An adjustment reference whose transaction lands on `shard` of `shards`. */
function referenceOnShard(merchantId: string, shard: number, shards: number): string {
  for (;;) {
    const reference = `adj_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
    if (shardOf(adjustmentReff(merchantId, reference), shards) === shard) return reference;
  }
}

const isConsolidation = (items: readonly TxItem[]) =>
  items.length > 1 && items.every((item) => /^ADD available :(minus|plus)$/.test(item.Update?.UpdateExpression ?? ''));

describe('dashboard: the balance statement', () => {
  it.each([[1], [4]])(
    'keeps balance_after - amount = the previous balance_after per bucket over real moves (%i shard(s))',
    async (shards) => {
      const clock = pastClock();
      useClock(clock);
      const merchant = await createMerchantFixture({ balanceShards: shards });
      const id = merchant.merchantId;
      const finance = await memberOf(id, 'finance');
      const now = { nowMs: () => clock.nowMs() };
      // Funding on several shards, then a debit that its own shard cannot cover: a consolidation (N = 4).
      for (const shard of Array.from({ length: shards }, (_, k) => k).slice(shards > 1 ? 1 : 0))
        expect(
          (await adminAdjustBalance(adjustment(id, 60_000, 'funding', now, referenceOnShard(id, shard, shards)))).ok,
        ).toBe(true);
      const writes: TxItem[][] = [];
      setWriteFaultInjector((items) => {
        writes.push([...items]);
        return undefined;
      });
      const debit = await adminAdjustBalance(
        adjustment(id, -(shards > 1 ? 100_000 : 25_000), 'correction', now, referenceOnShard(id, 0, shards)),
      );
      setWriteFaultInjector(undefined);
      expect(debit.ok).toBe(true);
      if (shards > 1) expect(writes.filter(isConsolidation).length).toBeGreaterThan(0);
      // A QR paid through the simulator, then settled the next day.
      const qr = await payQr(merchant, 150_000, clock);
      await settleToday(clock);
      clock.advanceSeconds(3_600);
      // Payouts from the dashboard: one paid (hold, post), one rejected by the bank (hold, void).
      const paid = await payout(finance, {
        channel: 'transfer',
        amount: 50_000,
        bank_code: '014',
        account_number: '5550012347',
      });
      expect(paid.confirm.body.transaction.status).toBe('paid');
      const rejected = await payout(finance, {
        channel: 'transfer',
        amount: 20_000,
        bank_code: '014',
        account_number: '4444441111',
      });
      expect(rejected.confirm.body.transaction.status).toBe('failed');

      const entries = await wholeStatement(finance);
      await expectStatementArithmetic(id, entries);
      const types = new Set(entries.map((entry) => entry.type));
      for (const type of ['adjustment', 'payment', 'settlement', 'hold', 'payout', 'fee', 'hold_released'])
        expect(types).toContain(type);
      expect(entries.filter((entry) => entry.partner_reff === qr).map((entry) => [entry.bucket, entry.type])).toEqual([
        ['pending_settlement', 'settlement'],
        ['available', 'settlement'],
        ['pending_settlement', 'payment'],
      ]);
      // Hold and void in one millisecond of the test clock: within it, credits come first (domain/statement.ts).
      const rejectedTypes = entries.filter((entry) => entry.partner_reff === rejected.reff).map((entry) => entry.type);
      expect(rejectedTypes.sort()).toEqual(['hold', 'hold', 'hold_released', 'hold_released']);
      // One page of 100 is the same statement as pages of 3.
      const single = await invoke('dashboardStatement', { ...as(finance), query: { limit: '100' } });
      expect(single.body).toEqual({ ok: true, entries, next_cursor: null });
      expect((await auditLedger()).problems.filter((problem) => problem.includes(id))).toEqual([]);
    },
  );

  it('cuts the statement by Jakarta day, keeping the merchant-wide balances, and refuses bad input', async () => {
    const clock = pastClock();
    useClock(clock);
    const merchant = await createMerchantFixture({ balanceShards: 4 });
    const id = merchant.merchantId;
    const viewer = await memberOf(id, 'viewer');
    const now = { nowMs: () => clock.nowMs() };
    const day1 = jakartaDay(clock.nowMs());
    expect((await adminAdjustBalance(adjustment(id, 10_000, 'day one', now))).ok).toBe(true);
    clock.advanceSeconds(2 * 86_400);
    const day3 = jakartaDay(clock.nowMs());
    expect((await adminAdjustBalance(adjustment(id, 5_000, 'day three', now))).ok).toBe(true);
    clock.advanceSeconds(1);
    expect((await adminAdjustBalance(adjustment(id, -3_000, 'day three debit', now))).ok).toBe(true);

    const first = await wholeStatement(viewer, { from: day1, to: day1 });
    expect(first.map((entry) => [entry.amount, entry.balance_after])).toEqual([[10_000, 10_000]]);
    const third = await wholeStatement(viewer, { from: day3, to: day3 }, 1);
    expect(third.map((entry) => [entry.amount, entry.balance_after])).toEqual([
      [-3_000, 12_000],
      [5_000, 15_000],
    ]);
    expect(third.every((entry) => entry.at.startsWith(day3) && entry.at.endsWith('+07:00'))).toBe(true);
    const between = await wholeStatement(viewer, { from: jakartaDay(clock.nowMs() - 86_400_000), to: day3 });
    expect(between).toHaveLength(2);

    for (const query of <Array<Record<string, string>>>[
      { from: day3, to: day1 },
      { from: '2003-02-30' },
      { to: 'yesterday' },
      { limit: '0' },
      { limit: '101' },
      { limit: '1.5' },
      { other: 'x' },
    ]) {
      const answer = await invoke('dashboardStatement', { ...as(viewer), query });
      expect([query, answer.status, answer.body.error]).toEqual([query, 422, 'validation_failed']);
    }
    const badCursor = await invoke('dashboardStatement', { ...as(viewer), query: { starting_after: 'nope' } });
    expect([badCursor.status, badCursor.body.error]).toEqual([400, 'invalid_cursor']);
  });

  it('is for finance, owner and viewer; a developer is refused', async () => {
    const merchant = await createMerchantFixture();
    for (const role of ['finance', 'owner', 'viewer'] as const)
      expect((await invoke('dashboardStatement', as(await memberOf(merchant.merchantId, role)))).status).toBe(200);
    const developer = await invoke('dashboardStatement', as(await memberOf(merchant.merchantId, 'developer')));
    expect([developer.status, developer.body.error]).toEqual([403, 'permission_denied']);
    expect((await invoke('dashboardStatement', {})).status).toBe(401);
  });
});

describe('dashboard: transactions', () => {
  it("lists the API's pages and filters by type, status, days and reference prefix; reads one; exports", async () => {
    const clock = pastClock();
    useClock(clock);
    const merchant = await createMerchantFixture({ balanceIdr: 300_000 });
    const id = merchant.merchantId;
    const viewer = await memberOf(id, 'viewer');
    const day1 = jakartaDay(clock.nowMs());
    const paidQr = await payQr(merchant, 40_000, clock);
    const openQr = (await invoke('createQris', { auth: merchant.auth, body: { amount: 30_000 } })).body.transaction
      .partner_reff as string;
    clock.advanceSeconds(86_400);
    const day2 = jakartaDay(clock.nowMs());
    const finance = await memberOf(id, 'finance');
    const { reff: payoutReff } = await payout(finance, {
      channel: 'transfer',
      amount: 25_000,
      bank_code: '014',
      account_number: '5550012347',
    });

    const list = (query: Record<string, string>) => invoke('dashboardListTransactions', { ...as(viewer), query });
    const reffs = async (query: Record<string, string>) => {
      const answer = await list(query);
      expect(answer.status).toBe(200);
      return (answer.body.data as Array<{ partner_reff: string }>).map((tx) => tx.partner_reff);
    };
    // Unfiltered: exactly the API's answer.
    const api = await invoke('listTransactions', { auth: merchant.auth, query: { per_page: '2', page: '2' } });
    expect((await list({ per_page: '2', page: '2' })).body).toEqual(api.body);
    expect(api.body.meta).toEqual({ current_page: 2, last_page: 2, total: 4, per_page: 2 });

    expect(await reffs({ type: 'qris' })).toEqual([openQr, paidQr]);
    expect(await reffs({ type: 'transfer' })).toEqual([payoutReff]);
    expect(await reffs({ status: 'waiting_payment' })).toEqual([openQr]);
    expect(await reffs({ type: 'qris', status: 'paid' })).toEqual([paidQr]);
    expect(await reffs({ from: day2, to: day2 })).toEqual([payoutReff]);
    // The fixture's funding was made at the real time, outside these days.
    expect(await reffs({ from: day1, to: day1 })).toEqual([openQr, paidQr]);
    expect(await reffs({ type: 'adjustment' })).toHaveLength(1);
    expect(await reffs({ q: paidQr.slice(0, paidQr.length - 1) })).toContain(paidQr);
    expect(await reffs({ q: paidQr })).toEqual([paidQr]);
    expect(await reffs({ q: 'ZZZZ' })).toEqual([]);
    const paged = await list({ type: 'qris', per_page: '1', page: '2' });
    expect(paged.body).toMatchObject({
      data: [{ partner_reff: paidQr }],
      meta: { current_page: 2, last_page: 2, total: 2, per_page: 1 },
    });

    const one = await invoke('dashboardGetTransaction', { ...as(viewer), params: { partner_reff: payoutReff } });
    expect(one.body).toEqual(
      (await invoke('getTransaction', { auth: merchant.auth, params: { partner_reff: payoutReff } })).body,
    );
    expect(one.body.transaction.status).toBe('paid');

    const csv = await invoke('dashboardExportTransactions', {
      ...as(viewer),
      query: { from: day1, to: day2, type: 'qris', q: paidQr },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = String(csv.body).trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]!.startsWith(`${paidQr},qris,paid,40000`)).toBe(true);
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    const all = await invoke('dashboardExportTransactions', { ...as(viewer), query: { from: day1, to: day2 } });
    expect(String(all.body).trim().split('\r\n')).toHaveLength(4);
    // In Bahasa Indonesia only the header line changes: the cells stay the API's codes and amounts.
    const inIndonesian = await invoke('dashboardExportTransactions', {
      ...as(viewer),
      query: { from: day1, to: day2, type: 'qris', q: paidQr, lang: 'id' },
    });
    const [header, row] = String(inIndonesian.body).trim().split('\r\n');
    expect(header).toBe(
      'Referensi (partner_reff),Jenis,Status,Jumlah,Total biaya,Jumlah bersih,Dibuat (WIB),Dibayar (WIB),Deskripsi,Jumlah direfund,Status refund',
    );
    expect(row).toBe(lines[1]);
    const badLang = await invoke('dashboardExportTransactions', { ...as(viewer), query: { lang: 'fr' } });
    expect([badLang.status, badLang.body.error]).toEqual([422, 'validation_failed']);

    for (const query of <Array<Record<string, string>>>[
      { type: 'cash' },
      { status: 'nope' },
      { from: '2003-13-01' },
      { q: 'a b' },
      { page: '0' },
    ]) {
      const answer = await list(query);
      expect([query, answer.status, answer.body.error]).toEqual([query, 422, 'validation_failed']);
    }
    const backwards = await list({ from: day2, to: day1 });
    expect([backwards.status, backwards.body.error]).toEqual([422, 'validation_failed']);
  });

  it("answers 404 for another merchant's transaction and lists only the own", async () => {
    const mine = await createMerchantFixture({ balanceIdr: 1_000 });
    const theirs = await createMerchantFixture({ balanceIdr: 2_000 });
    const theirList = await invoke('listTransactions', { auth: theirs.auth });
    const reff = theirList.body.data[0].partner_reff as string;
    const user = await memberOf(mine.merchantId, 'owner');
    const answer = await invoke('dashboardGetTransaction', { ...as(user), params: { partner_reff: reff } });
    expect([answer.status, answer.body.error]).toEqual([404, 'not_found']);
    const list = await invoke('dashboardListTransactions', { ...as(user), query: { q: reff } });
    expect(list.body.data).toEqual([]);
    for (const role of ['developer', 'finance', 'viewer'] as const)
      expect((await invoke('dashboardListTransactions', as(await memberOf(mine.merchantId, role)))).status).toBe(200);
  });
});

describe('dashboard: payouts', () => {
  it('pays a transfer and an e-wallet top-up with the PIN, findable through the API, with the user recorded', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const owner = await memberOf(merchant.merchantId, 'owner');
    const transfer = await payout(owner, {
      channel: 'transfer',
      amount: 100_000,
      bank_code: '014',
      account_number: '5550012347',
    });
    expect(transfer.inquiry.body).toMatchObject({
      ok: true,
      transaction: { status: 'pending', bank_code: '014', account_number: '5550012347' },
      fees: { total_debit: 100_000 + transfer.inquiry.body.fees.total_fee },
    });
    expect(transfer.confirm.body).toMatchObject({ ok: true, transaction: { status: 'paid', amount: 100_000 } });
    const ewallet = await payout(owner, {
      channel: 'ewallet',
      amount: 50_000,
      product_code: 'OVO',
      phone_number: '081234567890',
    });
    expect(ewallet.confirm.body.transaction.status).toBe('paid');
    for (const { reff } of [transfer, ewallet]) {
      const seen = await invoke('getTransaction', { auth: merchant.auth, params: { partner_reff: reff } });
      expect(seen.body.transaction.status).toBe('paid');
      // Its webhooks go to the merchant's API client (its only one), as a cash-in's do.
      expect(await getTransaction(reff)).toMatchObject({ client_id: merchant.clientId, initiated_by_user: owner.sub });
    }
    expect((await invoke('listTransactions', { auth: merchant.auth })).body.meta.total).toBe(3);
    const debited = transfer.inquiry.body.fees.total_debit + ewallet.inquiry.body.fees.total_debit;
    expect(await getBalance(merchant.merchantId)).toEqual({
      available: 500_000 - debited,
      held: 0,
      pending_settlement: 0,
    });
    // Confirming again answers the current state and moves nothing; the other channel does not find it.
    const again = await invoke('dashboardPayoutConfirm', {
      ...as(owner),
      body: { channel: 'transfer', partner_reff: transfer.reff, pin: '123456' },
    });
    expect(again.body.transaction.status).toBe('paid');
    const wrongChannel = await invoke('dashboardPayoutConfirm', {
      ...as(owner),
      body: { channel: 'ewallet', partner_reff: transfer.reff, pin: '123456' },
    });
    expect([wrongChannel.status, wrongChannel.body.error]).toEqual([404, 'not_found']);
    expect((await getBalance(merchant.merchantId))!.available).toBe(500_000 - debited);
  });

  it('replays a confirm sent again with the same idempotency key', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const finance = await memberOf(merchant.merchantId, 'finance');
    const inquiry = await invoke('dashboardPayoutInquiry', {
      ...as(finance),
      body: { channel: 'transfer', amount: 30_000, bank_code: '014', account_number: '5550012347' },
    });
    const key = randomUUID();
    const body = { channel: 'transfer', partner_reff: inquiry.body.transaction.partner_reff, pin: '123456' };
    const first = await invoke('dashboardPayoutConfirm', { ...as(finance), headers: { 'Idempotency-Key': key }, body });
    const second = await invoke('dashboardPayoutConfirm', {
      ...as(finance),
      headers: { 'Idempotency-Key': key },
      body,
    });
    expect(second.body).toEqual(first.body);
    expect(gateway().payouts.get(body.partner_reff)?.executionCount).toBe(1);
  });

  it('refuses a payout the balance does not cover, and another merchant’s payout is 404', async () => {
    const poor = await createMerchantFixture({ balanceIdr: 50_000 });
    const rich = await createMerchantFixture({ balanceIdr: 500_000 });
    const finance = await memberOf(poor.merchantId, 'finance');
    const short = await payout(finance, {
      channel: 'transfer',
      amount: 100_000,
      bank_code: '014',
      account_number: '5550012347',
    });
    expect([short.confirm.status, short.confirm.body.error]).toEqual([422, 'insufficient_balance']);
    expect(await getBalance(poor.merchantId)).toEqual({ available: 50_000, held: 0, pending_settlement: 0 });
    const theirs = await invoke('transferInquiry', {
      auth: rich.auth,
      body: { amount: 10_000, bank_code: '014', account_number: '5550012347' },
    });
    const foreign = await invoke('dashboardPayoutConfirm', {
      ...as(finance),
      body: { channel: 'transfer', partner_reff: theirs.body.transaction.partner_reff, pin: '123456' },
    });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'not_found']);
    expect((await getBalance(rich.merchantId))!.held).toBe(0);
  });

  it('counts wrong PINs against the API lock: 5 wrong lock confirms from the dashboard and the API alike', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 500_000 });
    const finance = await memberOf(merchant.merchantId, 'finance');
    const inquiry = await invoke('dashboardPayoutInquiry', {
      ...as(finance),
      body: { channel: 'transfer', amount: 30_000, bank_code: '014', account_number: '5550012347' },
    });
    const reff = inquiry.body.transaction.partner_reff as string;
    const confirm = (pin: string) =>
      invoke('dashboardPayoutConfirm', { ...as(finance), body: { channel: 'transfer', partner_reff: reff, pin } });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      const wrong = await confirm('000000');
      expect([wrong.status, wrong.body.error]).toEqual([422, 'invalid_pin']);
    }
    // The fifth wrong PIN through the API: the same count.
    const apiWrong = await invoke('transferConfirm', {
      auth: merchant.auth,
      body: { partner_reff: reff, pin: '999999' },
    });
    expect(apiWrong.body.error).toBe('invalid_pin');
    expect((await getPinAttempts(merchant.merchantId)).wrong).toBe(5);
    const locked = await confirm('123456');
    expect([locked.status, locked.body.error]).toEqual([422, 'pin_locked']);
    const pinChange = await invoke('dashboardSetPin', {
      ...as(await memberOf(merchant.merchantId, 'owner')),
      body: { new_pin: '246810', current_pin: '123456' },
    });
    expect([pinChange.status, pinChange.body.error]).toEqual([422, 'pin_locked']);
    expect(await getBalance(merchant.merchantId)).toEqual({ available: 500_000, held: 0, pending_settlement: 0 });
  });

  it('is for finance and owner: developer and viewer are refused', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 100_000 });
    for (const role of ['developer', 'viewer'] as const) {
      const user = await memberOf(merchant.merchantId, role);
      for (const [route, body] of [
        [
          'dashboardPayoutInquiry',
          { channel: 'transfer', amount: 10_000, bank_code: '014', account_number: '5550012347' },
        ],
        ['dashboardPayoutConfirm', { channel: 'transfer', partner_reff: 'x', pin: '123456' }],
        ['dashboardSetPin', { new_pin: '135790', current_pin: '123456' }],
      ] as const) {
        const answer = await invoke(route, { ...as(user), body });
        expect([role, route, answer.status, answer.body.error]).toEqual([role, route, 403, 'permission_denied']);
      }
    }
    expect((await getPinAttempts(merchant.merchantId)).failures).toBe(0);
  });
});

describe('dashboard: the PIN', () => {
  it('sets the first PIN without a current one, then changes it only with the right current PIN (wrong ones counted)', async () => {
    const owner = newUser();
    const created = await invoke('dashboardCreateMerchant', { ...as(owner), body: { business_name: 'Toko PIN' } });
    const merchantId = created.body.merchant.id as string;
    const finance = await memberOf(merchantId, 'finance');
    const set = await invoke('dashboardSetPin', { ...as(owner), body: { new_pin: '482915' } });
    expect(set.body).toEqual({ ok: true, pin_set: true });
    const missing = await invoke('dashboardSetPin', { ...as(finance), body: { new_pin: '581302' } });
    expect([missing.status, missing.body.error, Object.keys(missing.body.errors ?? {})]).toEqual([
      422,
      'validation_failed',
      ['current_pin'],
    ]);
    const wrong = await invoke('dashboardSetPin', {
      ...as(finance),
      body: { new_pin: '581302', current_pin: '000000' },
    });
    expect([wrong.status, wrong.body.error]).toEqual([422, 'invalid_pin']);
    expect((await getPinAttempts(merchantId)).wrong).toBe(1);
    const changed = await invoke('dashboardSetPin', {
      ...as(finance),
      body: { new_pin: '739164', current_pin: '482915' },
    });
    expect(changed.body).toEqual({ ok: true, pin_set: true });
    // The right PIN cleared the count; the old PIN is now wrong, the new one right.
    expect((await getPinAttempts(merchantId)).wrong).toBe(0);
    const old = await invoke('dashboardSetPin', { ...as(owner), body: { new_pin: '581302', current_pin: '482915' } });
    expect(old.body.error).toBe('invalid_pin');
    const audit = await listAuditEntries(merchantId, 10);
    const pinEntries = audit.entries.filter((entry) => entry.action.startsWith('pin.'));
    expect(pinEntries.map((entry) => [entry.action, entry.actor])).toEqual([
      ['pin.changed', { kind: 'user', ...finance }],
      ['pin.set', { kind: 'user', ...owner }],
    ]);
    expect(JSON.stringify(audit.entries)).not.toMatch(/482915|739164/);
    // The operator's admin path and the dashboard's write the same PIN item.
    const adminSet = await invoke('adminPatchMerchant', {
      headers: ADMIN,
      params: { id: merchantId },
      body: { pin: '222222' },
    });
    expect(adminSet.status).toBe(200);
    const afterAdmin = await invoke('dashboardSetPin', {
      ...as(owner),
      body: { new_pin: '381927', current_pin: '222222' },
    });
    expect(afterAdmin.status).toBe(200);
  });
});

describe('dashboard money routes: bad input never answers 5xx (fast-check)', () => {
  const junk = fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.boolean(), fc.double(), fc.array(fc.string()));
  const bodies = fc.dictionary(
    fc.constantFrom(
      'channel',
      'amount',
      'bank_code',
      'account_number',
      'product_code',
      'phone_number',
      'partner_reff',
      'pin',
      'new_pin',
      'current_pin',
      'x',
    ),
    junk,
  );
  const queries = fc.dictionary(
    fc.constantFrom('from', 'to', 'limit', 'starting_after', 'type', 'status', 'q', 'page', 'per_page', 'x'),
    fc.string({ maxLength: 30 }),
  );

  it('each body route and each query route answers 2xx or 4xx', async () => {
    const merchant = await createMerchantFixture({ balanceIdr: 10_000 });
    const owner = await memberOf(merchant.merchantId, 'owner');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('dashboardPayoutInquiry', 'dashboardPayoutConfirm', 'dashboardSetPin'),
        bodies,
        async (route, body) => {
          const answer = await invoke(route, { ...as(owner), body });
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('dashboardStatement', 'dashboardListTransactions', 'dashboardExportTransactions'),
        queries,
        async (route, query) => {
          const answer = await invoke(route, { ...as(owner), query });
          expect(answer.status).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    const raw = await invoke('dashboardPayoutConfirm', { ...as(owner), rawBody: '{"channel":' });
    expect([raw.status, raw.body.ok]).toEqual([422, false]);
  });
});
