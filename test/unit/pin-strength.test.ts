import fc from 'fast-check';
import { isWeakPin } from '../../shared/domain/pin-strength';

/** The PINs a merchant may not choose from the dashboard (DESIGN 21): one digit repeated, or a run. */
describe('isWeakPin', () => {
  const digit = fc.integer({ min: 0, max: 9 });

  it.each(['111111', '000000', '999999', '123456', '654321', '234567', '987654', '012345', '543210', '456789'])(
    'takes %s for weak',
    (pin) => {
      expect(isWeakPin(pin)).toBe(true);
    },
  );

  it.each(['482915', '112233', '123457', '890123', '098765', '135790', '121212', '111112', '654320'])(
    'takes %s for a PIN one may choose',
    (pin) => {
      expect(isWeakPin(pin)).toBe(false);
    },
  );

  it('takes every 6-digit PIN of one digit repeated for weak', () => {
    fc.assert(fc.property(digit, (first) => expect(isWeakPin(String(first).repeat(6))).toBe(true)));
  });

  it('takes every 6-digit run, ascending or descending, that fits in 0-9 for weak', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4 }), fc.boolean(), (start, ascending) => {
        const run = Array.from({ length: 6 }, (_, index) => start + index);
        expect(isWeakPin((ascending ? run : run.reverse()).join(''))).toBe(true);
      }),
    );
  });

  it('is weak exactly when every step between neighbouring digits is the same one of -1, 0 or +1 (fast-check)', () => {
    fc.assert(
      fc.property(fc.array(digit, { minLength: 6, maxLength: 6 }), (digits) => {
        const steps = digits.slice(1).map((value, index) => value - digits[index]!);
        const expected = steps.every((step) => step === steps[0]) && Math.abs(steps[0]!) <= 1;
        expect(isWeakPin(digits.join(''))).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('finds exactly 20 weak PINs among all 1,000,000', () => {
    let weak = 0;
    for (let value = 0; value < 1_000_000; value += 1) if (isWeakPin(String(value).padStart(6, '0'))) weak += 1;
    expect(weak).toBe(20);
  });
});
