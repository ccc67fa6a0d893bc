import { JAKARTA_OFFSET_MINUTES } from '../../constants';
import type { AutoWithdrawRecord } from './store';

/** When an auto-withdraw schedule runs: at its Jakarta time, daily or on its ISO weekdays. */

const OFFSET_MS = JAKARTA_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

/** The ISO weekday (1 Monday .. 7 Sunday) of a Jakarta day starting at `dayStartMs`. */
const isoWeekdayOf = (dayStartMs: number): number => {
  const day = new Date(dayStartMs + OFFSET_MS).getUTCDay();
  return day === 0 ? 7 : day;
};

type Schedule = Pick<AutoWithdrawRecord, 'schedule' | 'weekdays' | 'time'>;

/** The first run of the schedule strictly after `afterMs`. */
export function nextRunAfter(schedule: Schedule, afterMs: number): number {
  const [hours, minutes] = schedule.time.split(':').map(Number) as [number, number];
  const todayStartMs = Math.floor((afterMs + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
  for (let day = 0; day <= 8; day += 1) {
    const dayStartMs = todayStartMs + day * DAY_MS;
    const atMs = dayStartMs + (hours * 60 + minutes) * 60_000;
    const allowed = schedule.schedule === 'daily' || (schedule.weekdays ?? []).includes(isoWeekdayOf(dayStartMs));
    if (atMs > afterMs && allowed) return atMs;
  }
  throw new Error('A schedule without a weekday has no next run');
}
