import { JAKARTA_OFFSET_MINUTES } from '../../constants';
import { done, refuse, type Outcome } from '../../domain/outcome';
import { needsLedgerType, SettlementAggregate, type DayReport } from '../../domain/settlement-report';
import { toJakartaIso } from '../../time';
import { REPORT_PAGE_ITEMS_MAX } from './limits';
import { legacyTypeLookup, merchantPostingPages } from './store';

/**
 * The settlement report (docs/ARCHITECTURE.md, section 18; DESIGN 17): the merchant's ledger read
 * page by page into the aggregate of domain/settlement-report.ts, for one Jakarta day (the GET
 * routes) or a range of them (the asynchronous report). One pass over the ledger whatever the
 * number of days: the opening of the first day is the sum of every posting before it, and each
 * later day opens where the one before closed.
 */

const DAY_MS = 86_400_000;
const JAKARTA_OFFSET_MS = JAKARTA_OFFSET_MINUTES * 60_000;

/** The Jakarta midnight that starts a `YYYY-MM-DD` day (Jakarta keeps no daylight saving). */
export function jakartaDayStartMs(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) - JAKARTA_OFFSET_MS;
}

export const jakartaDateOf = (epochMs: number): string => toJakartaIso(epochMs).slice(0, 10);

const invalid = (field: string, message: string) =>
  refuse('validation_failed', 'The request is invalid', { [field]: [message] });

export interface ReportDays {
  from: string;
  to: string;
  fromMs: number;
  days: number;
}

/**
 * The days from `from` to `to` (both included) as a report covers them: none after today in
 * Jakarta, `to` not before `from`, at most `daysMax` days.
 */
export function reportDays(from: string, to: string, nowMs: number, daysMax: number): Outcome<ReportDays> {
  const today = jakartaDateOf(nowMs);
  const field = from === to ? 'date' : 'to';
  if (to > today) return invalid(field, `Must not be after today (${today}, Asia/Jakarta)`);
  const fromMs = jakartaDayStartMs(from);
  const days = (jakartaDayStartMs(to) - fromMs) / DAY_MS + 1;
  if (days < 1) return invalid('to', 'Must not be before from');
  if (days > daysMax) return invalid('to', `The range spans ${days} days; at most ${daysMax} are allowed`);
  return done({ from, to, fromMs, days });
}

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
