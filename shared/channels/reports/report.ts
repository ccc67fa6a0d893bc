import { MERCHANT_BUCKETS } from '../../domain/ledger';
import { done, refuse, type Outcome } from '../../domain/outcome';
import { needsLedgerType, SettlementAggregate, type DayReport } from '../../domain/settlement-report';
import { latestCheckpointBefore, putCheckpoints, type DayCheckpoint } from '../../store/day-checkpoints';
import { jakartaDateOf, reportDays, type ReportDays } from './days';
import { REPORT_CHECKPOINT_MARGIN_MS, REPORT_PAGE_ITEMS_MAX } from './limits';
import { legacyTypeLookup, merchantPostingPages, merchantPostingPagesBetween } from './store';

/**
 * The settlement report (docs/ARCHITECTURE.md, section 19; DESIGN 17): the merchant's ledger read
 * page by page into the aggregate of domain/settlement-report.ts, for one Jakarta day (the GET
 * routes) or a range of them (the asynchronous report). The opening of the first day is the latest
 * day-close checkpoint before it plus the postings after that checkpoint (the ledger by time); with
 * no checkpoint yet, the sum of every posting before it (one pass over the whole ledger). Each later
 * day opens where the one before closed. The finished days computed are stored as checkpoints.
 */

const DAY_MS = 86_400_000;

export interface ReportOptions {
  pageItems?: number;
  /** The service's time: days ended before it less REPORT_CHECKPOINT_MARGIN_MS are stored as checkpoints. Absent: none are. */
  nowMs?: number;
  /** False: read the whole ledger and store nothing (the reference the checkpoints are tested against). */
  checkpoints?: boolean;
}

/** The reports of the days, oldest first, or undefined when the merchant has no balance. */
export async function settlementReports(
  merchantId: string,
  range: Pick<ReportDays, 'fromMs' | 'days'>,
  options: ReportOptions = {},
): Promise<DayReport[] | undefined> {
  const pageItems = options.pageItems ?? REPORT_PAGE_ITEMS_MAX;
  const useCheckpoints = options.checkpoints ?? true;
  const endMs = range.fromMs + range.days * DAY_MS;
  const checkpoint = useCheckpoints ? await latestCheckpointBefore(merchantId, jakartaDateOf(range.fromMs)) : undefined;
  const stores = useCheckpoints && options.nowMs !== undefined;
  const pages =
    checkpoint === undefined
      ? await merchantPostingPages(merchantId, pageItems, stores)
      : await merchantPostingPagesBetween(merchantId, checkpoint.end_ms, endMs, pageItems);
  if (pages === undefined) return undefined;
  const aggregate = new SettlementAggregate(merchantId, range.fromMs, range.days, checkpoint?.closing);
  const typeOf = legacyTypeLookup();
  // The latest time of a posting written before the ledger by time: no checkpoint may end before it.
  let unindexedMs = Number.NEGATIVE_INFINITY;
  for await (const page of pages) {
    for (const posting of page) {
      // (Read from the ledger by time after a checkpoint, every posting is in it.)
      if (checkpoint === undefined && posting.gsi3pk === undefined) unindexedMs = Math.max(unindexedMs, posting.at_ms);
      // Only a posting inside the days whose kind depends on its type, and that has no stamp, costs a look-up.
      const inDays = posting.at_ms >= range.fromMs && posting.at_ms < endMs;
      const type =
        posting.tx_type ?? (inDays && needsLedgerType(posting.id) ? await typeOf(posting.reference) : undefined);
      aggregate.add(posting, type);
    }
  }
  const reports = aggregate.reports(jakartaDateOf);
  if (stores) {
    const finishedBeforeMs = options.nowMs! - REPORT_CHECKPOINT_MARGIN_MS;
    const closes = dayCloses(range.fromMs, reports).filter(
      (close) =>
        close.end_ms <= finishedBeforeMs && close.end_ms > unindexedMs && close.date > (checkpoint?.date ?? ''),
    );
    await putCheckpoints(merchantId, closes);
  }
  return reports;
}

/** The close of the day before the first (its closing is the first day's opening) and of each day. */
function dayCloses(fromMs: number, reports: readonly DayReport[]): DayCheckpoint[] {
  const closingOf = (report: DayReport, side: 'opening' | 'closing') =>
    Object.fromEntries(
      MERCHANT_BUCKETS.map((bucket) => [bucket, report.buckets[bucket][side]]),
    ) as DayCheckpoint['closing'];
  const before = { date: jakartaDateOf(fromMs - DAY_MS), end_ms: fromMs, closing: closingOf(reports[0]!, 'opening') };
  return [
    before,
    ...reports.map((report, day) => ({
      date: report.date,
      end_ms: fromMs + (day + 1) * DAY_MS,
      closing: closingOf(report, 'closing'),
    })),
  ];
}

/**
 * GET /reports/settlement: one day's report. It reads the checkpoints but stores none: no GET route
 * writes the table (test/infra/stack.test.ts); the asynchronous reports' worker stores them.
 */
export async function dailySettlementReport(
  merchantId: string,
  date: string,
  nowMs: number,
): Promise<Outcome<{ report: DayReport }>> {
  const days = reportDays(date, date, nowMs, 1);
  if (!days.ok) return days;
  const reports = await settlementReports(merchantId, days.value);
  if (reports === undefined) return refuse('not_found', 'Merchant not found');
  return done({ report: reports[0]! });
}
