/**
 * PINs a merchant may not choose from the dashboard (DESIGN 21): one digit repeated (`111111`) or a
 * run, ascending or descending (`123456`, `654321`, `234567`, `987654`). Those are the first PINs
 * anyone guesses, and five guesses are all the lock allows. A run does not wrap around (`890123` is
 * allowed). The operator's admin API and the local demo data are not held to this.
 */
export function isWeakPin(pin: string): boolean {
  if (!/^\d{2,}$/.test(pin)) return false;
  const digits = [...pin].map(Number);
  const step = digits[1]! - digits[0]!;
  if (Math.abs(step) > 1) return false;
  return digits.every((digit, index) => index === 0 || digit - digits[index - 1]! === step);
}
