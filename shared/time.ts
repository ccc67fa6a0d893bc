import { JAKARTA_OFFSET_MINUTES, SETTLEMENT_HOUR_JAKARTA, SETTLEMENT_MINUTE_JAKARTA } from './constants';

const OFFSET_MS = JAKARTA_OFFSET_MINUTES * 60_000;
const DAY_MS = 86_400_000;

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** ISO 8601 with the Asia/Jakarta offset, e.g. 2026-11-21T17:04:05+07:00 (docs/ARCHITECTURE.md, 14.1). */
export function toJakartaIso(epochMs: number): string {
  const shifted = new Date(epochMs + OFFSET_MS);
  const date = `${shifted.getUTCFullYear()}-${pad(shifted.getUTCMonth() + 1)}-${pad(shifted.getUTCDate())}`;
  const time = `${pad(shifted.getUTCHours())}:${pad(shifted.getUTCMinutes())}:${pad(shifted.getUTCSeconds())}`;
  return `${date}T${time}+07:00`;
}

export const toJakartaIsoOrNull = (epochMs: number | undefined | null): string | null =>
  epochMs === undefined || epochMs === null ? null : toJakartaIso(epochMs);

/** The settlement run that settles money paid at `paidAtMs`: 00:05 Jakarta time on the next day (H+1). */
export function settlementDueMs(paidAtMs: number): number {
  const jakartaDayStartMs = Math.floor((paidAtMs + OFFSET_MS) / DAY_MS) * DAY_MS - OFFSET_MS;
  return jakartaDayStartMs + DAY_MS + (SETTLEMENT_HOUR_JAKARTA * 60 + SETTLEMENT_MINUTE_JAKARTA) * 60_000;
}
