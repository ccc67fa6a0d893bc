import { done, refuse, type Outcome } from '../../domain/outcome';
import { needsLedgerType, SettlementAggregate, type DayReport } from '../../domain/settlement-report';
import { jakartaDateOf, reportDays, type ReportDays } from './days';
import { REPORT_PAGE_ITEMS_MAX } from './limits';
import { legacyTypeLookup, merchantPostingPages } from './store';

/**
 * The settlement report (docs/ARCHITECTURE.md, section 19; DESIGN 17): the merchant's ledger read
 * page by page into the aggregate of domain/settlement-report.ts, for one Jakarta day (the GET
 * routes) or a range of them (the asynchronous report). One pass over the ledger whatever the
 * number of days: the opening of the first day is the sum of every posting before it, and each
 * later day opens where the one before closed.
 */

const DAY_MS = 86_400_000;

/** The reports of the days, oldest first, or undefined when the merchant has no balance. */
export async function settlementReports(
  merchantId: string,
  range: Pick<ReportDays, 'fromMs' | 'days'>,
  pageItems = REPORT_PAGE_ITEMS_MAX,
): Promise<DayReport[] | undefined> {
  const pages = await merchantPostingPages(merchantId, pageItems);
  if (pages === undefined) return undefined;
  const aggregate = new SettlementAggregate(merchantId, range.fromMs, range.days);
  const typeOf = legacyTypeLookup();
  const endMs = range.fromMs + range.days * DAY_MS;
  for await (const page of pages) {
    for (const posting of page) {
      // Only a posting inside the days whose kind depends on its type, and that has no stamp, costs a look-up.
      const inDays = posting.at_ms >= range.fromMs && posting.at_ms < endMs;
      const type =
        posting.tx_type ?? (inDays && needsLedgerType(posting.id) ? await typeOf(posting.reference) : undefined);
      aggregate.add(posting, type);
    }
  }
  return aggregate.reports(jakartaDateOf);
}

/** GET /reports/settlement: one day's report. */
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
