/**
 * Amounts and times as an Indonesian merchant reads them, in both languages: `Rp 1.250.000` (id-ID
 * grouping, whole rupiah) and Jakarta time with the suffix `WIB`, whatever the browser's zone.
 */
const RUPIAH = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 });

export function formatRupiah(amount: number): string {
  const sign = amount < 0 ? '-' : '';
  return `${sign}Rp ${RUPIAH.format(Math.abs(Math.round(amount)))}`;
}

export type Lang = 'id' | 'en';

const LOCALE: Record<Lang, string> = { id: 'id-ID', en: 'en-GB' };
const ZONE = 'Asia/Jakarta';

function parts(at: Date | string, lang: Lang, options: Intl.DateTimeFormatOptions): string {
  const date = typeof at === 'string' ? new Date(at) : at;
  return new Intl.DateTimeFormat(LOCALE[lang], { timeZone: ZONE, ...options }).format(date);
}

/** `26 Nov 2026, 07.05 WIB` (id) / `26 Nov 2026, 07:05 WIB` (en): ICU's short forms plus WIB. */
export function formatDateTime(at: Date | string, lang: Lang = 'id'): string {
  const text = parts(at, lang, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return `${text} WIB`;
}

/** The Jakarta calendar day, `YYYY-MM-DD` (what the statement and export filters take). */
export function jakartaDate(at: Date | string): string {
  return parts(at, 'en', { year: 'numeric', month: '2-digit', day: '2-digit' }).split('/').reverse().join('-');
}

/** `26 Nov 2026` in Jakarta. */
export function formatDate(at: Date | string, lang: Lang = 'id'): string {
  return parts(at, lang, { day: 'numeric', month: 'short', year: 'numeric' });
}
