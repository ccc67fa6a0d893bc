import { putCheckpoints } from '../../shared/store/day-checkpoints';
import { adminAdjustBalance } from '../../shared/operations/admin';
import { readBucketStatement } from '../../shared/operations/bucket-statement';
import { resolveExportRange } from '../../shared/operations/export';
import { expireDue, settleDue } from '../../shared/operations/sweeps';
import { getBalance } from '../../shared/store/merchants';
import { toJakartaIso } from '../../shared/time';
import { useGatewaySimulator } from '../support/gateway';
import { adjustment, createMerchantFixture, earlierDays, invoke, TestClock, useClock } from '../support/harness';
import { member, paidQr, type Member } from '../support/refund-fixtures';

/**
 * One bucket's statement (GET /dashboard/v1/balance/statement with `bucket`, and its CSV) against
 * DynamoDB Local on the injected clock: opening and closing balances across page boundaries, empty
 * ranges, the day-close checkpoint anchor, the read bound, and the CSV.
 */
const gateway = useGatewaySimulator();
const BUCKETS = ['available', 'held', 'pending_settlement'] as const;
const DAY_MS = 86_400_000;
const PAST_DAY_0_MS = Date.parse('2004-06-01T10:00:00+07:00');
const pastClock = earlierDays(PAST_DAY_0_MS + 1_000 * DAY_MS);
const jakartaDay = (epochMs: number) => toJakartaIso(epochMs).slice(0, 10);

afterEach(() => useClock(undefined));
afterAll(async () => {
  const end = new TestClock(PAST_DAY_0_MS + 1_002 * DAY_MS);
  await expireDue(end);
  await settleDue(end);
});

type Entry = { id: string; bucket: string; amount: number; balance_after: number; at: string };
type Statement = { entries: Entry[]; opening: number; closing: number; pages: number };

/** Every page of a bucket's statement (newest first), checking that each page tells the same opening and closing. */
async function bucketPages(user: Member, query: Record<string, string>, limit = 2): Promise<Statement> {
  const entries: Entry[] = [];
  const ends = new Set<string>();
  let cursor: string | null = null;
  for (let pages = 1; pages < 100; pages += 1) {
    const page = await invoke('dashboardStatement', {
      claims: user.claims,
      query: { ...query, limit: String(limit), ...(cursor === null ? {} : { starting_after: cursor }) },
    });
    expect(page.status).toBe(200);
    entries.push(...page.body.entries);
    ends.add(`${page.body.opening_balance}/${page.body.closing_balance}`);
    cursor = page.body.next_cursor;
    if (cursor === null) {
      expect(ends.size).toBe(1);
      const [opening, closing] = [...ends][0]!.split('/').map(Number) as [number, number];
      return { entries, opening, closing, pages };
    }
  }
  throw new Error('statement pages never ended');
}

/** opening, each entry's balance_after - amount the one before, closing the last. */
function expectChained(statement: Statement): void {
  let balance = statement.opening;
  for (const entry of [...statement.entries].reverse()) {
    expect(entry.balance_after - entry.amount).toBe(balance);
    balance = entry.balance_after;
  }
  expect(statement.closing).toBe(balance);
}

describe('dashboard: one bucket statement', () => {
  it.each([[1], [4]])(
    'has the whole-ledger statement entries of its bucket, opening + amounts = closing = the balance (%i shard(s))',
    async (shards) => {
      const clock = pastClock();
      useClock(clock);
      const merchant = await createMerchantFixture({ balanceShards: shards });
      const finance = await member(merchant.merchantId, 'finance');
      const now = { nowMs: () => clock.nowMs() };
      expect((await adminAdjustBalance(adjustment(merchant.merchantId, 90_000, 'funding', now))).ok).toBe(true);
      clock.advanceSeconds(60);
      for (const amount of [40_000, 15_000]) await paidQr(gateway(), merchant, amount, clock.nowMs());
      clock.set(Date.parse(`${jakartaDay(clock.nowMs())}T00:05:00+07:00`) + DAY_MS);
      await settleDue(clock);
      clock.advanceSeconds(3_600);
      for (const account_number of ['5550012347', '4444441111']) {
        const body = { channel: 'transfer', amount: 20_000, bank_code: '014', account_number };
        const inquiry = await invoke('dashboardPayoutInquiry', { claims: finance.claims, body });
        expect(inquiry.status).toBe(200);
        const reff = inquiry.body.transaction.partner_reff as string;
        const confirm = await invoke('dashboardPayoutConfirm', {
          claims: finance.claims,
          body: { channel: 'transfer', partner_reff: reff, pin: '123456' },
        });
        expect(confirm.status).toBe(200);
      }
      const mixed = await invoke('dashboardStatement', { claims: finance.claims, query: { limit: '100' } });
      expect(mixed.body.opening_balance).toBeUndefined();
      const balance = (await getBalance(merchant.merchantId))!;
      for (const bucket of BUCKETS) {
        const statement = await bucketPages(finance, { bucket });
        expect(statement.entries).toEqual(mixed.body.entries.filter((entry: Entry) => entry.bucket === bucket));
        expect(statement.opening).toBe(0);
        expect(statement.closing).toBe(balance[bucket]);
        expectChained(statement);
      }
      expect((await bucketPages(finance, { bucket: 'available' })).pages).toBeGreaterThan(2);
    },
  );

  it('opens a later range at the balance before it; an empty range opens and closes there; a checkpoint anchors it', async () => {
    const clock = pastClock();
    useClock(clock);
    const merchant = await createMerchantFixture();
    const id = merchant.merchantId;
    const viewer = await member(id, 'viewer');
    const now = { nowMs: () => clock.nowMs() };
    const day1 = jakartaDay(clock.nowMs());
    expect((await adminAdjustBalance(adjustment(id, 10_000, 'day one', now))).ok).toBe(true);
    const day2 = jakartaDay(clock.nowMs() + DAY_MS);
    clock.advanceSeconds(2 * 86_400);
    const day3 = jakartaDay(clock.nowMs());
    expect((await adminAdjustBalance(adjustment(id, 5_000, 'day three', now))).ok).toBe(true);
    clock.advanceSeconds(1);
    expect((await adminAdjustBalance(adjustment(id, -3_000, 'day three debit', now))).ok).toBe(true);
    clock.advanceSeconds(2 * 86_400);
    expect((await adminAdjustBalance(adjustment(id, 1_000, 'day five', now))).ok).toBe(true);
    const before = jakartaDay(Date.parse(`${day1}T00:00:00+07:00`) - DAY_MS);

    const available = (from: string, to: string) => bucketPages(viewer, { bucket: 'available', from, to }, 1);
    const third = await available(day3, day3);
    expect([third.opening, third.closing, third.entries.map((entry) => entry.amount)]).toEqual([
      10_000,
      12_000,
      [-3_000, 5_000],
    ]);
    expectChained(third);
    for (const [from, to, opening] of [
      [day2, day2, 10_000],
      [before, before, 0],
    ] as const) {
      const empty = await available(from, to);
      expect([empty.entries, empty.opening, empty.closing]).toEqual([[], opening, opening]);
    }
    const held = await bucketPages(viewer, { bucket: 'held', from: day3, to: day3 });
    expect([held.entries, held.opening, held.closing]).toEqual([[], 0, 0]);

    // A day-close checkpoint of day 2 (as a report stores it) is nearer day 3 than now is: the
    // statement opens from it. Its closing is trusted, so one off by 1 shows which anchor was read.
    const day2EndMs = Date.parse(`${day3}T00:00:00+07:00`);
    const closing = { available: 10_001, held: 0, pending_settlement: 0 };
    await putCheckpoints(id, [{ date: day2, end_ms: day2EndMs, closing }]);
    const anchored = await available(day3, day3);
    expect([anchored.opening, anchored.closing]).toEqual([10_001, 12_001]);
    await putCheckpoints(id, [{ date: day2, end_ms: day2EndMs, closing: { ...closing, available: 10_000 } }]);
    expect(await available(day3, day3)).toEqual(third);
  });

  it('refuses a range whose read would pass the bound, and the CSV needs a bucket', async () => {
    const clock = pastClock();
    useClock(clock);
    const merchant = await createMerchantFixture();
    const id = merchant.merchantId;
    const now = { nowMs: () => clock.nowMs() };
    for (const amount of [1_000, 2_000, 3_000]) {
      expect((await adminAdjustBalance(adjustment(id, amount, 'credit', now))).ok).toBe(true);
      clock.advanceSeconds(1);
    }
    const range = resolveExportRange({}, clock.nowMs(), 92);
    if (!range.ok) throw new Error('range');
    expect((await readBucketStatement(id, 'available', range.value, clock.nowMs(), 3)).ok).toBe(true);
    const over = await readBucketStatement(id, 'available', range.value, clock.nowMs(), 2);
    expect(over.ok ? 'read' : over.code).toBe('filter_too_broad');
    const owner = await member(id, 'owner');
    const noBucket = await invoke('dashboardStatement', { claims: owner.claims, query: { format: 'csv' } });
    expect([noBucket.status, noBucket.body.error, noBucket.body.errors]).toEqual([
      422,
      'validation_failed',
      { bucket: ['Required with format=csv'] },
    ]);
    for (const query of <Array<Record<string, string>>>[{ bucket: 'saldo' }, { format: 'xlsx' }, { lang: 'fr' }]) {
      const answer = await invoke('dashboardStatement', { claims: owner.claims, query });
      expect([query, answer.status]).toEqual([query, 422]);
    }
  });

  it('exports a bucket as CSV: header in the chosen language, opening line, entries oldest first, closing line', async () => {
    const clock = pastClock();
    useClock(clock);
    const merchant = await createMerchantFixture();
    const id = merchant.merchantId;
    const owner = await member(id, 'owner');
    const now = { nowMs: () => clock.nowMs() };
    const day = jakartaDay(clock.nowMs());
    expect((await adminAdjustBalance(adjustment(id, 7_000, 'first, "quoted"', now))).ok).toBe(true);
    clock.advanceSeconds(5);
    expect((await adminAdjustBalance(adjustment(id, -2_500, '=cmd', now))).ok).toBe(true);
    const csv = async (lang: string) =>
      invoke('dashboardStatement', {
        claims: owner.claims,
        query: { bucket: 'available', format: 'csv', from: day, to: day, lang },
      });
    const english = await csv('en');
    expect(english.status).toBe(200);
    expect(english.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(english.headers['content-disposition']).toBe(`attachment; filename="statement-available-${day}-${day}.csv"`);
    const lines = String(english.body).split('\r\n');
    expect(lines[0]).toBe('at,type,bucket,amount,balance_after,partner_reff,description');
    expect(lines[1]).toBe(`${day}T00:00:00+07:00,opening_balance,available,,0,,`);
    expect(lines[2]).toMatch(/^[^,]+,adjustment,available,7000,7000,[^,]+,"first, ""quoted"""$/);
    expect(lines[3]).toMatch(/^[^,]+,adjustment,available,-2500,4500,[^,]+,'=cmd$/);
    expect(lines[4]).toMatch(/,closing_balance,available,,4500,,$/);
    expect(lines.slice(5)).toEqual(['']);
    const indonesian = String((await csv('id')).body).split('\r\n');
    expect(indonesian[0]).toBe('Waktu (WIB),Jenis,Saldo,Jumlah,Saldo setelahnya,Referensi (partner_reff),Keterangan');
    expect(indonesian.slice(1)).toEqual(lines.slice(1));
  });
});
