import { jest } from '@jest/globals';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import fc from 'fast-check';
import { latestCheckpointBefore } from '../../shared/store/day-checkpoints';
import { jakartaDayStartMs, reportDays } from '../../shared/channels/reports/days';
import { REPORT_CHECKPOINT_MARGIN_MS } from '../../shared/channels/reports/limits';
import { settlementReports } from '../../shared/channels/reports/report';
import { adminAdjustBalance } from '../../shared/operations/admin';
import { ddb } from '../../shared/store/aws';
import { toJakartaIso } from '../../shared/time';
import { adjustment, createMerchantFixture, earlierDays, expectBalanced, useClock } from '../support/harness';

/**
 * The settlement report's day-close checkpoints (docs/ARCHITECTURE.md, section 19): a report that
 * opens from a checkpoint equals the report read from the whole ledger, over random days of
 * activity asked for in random order; and a day's report after a checkpoint reads that day's
 * postings, not the merchant's history. Time moves only by the injected clock.
 */
const DAY_MS = 86_400_000;
/** Clocks at 10:00 Jakarta on days long past, each test's (and run's) before the last one's. */
const pastClock = earlierDays(Date.parse('1996-01-01T10:00:00+07:00'));
const jakartaDay = (epochMs: number) => toJakartaIso(epochMs).slice(0, 10);

afterEach(async () => {
  useClock(undefined);
  await expectBalanced();
});

const dayRange = (date: string) => {
  const days = reportDays(date, date, Number.MAX_SAFE_INTEGER, 1);
  if (!days.ok) throw new Error(days.message);
  return days.value;
};

/** Credits (and debits the balance covers) spread over the day starting at `dayStartMs`. */
async function playDay(merchantId: string, dayStartMs: number, amounts: readonly number[], balance: { idr: number }) {
  for (const [index, amount] of amounts.entries()) {
    const atMs = dayStartMs + 3_600_000 + index * 60_000;
    const signed = amount < 0 && balance.idr + amount < 0 ? -amount : amount;
    const answer = await adminAdjustBalance(adjustment(merchantId, signed, 'checkpoint test', { nowMs: () => atMs }));
    expect(answer.ok).toBe(true);
    balance.idr += signed;
  }
}

describe('settlement report: day-close checkpoints', () => {
  it('equals the report read from the whole ledger, for random days asked for in any order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.array(
            fc.integer({ min: -50, max: 80 }).map((k) => k * 1_000 || 1_000),
            { maxLength: 3 },
          ),
          {
            minLength: 2,
            maxLength: 4,
          },
        ),
        fc.func(fc.integer()),
        async (days, order) => {
          const clock = pastClock();
          const firstDayMs = jakartaDayStartMs(jakartaDay(clock.nowMs() - 6 * DAY_MS));
          useClock(clock);
          const merchant = await createMerchantFixture();
          const balance = { idr: 0 };
          for (const [index, amounts] of days.entries())
            await playDay(merchant.merchantId, firstDayMs + index * DAY_MS, amounts, balance);
          // Every day asked for (and the one after the last) is finished by now.
          const nowMs = firstDayMs + (days.length + 1) * DAY_MS + REPORT_CHECKPOINT_MARGIN_MS;
          const dates = Array.from({ length: days.length + 1 }, (_, index) =>
            jakartaDay(firstDayMs + index * DAY_MS),
          ).sort((a, b) => order(a) - order(b) || a.localeCompare(b));
          for (const date of dates) {
            const checkpointed = await settlementReports(merchant.merchantId, dayRange(date), { nowMs });
            const whole = await settlementReports(merchant.merchantId, dayRange(date), { checkpoints: false });
            expect(checkpointed).toEqual(whole);
          }
          expect(await latestCheckpointBefore(merchant.merchantId, jakartaDay(nowMs))).toBeDefined();
        },
      ),
      { numRuns: 5 },
    );
  });

  it("after a checkpoint, reads the day's postings, not the history before it; an unfinished day stores none", async () => {
    const clock = pastClock();
    useClock(clock);
    const merchant = await createMerchantFixture();
    const historyMs = jakartaDayStartMs(jakartaDay(clock.nowMs() - 3 * DAY_MS));
    await playDay(merchant.merchantId, historyMs, Array<number>(30).fill(1_000), { idr: 0 });
    const day = jakartaDay(historyMs + 2 * DAY_MS);
    const dayStartMs = jakartaDayStartMs(day);
    await playDay(merchant.merchantId, dayStartMs, [5_000, -2_000], { idr: 30_000 });
    const before = jakartaDay(dayStartMs - DAY_MS);
    // Within the margin after the day before ended, it is not finished: only the history's day (its opening) is stored.
    await settlementReports(merchant.merchantId, dayRange(before), { nowMs: dayStartMs + 60_000 });
    expect(await latestCheckpointBefore(merchant.merchantId, day)).toMatchObject({ date: jakartaDay(historyMs) });
    // Finished: reading it stores its close (from the whole ledger, this once).
    const nowMs = dayStartMs + 2 * DAY_MS;
    await settlementReports(merchant.merchantId, dayRange(before), { nowMs });
    expect(await latestCheckpointBefore(merchant.merchantId, day)).toMatchObject({
      date: before,
      closing: { available: 30_000, held: 0, pending_settlement: 0 },
    });

    const send = jest.spyOn(ddb(), 'send');
    try {
      const [report] = (await settlementReports(merchant.merchantId, dayRange(day), { nowMs }))!;
      expect(report!.buckets.available).toMatchObject({ opening: 30_000, closing: 33_000 });
      const itemsRead = await Promise.all(
        send.mock.calls.map(async ([command], index) =>
          command instanceof QueryCommand
            ? (((await send.mock.results[index]!.value) as { Items?: unknown[] }).Items ?? []).length
            : 0,
        ),
      );
      // The checkpoint and the day's 2 postings: not the 30 of the history.
      expect(itemsRead.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(3);
    } finally {
      send.mockRestore();
    }
  });
});
