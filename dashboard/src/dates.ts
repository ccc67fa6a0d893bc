/**
 * The day a user types, as Indonesians write it: `dd/mm/yyyy` (`31/12/2026`; `-` or `.` between the
 * parts and one-digit days and months are taken too), to and from the ISO `YYYY-MM-DD` the API
 * takes. The browser's own date input follows its locale (mm/dd/yyyy in en-US): DateField uses
 * these instead. A time of day is `HH:MM` in 24 hours (`14.30` is taken too, the Indonesian way).
 */

export type DayInput =
  | { kind: 'empty' }
  | { kind: 'day'; iso: string }
  | { kind: 'format' } // not d/m/yyyy
  | { kind: 'no_such_day' }; // d/m/yyyy, but no such day (31/02/2026)

const DAY_TEXT = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** True when day/month/year name a day of the Gregorian calendar (years 1000 to 9999). */
function realDay(day: number, month: number, year: number): boolean {
  if (year < 1000 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** What the user typed, read as a day. */
export function parseDay(text: string): DayInput {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  const match = DAY_TEXT.exec(trimmed);
  if (!match) return { kind: 'format' };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!realDay(day, month, year)) return { kind: 'no_such_day' };
  return { kind: 'day', iso: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
}

/** An ISO day as the field shows it, `dd/mm/yyyy`; '' for '' or anything that is not an ISO day. */
export function formatDay(iso: string): string {
  const match = ISO_DAY.exec(iso);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** A time of day typed `HH:MM` or `HH.MM` (24 hours), as `HH:MM`; undefined when it is not one. */
export function parseTime(text: string): string | undefined {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  return hours < 24 && minutes < 60 ? `${pad(hours)}:${pad(minutes)}` : undefined;
}
