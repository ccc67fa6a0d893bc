import { PIN_ATTEMPTS_MAX, PIN_LOCK_SECONDS } from '../../constants';
import { done, refuse, type Outcome } from '../../domain/outcome';
import { verifyPin } from '../../secrets';
import type { MerchantRecord } from '../../store/merchants';
import { recordPinFailure, resetPinFailures } from '../../store/pin-attempts';
import { freshReads, type MerchantReads } from '../../store/request-reads';

const LOCKED_MESSAGE = `Too many wrong PINs: confirms are locked for ${PIN_LOCK_SECONDS / 60} minutes`;

/**
 * The PIN comes first on every confirm. Five wrong PINs in a row lock confirms for 15 minutes; a
 * right one resets the count. The count lives in one item changed only by conditional updates.
 */
export async function checkPin(merchant: MerchantRecord, pin: string, nowMs: number, reads: MerchantReads = freshReads): Promise<Outcome<true>> {
  const unlockedBeforeMs = nowMs - PIN_LOCK_SECONDS * 1000;
  const attempts = await reads.pinAttempts(merchant.id);
  if (attempts.failures >= PIN_ATTEMPTS_MAX && attempts.lastFailureAtMs > unlockedBeforeMs) return refuse('pin_locked', LOCKED_MESSAGE);
  // A merchant without a PIN cannot confirm: every PIN is wrong for it.
  const right = merchant.pin_hash !== undefined && (await verifyPin(pin, merchant.pin_hash));
  if (!right) {
    const failures = await recordPinFailure(merchant.id, nowMs, PIN_ATTEMPTS_MAX, unlockedBeforeMs);
    if (failures === 'locked') return refuse('pin_locked', LOCKED_MESSAGE);
    const left = PIN_ATTEMPTS_MAX - failures;
    return refuse('invalid_pin', left > 0 ? `Wrong PIN; ${left} attempt(s) left before confirms are locked` : `Wrong PIN; ${LOCKED_MESSAGE.toLowerCase()}`);
  }
  // Nothing to reset when no failure is counted: this saves a write on the common path.
  if (attempts.failures > 0 && (await resetPinFailures(merchant.id, PIN_ATTEMPTS_MAX, unlockedBeforeMs)) === 'locked') return refuse('pin_locked', LOCKED_MESSAGE);
  return done(true);
}
