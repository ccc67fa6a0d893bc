/**
 * Load and stress cases run at two sizes: a small copy in `npm test`, enough to fail on a regression
 * of the rule it checks, and the full size in `npm run stress` (STRESS=1), which must pass too
 * (docs/ARCHITECTURE.md, section 13). A case states both sizes where it is written.
 */
export const STRESS = process.env.STRESS === '1';

/** `small` in the suite, `full` in `npm run stress`. */
export function sized(small: number, full: number): number {
  return STRESS ? full : small;
}
