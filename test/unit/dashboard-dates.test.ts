import fc from 'fast-check';
import { formatDay, parseDay, parseTime } from '../../dashboard/src/dates';

/** The typed dd/mm/yyyy day of DateField (dashboard/src/dates.ts), to and from the API's ISO day. */
describe('a day typed as dd/mm/yyyy', () => {
  const days = fc
    .date({ min: new Date(Date.UTC(1000, 0, 1)), max: new Date(Date.UTC(9999, 11, 31)), noInvalidDate: true })
    .map((date) => date.toISOString().slice(0, 10));

  test('every ISO day formats to dd/mm/yyyy and reads back as itself', () => {
    fc.assert(
      fc.property(days, (iso) => {
        const text = formatDay(iso);
        expect(text).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
        expect(parseDay(text)).toEqual({ kind: 'day', iso });
      }),
    );
  });

  test('one-digit parts, dashes and dots are taken; spaces around are ignored', () => {
    fc.assert(
      fc.property(days, fc.constantFrom('/', '-', '.'), (iso, separator) => {
        const [year, month, day] = iso.split('-').map(Number);
        expect(parseDay(` ${day}${separator}${month}${separator}${year} `)).toEqual({ kind: 'day', iso });
      }),
    );
  });

  test('a day the calendar lacks is refused as such, not moved to another day', () => {
    expect(parseDay('31/02/2026')).toEqual({ kind: 'no_such_day' });
    expect(parseDay('29/02/2026')).toEqual({ kind: 'no_such_day' });
    expect(parseDay('29/02/2028')).toEqual({ kind: 'day', iso: '2028-02-29' });
    expect(parseDay('31/04/2026')).toEqual({ kind: 'no_such_day' });
    expect(parseDay('00/01/2026')).toEqual({ kind: 'no_such_day' });
    expect(parseDay('01/13/2026')).toEqual({ kind: 'no_such_day' });
    expect(parseDay('15/06/0999')).toEqual({ kind: 'no_such_day' });
  });

  test('what is not d/m/yyyy is a format error; nothing is empty', () => {
    for (const text of ['2026-11-20', '11/20/26', '20 Nov 2026', '20/11', 'abc', '20/11/2026x'])
      expect(parseDay(text)).toEqual({ kind: 'format' });
    expect(parseDay('   ')).toEqual({ kind: 'empty' });
    expect(formatDay('')).toBe('');
    expect(formatDay('not a day')).toBe('');
  });

  test('month and day are never swapped: 03/04/2026 is 3 April', () => {
    expect(parseDay('03/04/2026')).toEqual({ kind: 'day', iso: '2026-04-03' });
    expect(formatDay('2026-04-03')).toBe('03/04/2026');
  });
});

describe('a time typed as HH:MM', () => {
  test('every minute of the day reads back, with a colon or a dot', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }), fc.boolean(), (h, m, dot) => {
        const text = `${h}${dot ? '.' : ':'}${String(m).padStart(2, '0')}`;
        expect(parseTime(text)).toBe(`${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
      }),
    );
  });

  test('hours past 23, minutes past 59 and other text are not a time', () => {
    for (const text of ['24:00', '12:60', '1230', '', '7 pm', '12:5']) expect(parseTime(text)).toBeUndefined();
  });
});
