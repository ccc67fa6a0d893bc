import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  PIN_ATTEMPTS_MAX,
  PIN_JUDGING_SECONDS_MAX,
  PIN_KNOWN_RIGHT_STEP_MS,
  PIN_KNOWN_RIGHT_WAIT_MS,
  PIN_LOCK_SECONDS,
} from '../../constants';
import { done, refuse, type Outcome } from '../../domain/outcome';
import { verifyPin } from '../../pin-hash';
import { dropLegacyPinHash, type MerchantRecord } from '../../store/merchants';
import { ContendedError } from '../../store/contended';
import { unitScheduler } from '../../store/retry';
import {
  claimKnownRightPin,
  recordWrongPin,
  releasePinAttempt,
  reservePinAttempt,
  upgradePinHash,
  type PinAttempts,
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
  pinItem?: () => Promise<PinAttempts>,
): Promise<Outcome<true>> {
  const window: PinWindow = {
    nowMs,
    attemptsMax: PIN_ATTEMPTS_MAX,
    unlockedBeforeMs: nowMs - PIN_LOCK_SECONDS * 1000,
    judgingDeadBeforeMs: nowMs - PIN_JUDGING_SECONDS_MAX * 1000,
    arrivedAtMs,
  };
  if (pinItem !== undefined && (await knownRightNow(merchantId, pin, pinItem, window))) return done(true);
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
  // Known right from now on only against the hash it was judged by, and only where that hash stays.
  if (reservation.pinHash !== undefined && verdict.rehash === undefined)
    rememberRightPin(merchantId, reservation.pinHash, pin);
  return done(true);
}

/**
 * PINs this process has judged right through a reservation, per merchant: the stored hash they were
 * judged against and an HMAC of merchant and PIN under a key made when the process started (never
 * the PIN, never written anywhere). A confirm whose PIN matches skips the reservation and scrypt,
 * but is still accepted only through one conditional write on the PIN item (claimKnownRightPin):
 * the item must still hold that hash, count no wrong PIN and have no attempt being judged. While
 * attempts are being judged it waits for them (up to PIN_KNOWN_RIGHT_WAIT_MS), then goes the
 * reservation path like any other PIN. So every PIN is answered either with a reservation or at a
 * moment when none is held: a burst of guesses that includes the right PIN gets it accepted only
 * if it comes before all of them, as if it were the first one judged, and at most 5 PINs of a burst
 * are judged in all. A PIN that does not match always takes the reservation path. The cost is one
 * write unit on `PIN#<id>` per confirm instead of two writes and 50 ms of scrypt
 * (docs/ARCHITECTURE.md, section 5).
 */
const processKey = randomBytes(32);
const knownRight = new Map<string, { hash: string; digest: Buffer }>();
const KNOWN_RIGHT_ENTRIES_MAX = 10_000;

const digestOf = (merchantId: string, pin: string): Buffer =>
  createHmac('sha256', processKey).update(`${merchantId}\u0000${pin}`, 'utf8').digest();

function rememberRightPin(merchantId: string, hash: string, pin: string): void {
  knownRight.delete(merchantId);
  if (knownRight.size >= KNOWN_RIGHT_ENTRIES_MAX) knownRight.delete(knownRight.keys().next().value!);
  knownRight.set(merchantId, { hash, digest: digestOf(merchantId, pin) });
}

async function knownRightNow(
  merchantId: string,
  pin: string,
  pinItem: () => Promise<PinAttempts>,
  window: PinWindow,
): Promise<boolean> {
  const known = knownRight.get(merchantId);
  if (known === undefined || !timingSafeEqual(known.digest, digestOf(merchantId, pin))) return false;
  // The request's read tells the usual case (another hash, a wrong PIN counted) without a write.
  const item = await pinItem();
  if (item.pinHash !== known.hash || item.wrong !== 0) return false;
  // The wait is real time the request spends, on its unit's scheduler (never the service clock).
  const scheduler = unitScheduler();
  const deadlineMs = scheduler.nowMs() + PIN_KNOWN_RIGHT_WAIT_MS;
  for (;;) {
    const claim = await claimKnownRightPin(merchantId, known.hash, window);
    if (claim !== 'wait') return claim === 'claimed';
    if (scheduler.nowMs() + PIN_KNOWN_RIGHT_STEP_MS > deadlineMs) return false;
    await scheduler.sleep(PIN_KNOWN_RIGHT_STEP_MS);
  }
}

/** Tests stand for a fresh process: no PIN known right yet. */
export function forgetKnownRightPins(): void {
  knownRight.clear();
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
