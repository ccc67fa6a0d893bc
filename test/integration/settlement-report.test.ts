import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SQSEvent } from 'aws-lambda';
import ExcelJS from 'exceljs';
import { handler as reportWorker } from '../../functions/workers/settlement-reports';
import { deliveryIdForMove } from '../../shared/ids';
import { getDelivery } from '../../shared/store/webhooks';
import fc from 'fast-check';
import { DEFAULT_REFUND_CALLBACK_DELAY_MS } from '../../local/simulator/refunds';
import { MERCHANT_BUCKETS } from '../../shared/domain/ledger';
import type { DayReport } from '../../shared/domain/settlement-report';
import { adminAdjustBalance } from '../../shared/operations/admin';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { expireDue, settleDue } from '../../shared/operations/sweeps';
import { ddb, tableName } from '../../shared/store/aws';
import { getBalance } from '../../shared/store/merchants';
import { toJakartaIso } from '../../shared/time';
import { payoutCallback, useGatewaySimulator } from '../support/gateway';
import {
  adjustment,
  createMerchantFixture,
  drainQueue,
  earlierDays,
  expectBalanced,
  invoke,
  postingsOf,
  TestClock,
  useClock,
  type MerchantFixture,
} from '../support/harness';
import { member, paidCashin, paidQr, refund } from '../support/refund-fixtures';
import { ManualScheduler } from '../support/scheduler';

/**
 * The daily settlement report (docs/ARCHITECTURE.md, section 19) against DynamoDB Local and the
 * gateway simulator: a day with every kind of movement, where opening + movements = closing per
 * bucket and today's closing is the balance; a property over random days of activity; the files;
 * bad dates; who may read it.
 */
const simulatorTime = new ManualScheduler();
const gateway = useGatewaySimulator({ scheduler: simulatorTime });
const DAY_MS = 86_400_000;
/** Clocks at 10:00 Jakarta on days long past, each test's before the last one's. */
const pastClock = earlierDays(Date.parse('1999-06-01T10:00:00+07:00'));
const jakartaDay = (epochMs: number) => toJakartaIso(epochMs).slice(0, 10);

afterEach(async () => {
  useClock(undefined);
  await expectBalanced();
});

afterAll(async () => {
  // What the file's QRs left due on their past days ends, as it would for a merchant.
  await expireDue(new TestClock(Date.now()));
  await settleDue(new TestClock(Date.now()));
});

const report = async (merchant: MerchantFixture, date: string, format?: string) =>
  invoke('getSettlementReport', { auth: merchant.auth, query: { date, ...(format ? { format } : {}) } });

/** The report's own arithmetic, per bucket: opening + the movements = closing. */
function expectArithmetic(day: DayReport): void {
  for (const bucket of MERCHANT_BUCKETS) {
    const { opening, closing, movements } = day.buckets[bucket];
    expect([bucket, opening + movements.reduce((sum, movement) => sum + movement.amount, 0)]).toEqual([
      bucket,
      closing,
    ]);
  }
}

async function expectClosingIsBalance(merchantId: string, day: DayReport): Promise<void> {
  const balance = (await getBalance(merchantId))!;
  for (const bucket of MERCHANT_BUCKETS)
    expect([bucket, day.buckets[bucket].closing]).toEqual([bucket, balance[bucket]]);
}

async function transfer(merchant: MerchantFixture, accountSuffix: '1234' | '1111', amount: number) {
  const inquiry = await invoke('transferInquiry', {
    auth: merchant.auth,
    body: { amount, bank_code: '014', account_number: `987654${accountSuffix}` },
  });
  expect(inquiry.status).toBe(200);
  const reff = inquiry.body.transaction.partner_reff as string;
  const confirmed = await invoke('transferConfirm', {
    auth: merchant.auth,
    body: { partner_reff: reff, pin: '123456' },
  });
  expect(confirmed.body.transaction.status).toBe(accountSuffix === '1234' ? 'paid' : 'failed');
  return reff;
}

const kindsOf = (day: DayReport) =>
  new Set(MERCHANT_BUCKETS.flatMap((bucket) => day.buckets[bucket].movements.map((movement) => movement.kind)));

describe('settlement report: a day with every kind of movement', () => {
  it('opens at the day before, closes at the balance, and groups every movement by kind and channel', async () => {
    const clock = pastClock();
    useClock(clock);
    const now = { nowMs: () => clock.nowMs() };
    const merchant = await createMerchantFixture();
    const id = merchant.merchantId;
    const finance = await member(id, 'finance');
    // The day before: funding, and a QR whose net settles on the day.
    clock.advanceSeconds(-DAY_MS / 1000);
    expect((await adminAdjustBalance(adjustment(id, 1_000_000, 'funding', now))).ok).toBe(true);
    const settledQr = await paidQr(gateway(), merchant, 100_000, clock.nowMs());
    const before = (await getBalance(id))!;
    // The day: the settlement run at 00:05, then every kind of movement.
    clock.set(Date.parse(`${jakartaDay(clock.nowMs() + DAY_MS)}T00:05:00+07:00`));
    const day = jakartaDay(clock.nowMs());
    await settleDue(clock);
    clock.advanceSeconds(3_600);
    await paidQr(gateway(), merchant, 50_000, clock.nowMs());
    await paidCashin(gateway(), finance, 80_000, clock.nowMs());
    await transfer(merchant, '1111', 20_000);
    const returned = await transfer(merchant, '1234', 100_000);
    const back = payoutCallback('payout.returned', returned, { occurred_at: new Date(clock.nowMs()).toISOString() });
    expect((await applyGatewayCallback(back, clock.nowMs())).kind).toBe('applied');
    const asked = await refund(merchant, settledQr, { amount: 30_000, reason: 'damaged' });
    expect(asked.status).toBe(201);
    await simulatorTime.advance(DEFAULT_REFUND_CALLBACK_DELAY_MS);
    await applyGatewayCallback(await gateway().callbackFor(asked.body.refund.refund_id), clock.nowMs());
    expect((await adminAdjustBalance(adjustment(id, -5_000, 'correction', now))).ok).toBe(true);

    const answer = await report(merchant, day);
    expect(answer.status).toBe(200);
    const result = answer.body.report as DayReport;
    expect(result).toMatchObject({ date: day, currency: 'IDR' });
    expectArithmetic(result);
    await expectClosingIsBalance(id, result);
    for (const bucket of MERCHANT_BUCKETS) expect(result.buckets[bucket].opening).toBe(before[bucket]);
    for (const kind of ['payments', 'fees', 'refunds', 'payouts', 'returns', 'adjustments', 'settlement'])
      expect([kind, kindsOf(result).has(kind as never)]).toEqual([kind, true]);
    const payments = result.buckets.available.movements.filter((line) => line.kind === 'payments');
    expect(payments.map((line) => line.channel)).toEqual(['ewallet_cashin']);
    expect(result.buckets.pending_settlement.movements).toEqual([
      { kind: 'payments', channel: 'qris', count: 1, amount: expect.any(Number) },
      { kind: 'settlement', count: 1, amount: -before.pending_settlement },
    ]);
    expect(result.buckets.held.closing).toBe(0);
    // The day before closes where the day opens; a day with nothing opens and closes alike.
    const dayBefore = (await report(merchant, jakartaDay(clock.nowMs() - DAY_MS))).body.report as DayReport;
    for (const bucket of MERCHANT_BUCKETS) expect(dayBefore.buckets[bucket].closing).toBe(before[bucket]);
    const earlier = (await report(merchant, jakartaDay(clock.nowMs() - 5 * DAY_MS))).body.report as DayReport;
    expect(earlier.buckets.available).toEqual({ opening: 0, closing: 0, movements: [] });
  });
});

describe('settlement report: files', () => {
  it('answers the same rows as CSV (UTF-8 with BOM) and XLSX', async () => {
    const clock = pastClock();
    useClock(clock);
    const merchant = await createMerchantFixture();
    expect((await adminAdjustBalance(adjustment(merchant.merchantId, 250_000, 'funding', clock))).ok).toBe(true);
    await paidQr(gateway(), merchant, 40_000, clock.nowMs());
    // Postings written before the engine stamped their type: the report looks the type up.
    for (const posting of await postingsOf(merchant.merchantId))
      await ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: { pk: posting.pk, sk: posting.sk },
          UpdateExpression: 'REMOVE tx_type',
        }),
      );
    const day = jakartaDay(clock.nowMs());
    const json = (await report(merchant, day)).body.report as DayReport;
    expect(json.buckets.pending_settlement.movements).toMatchObject([{ kind: 'payments', channel: 'qris', count: 1 }]);
    const csv = await report(merchant, day, 'csv');
    expect(csv.status).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="settlement-${day}.csv"`);
    const text = String(csv.body);
    expect(text.startsWith('\uFEFFdate,bucket,line,kind,channel,count,amount\r\n')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines).toContain(`${day},available,opening,,,,0`);
    expect(lines).toContain(`${day},available,movement,adjustments,,1,250000`);
    expect(lines).toContain(`${day},available,closing,,,,${json.buckets.available.closing}`);
    const xlsx = await report(merchant, day, 'xlsx');
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe(`attachment; filename="settlement-${day}.xlsx"`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(String(xlsx.body), 'base64') as never);
    const rows: string[] = [];
    workbook.worksheets[0]!.eachRow((row) =>
      rows.push(
        (row.values as Array<string | number | null | undefined>)
          .slice(1)
          .map((cell) => (cell === null || cell === undefined ? '' : String(cell)))
          .join(','),
      ),
    );
    expect(rows).toEqual(lines);
  });
});

describe('settlement report: input and access', () => {
  it('refuses a day after today or a malformed one; any past day answers', async () => {
    const clock = pastClock();
    useClock(clock);
    const merchant = await createMerchantFixture();
    const tomorrow = jakartaDay(clock.nowMs() + DAY_MS);
    for (const query of <Array<Record<string, string>>>[
      { date: tomorrow },
      { date: '1999-02-30' },
      { date: 'yesterday' },
      {},
      { date: jakartaDay(clock.nowMs()), format: 'pdf' },
      { date: jakartaDay(clock.nowMs()), other: 'x' },
    ]) {
      const answer = await invoke('getSettlementReport', { auth: merchant.auth, query });
      expect([query, answer.status, answer.body.error]).toEqual([query, 422, 'validation_failed']);
    }
    expect((await report(merchant, '1990-01-01')).status).toBe(200);
  });

  it('is for clients with report:read, and in the dashboard for finance, owner and viewer', async () => {
    const merchant = await createMerchantFixture();
    const day = jakartaDay(Date.now());
    const withoutRead = await createMerchantFixture({ permissions: ['qris:create'] });
    const refused = await report(withoutRead, day);
    expect([refused.status, refused.body.error]).toEqual([403, 'permission_denied']);
    for (const role of ['finance', 'owner', 'viewer'] as const) {
      const user = await member(merchant.merchantId, role);
      const answer = await invoke('dashboardSettlementReport', { claims: user.claims, query: { date: day } });
      expect([role, answer.status]).toEqual([role, 200]);
    }
    const developer = await member(merchant.merchantId, 'developer');
    const denied = await invoke('dashboardSettlementReport', { claims: developer.claims, query: { date: day } });
    expect([denied.status, denied.body.error]).toEqual([403, 'permission_denied']);
  });
});

type Step =
  | { kind: 'adjust'; amount: number }
  | { kind: 'qr'; amount: number }
  | { kind: 'payout'; amount: number; paid: boolean }
  | { kind: 'settle' }
  | { kind: 'nextDay' };

const STEP = fc.oneof(
  fc.record({
    kind: fc.constant('adjust' as const),
    amount: fc.integer({ min: -30_000, max: 200_000 }).filter((a) => a !== 0),
  }),
  fc.record({ kind: fc.constant('qr' as const), amount: fc.integer({ min: 10_000, max: 300_000 }) }),
  fc.record({
    kind: fc.constant('payout' as const),
    amount: fc.integer({ min: 10_000, max: 60_000 }),
    paid: fc.boolean(),
  }),
  fc.constant({ kind: 'settle' as const }),
  fc.constant({ kind: 'nextDay' as const }),
);

async function play(merchant: MerchantFixture, clock: TestClock, step: Step): Promise<void> {
  const now = { nowMs: () => clock.nowMs() };
  clock.advanceSeconds(60);
  if (step.kind === 'adjust') await adminAdjustBalance(adjustment(merchant.merchantId, step.amount, 'random', now));
  else if (step.kind === 'qr') await paidQr(gateway(), merchant, step.amount, clock.nowMs());
  else if (step.kind === 'settle') await settleDue(clock);
  else if (step.kind === 'nextDay') clock.advanceSeconds(DAY_MS / 1000);
  else {
    const inquiry = await invoke('transferInquiry', {
      auth: merchant.auth,
      body: { amount: step.amount, bank_code: '014', account_number: `987654${step.paid ? '1234' : '1111'}` },
    });
    const reff = inquiry.body.transaction.partner_reff as string;
    // Refused when the balance does not cover it: an outcome like any other, nothing moves.
    await invoke('transferConfirm', { auth: merchant.auth, body: { partner_reff: reff, pin: '123456' } });
  }
}

describe('settlement report: a property over random days of activity', () => {
  it('each day opens where the day before closed, adds its movements up to its closing, and the last closes at the balance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(STEP, { minLength: 1, maxLength: 12 }), async (steps) => {
        // Two weeks apart: a run's days (12 steps may move as many days on) never reach another run's.
        for (let skip = 0; skip < 14; skip += 1) pastClock();
        const clock = pastClock();
        clock.set(Date.parse(`${jakartaDay(clock.nowMs())}T08:00:00+07:00`));
        useClock(clock);
        const merchant = await createMerchantFixture();
        const firstDayMs = clock.nowMs();
        for (const step of steps) await play(merchant, clock, step);
        let previous: DayReport | undefined;
        for (let at = firstDayMs - DAY_MS; jakartaDay(at) <= jakartaDay(clock.nowMs()); at += DAY_MS) {
          const answer = await report(merchant, jakartaDay(at));
          expect(answer.status).toBe(200);
          const day = answer.body.report as DayReport;
          expectArithmetic(day);
          for (const bucket of MERCHANT_BUCKETS)
            expect(day.buckets[bucket].opening).toBe(previous === undefined ? 0 : previous.buckets[bucket].closing);
          previous = day;
        }
        await expectClosingIsBalance(merchant.merchantId, previous!);
      }),
      { numRuns: 8 },
    );
  });
});

/** Plays the reports queue's event source: one message an invocation (batchSize 1), until none is left. */
async function runReportWorker(): Promise<number> {
  let handled = 0;
  for (let bodies = await drainQueue('reports'); bodies.length > 0; bodies = await drainQueue('reports')) {
    for (const body of bodies) {
      const event = { Records: [{ messageId: `m-${handled}`, body: JSON.stringify(body) }] } as unknown as SQSEvent;
      expect(await reportWorker(event)).toEqual({ batchItemFailures: [] });
      handled += 1;
    }
  }
  return handled;
}

describe('settlement report: a range of days, asynchronously', () => {
  it('is pending, then ready with a download link and report.ready; the file holds every day', async () => {
    const clock = pastClock();
    useClock(clock);
    const merchant = await createMerchantFixture({ callbackUrl: 'http://127.0.0.1:9/hooks' });
    const now = { nowMs: () => clock.nowMs() };
    const from = jakartaDay(clock.nowMs() - 2 * DAY_MS);
    clock.advanceSeconds((-2 * DAY_MS) / 1000);
    expect((await adminAdjustBalance(adjustment(merchant.merchantId, 70_000, 'funding', now))).ok).toBe(true);
    clock.advanceSeconds((2 * DAY_MS) / 1000);
    expect((await adminAdjustBalance(adjustment(merchant.merchantId, -20_000, 'correction', now))).ok).toBe(true);
    const to = jakartaDay(clock.nowMs());

    const asked = await invoke('createReport', { auth: merchant.auth, body: { type: 'settlement', from, to } });
    expect(asked.status).toBe(202);
    const reportId = asked.body.report.report_id as string;
    expect(asked.body.report).toMatchObject({ from, to, format: 'csv', status: 'pending', download_url: null });
    expect(await runReportWorker()).toBe(1);
    const ready = await invoke('getReport', { auth: merchant.auth, params: { report_id: reportId } });
    expect(ready.status).toBe(200);
    expect(ready.body.report).toMatchObject({ report_id: reportId, status: 'ready' });
    const file = await fetch(ready.body.report.download_url as string);
    expect(file.status).toBe(200);
    const lines = (await file.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toContain(`${from},available,movement,adjustments,,1,70000`);
    expect(lines).toContain(`${to},available,opening,,,,70000`);
    expect(lines).toContain(`${to},available,closing,,,,50000`);
    expect(lines.filter((line) => line.includes(',available,opening,'))).toHaveLength(3);
    const delivery = await getDelivery(deliveryIdForMove(`${reportId}:ready`));
    expect(delivery).toMatchObject({ event: 'report.ready', client_id: merchant.clientId });
    expect(JSON.parse(delivery!.body)).toMatchObject({
      event: 'report.ready',
      report: { report_id: reportId, status: 'ready' },
    });
    // A message delivered again finds the report ready: no second webhook, nothing changes.
    await reportWorker({ Records: [{ messageId: 'again', body: JSON.stringify({ report_id: reportId }) }] } as never);
    expect(
      (await invoke('getReport', { auth: merchant.auth, params: { report_id: reportId } })).body.report.completed_at,
    ).toBe(ready.body.report.completed_at);
  });

  it("writes XLSX when asked, refuses ranges over 92 days or after today, and hides other merchants' reports", async () => {
    const clock = pastClock();
    useClock(clock);
    const merchant = await createMerchantFixture();
    const today = jakartaDay(clock.nowMs());
    const asked = await invoke('createReport', {
      auth: merchant.auth,
      body: { type: 'settlement', from: today, to: today, format: 'xlsx' },
    });
    expect(asked.status).toBe(202);
    await runReportWorker();
    const ready = await invoke('getReport', {
      auth: merchant.auth,
      params: { report_id: asked.body.report.report_id },
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await (await fetch(ready.body.report.download_url as string)).arrayBuffer());
    expect(workbook.worksheets[0]!.rowCount).toBe(7);
    for (const body of [
      { type: 'settlement', from: jakartaDay(clock.nowMs() - 92 * DAY_MS), to: today },
      { type: 'settlement', from: today, to: jakartaDay(clock.nowMs() + DAY_MS) },
      { type: 'settlement', from: today, to: jakartaDay(clock.nowMs() - DAY_MS) },
      { type: 'balance', from: today, to: today },
    ]) {
      const answer = await invoke('createReport', { auth: merchant.auth, body });
      expect([body, answer.status, answer.body.error]).toEqual([body, 422, 'validation_failed']);
    }
    const longest = await invoke('createReport', {
      auth: merchant.auth,
      body: { type: 'settlement', from: jakartaDay(clock.nowMs() - 91 * DAY_MS), to: today },
    });
    expect(longest.status).toBe(202);
    await runReportWorker();
    const other = await createMerchantFixture();
    const hidden = await invoke('getReport', { auth: other.auth, params: { report_id: asked.body.report.report_id } });
    expect([hidden.status, hidden.body.error]).toEqual([404, 'not_found']);
  });
});
