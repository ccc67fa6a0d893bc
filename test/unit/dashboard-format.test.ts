import { formatDate, formatDateTime, formatRupiah, jakartaDate } from '../../dashboard/src/format';

describe('dashboard amounts', () => {
  test('rupiah with id-ID grouping and no decimals', () => {
    expect(formatRupiah(0)).toBe('Rp 0');
    expect(formatRupiah(1_250_000)).toBe('Rp 1.250.000');
    expect(formatRupiah(999)).toBe('Rp 999');
    expect(formatRupiah(1000)).toBe('Rp 1.000');
  });

  test('negatives carry the sign before Rp', () => {
    expect(formatRupiah(-15_000)).toBe('-Rp 15.000');
    expect(formatRupiah(-0)).toBe('Rp 0');
  });

  test('big amounts stay exact up to the largest safe integer', () => {
    expect(formatRupiah(12_345_678_901_234)).toBe('Rp 12.345.678.901.234');
    expect(formatRupiah(Number.MAX_SAFE_INTEGER)).toBe('Rp 9.007.199.254.740.991');
  });
});

describe('dashboard times in WIB', () => {
  // 17:30 UTC is 00:30 the next day in Jakarta (UTC+7, no daylight saving).
  const lateUtc = '2026-11-25T17:30:00.000Z';

  test('a UTC evening is the next Jakarta day, suffixed WIB, in both languages', () => {
    expect(formatDateTime(lateUtc, 'id')).toBe('26 Nov 2026, 00.30 WIB');
    expect(formatDateTime(lateUtc, 'en')).toBe('26 Nov 2026, 00:30 WIB');
    expect(jakartaDate(lateUtc)).toBe('2026-11-26');
    expect(formatDate(lateUtc, 'en')).toBe('26 Nov 2026');
  });

  test('just before the Jakarta midnight it is still the same day', () => {
    expect(jakartaDate('2026-11-25T16:59:59.000Z')).toBe('2026-11-25');
    expect(formatDateTime('2026-11-25T16:59:00.000Z', 'id')).toBe('25 Nov 2026, 23.59 WIB');
  });
});
