import { PIN_ATTEMPTS_MAX, PIN_JUDGING_SECONDS_MAX, PIN_LOCK_SECONDS } from '../../constants';
import { done, refuse, type Outcome } from '../../domain/outcome';
import { verifyPin } from '../../pin-hash';
import { dropLegacyPinHash, type MerchantRecord } from '../../store/merchants';
import { ContendedError } from '../../store/contended';
import {
  recordWrongPin,
  releasePinAttempt,
  reservePinAttempt,
  upgradePinHash,
  type PinWindow,
} from '../../store/pin-attempts';

/** The service clock now, and when the confirm's request arrived on the same clock. */
export interface PinTiming {
  nowMs: number;
  arrivedAtMs: number;
}

const LOCKED_MESSAGE = `Too many wrong PINs: confirms are locked for ${PIN_LOCK_SECONDS / 60} minutes`;

/**
 * The PIN comes first on every confirm, before the payout is looked up. An attempt is reserved
 * (counted) before the PIN is judged, so parallel confirms cannot judge more PINs than the lock
 * allows: without the right PIN, at most 5 per 15 minutes whatever the concurrency. A wrong PIN
 * keeps its reservation; 5 wrong in a row lock confirms until 15 minutes after the last attempt.
 * A right PIN clears the count (store/pin-attempts.ts says when); confirms that arrived before that
 * clear still count against the burst it ended, so a right PIN among 29 wrong ones sent at once
 * leaves at most 5 judged in all.
 */
export async function checkPin(
  merchantId: string,
  merchant: MerchantRecord | undefined,
  pin: string,
  { nowMs, arrivedAtMs }: PinTiming,
): Promise<Outcome<true>> {
  const window: PinWindow = {
    nowMs,
    attemptsMax: PIN_ATTEMPTS_MAX,
    unlockedBeforeMs: nowMs - PIN_LOCK_SECONDS * 1000,
    judgingDeadBeforeMs: nowMs - PIN_JUDGING_SECONDS_MAX * 1000,
    arrivedAtMs,
  };
  const reservation = await reservePinAttempt(merchantId, window);
  if (reservation.kind === 'locked') return refuse('pin_locked', LOCKED_MESSAGE);
  // Every reservation is held by a confirm still being judged: answered 503 with Retry-After (a
  // duplicate of an honest confirm sent in parallel retries and then gets the current state).
  if (reservation.kind === 'busy') throw new ContendedError('Other PIN attempts of this merchant are being checked');
  // The hash comes with the reservation (the PIN item); a merchant whose hash is still on its record
  // from before PIN items is judged against that one. Without a PIN every PIN is wrong.
  const legacyHash = reservation.pinHash === undefined ? merchant?.pin_hash : undefined;
  const storedHash = reservation.pinHash ?? legacyHash;
  const verdict = storedHash === undefined ? { right: false } : await verifyPin(pin, storedHash);
  if (!verdict.right) {
    const left = PIN_ATTEMPTS_MAX - (await recordWrongPin(merchantId));
    return refuse(
      'invalid_pin',
      left > 0
        ? `Wrong PIN; ${left} attempt(s) left before confirms are locked`
        : `Wrong PIN; ${LOCKED_MESSAGE.toLowerCase()}`,
    );
  }
  await Promise.all([
    releasePinAttempt(merchantId, {
      nowMs,
      burstSinceMs: nowMs - PIN_JUDGING_SECONDS_MAX * 1000,
      lastClearedAtMs: reservation.clearedAtMs,
    }),
    upgradeStoredHash(merchantId, reservation.pinHash, legacyHash, verdict.rehash),
  ]);
  return done(true);
}

/**
 * After a right PIN: a weaker hash is replaced by the stronger one, and a hash from the merchant
 * record moves to the PIN item (then leaves the record, which every function may read).
 */
async function upgradeStoredHash(
  merchantId: string,
  pinItemHash: string | undefined,
  legacyHash: string | undefined,
  rehash: string | undefined,
): Promise<void> {
  if (legacyHash !== undefined) {
    await upgradePinHash(merchantId, undefined, rehash ?? legacyHash);
    await dropLegacyPinHash(merchantId, legacyHash);
  } else if (pinItemHash !== undefined && rehash !== undefined) {
    await upgradePinHash(merchantId, pinItemHash, rehash);
  }
}
