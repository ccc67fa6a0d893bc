import fc from 'fast-check';
import { csvLine, textCell } from '../../shared/operations/export';

/**
 * The CSV export's text cells (DESIGN 21, docs/ARCHITECTURE.md 14.2): a cell a spreadsheet would run
 * as a formula, one that begins with `=`, `+`, `-`, `@`, a tab or a carriage return after any
 * leading spaces, gets a `'` prefix; every other cell is written as it is.
 */
const TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;
/** What spreadsheets skip before they look for a formula: spaces, and other whitespace that is no trigger itself. */
const LEADING = fc.string({ unit: fc.constantFrom(' ', '\n', '\u00a0', '\u3000'), maxLength: 6 });
const ANY_TEXT = fc.string({ unit: 'grapheme', maxLength: 20 });
/** A first visible character that starts no formula. */
const PLAIN_START = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 1 })
  .filter((first) => !/^\s/.test(first) && !(TRIGGERS as readonly string[]).includes(first));

describe('textCell', () => {
  it('prefixes a cell that begins with a formula character after any leading whitespace', () => {
    fc.assert(
      fc.property(LEADING, fc.constantFrom(...TRIGGERS), ANY_TEXT, (leading, trigger, rest) => {
        const cell = `${leading}${trigger}${rest}`;
        expect(textCell(cell)).toBe(`'${cell}`);
      }),
    );
  });

  it('keeps a cell whose first character after its leading whitespace starts no formula', () => {
    fc.assert(
      fc.property(LEADING, PLAIN_START, ANY_TEXT, (leading, first, rest) => {
        const cell = `${leading}${first}${rest}`;
        expect(textCell(cell)).toBe(cell);
      }),
    );
  });

  it('only ever adds one apostrophe in front, and neutralises a cell once', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (cell) => {
        const written = textCell(cell);
        expect([cell, `'${cell}`]).toContain(written);
        expect(textCell(written)).toBe(written);
      }),
    );
  });

  it.each([' =1+1', '   +62812', ' -1', '  @SUM(A1)', ' \tx', '\u00a0=1', '\n=1'])(
    'neutralises %j, which begins with whitespace before the formula',
    (cell) => {
      expect(textCell(cell)).toBe(`'${cell}`);
    },
  );

  it.each(['', '   ', 'plain', "'=quoted already", '1-2', 'a=b'])('keeps %j', (cell) => {
    expect(textCell(cell)).toBe(cell);
  });

  it('keeps the apostrophe inside the quoted field when the cell also needs quoting', () => {
    expect(csvLine([textCell(' =HYPERLINK("x")'), 'b'])).toBe(`"' =HYPERLINK(""x"")",b\r\n`);
  });
});
