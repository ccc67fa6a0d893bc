import { JAKARTA_OFFSET_MINUTES } from '../../constants';
import { done, refuse, type Outcome } from '../../domain/outcome';
import { toJakartaIso } from '../../time';

/** The Jakarta days a report covers (docs/ARCHITECTURE.md, section 19): checked before anything is read. */

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
