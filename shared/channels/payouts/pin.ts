import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  PIN_ATTEMPTS_MAX,
  PIN_JUDGING_SECONDS_MAX,
  PIN_LOCK_SECONDS,
  PIN_WAIT_STEP_MAX_MS,
  PIN_WAIT_STEP_MS,
  RETRY_REQUEST_TIME_MAX_MS,
} from '../../constants';
import { done, refuse, type Outcome } from '../../domain/outcome';
import { verifyPin } from '../../pin-hash';
import { dropLegacyPinHash, type MerchantRecord } from '../../store/merchants';
import { ContendedError } from '../../store/contended';
import {
  claimKnownRightPin,
  getPinAttempts,
  pinReleaseItem,
  pinSlotsOf,
  recordWrongPin,
  releasePinAttempt,
  reservePinAttempt,
  upgradePinHash,
  type PinAttempts,
  type PinReservation,
  type PinWindow,
} from '../../store/pin-attempts';
import { unitScheduler, waitWithinDeadline } from '../../store/retry';
import type { TxItem } from '../../store/transact';

/** The service clock now, and when the confirm's request arrived on the same clock. */
export interface PinTiming {
  nowMs: number;
  arrivedAtMs: number;
  /** The service clock, read again while the confirm waits for a slot (else nowMs plus the time waited). */
  now?: () => number;
}

/**
 * A right PIN judged alone whose release is still to be written: `item` goes into the payout's hold
 * transaction (one call fewer); when that transaction is not written with it (the hold is refused,
 * or another attempt reserved meanwhile, which fails the item's condition), `release()` writes it.
 */
export interface PendingPinRelease {
  item: TxItem;
  release(): Promise<void>;
}

/** A PIN judged right: nothing more to do, or its release still to be written (PendingPinRelease). */
export interface PinPass {
  release?: PendingPinRelease;
}

const LOCKED_MESSAGE = `Too many wrong PINs: confirms are locked for ${PIN_LOCK_SECONDS / 60} minutes`;
const SPENT_MESSAGE =
  'Too many PINs were sent at once: 5 of them were checked, with wrong ones among them. ' +
  'A confirm sent again is counted afresh, at the latest a minute after the last check';

/**
 * The PIN comes first on every confirm, before the payout is looked up. An attempt is reserved
 * (counted) before the PIN is judged, so parallel confirms cannot judge more PINs than the lock
 * allows: without the right PIN, at most 5 per 15 minutes whatever the concurrency. A wrong PIN
 * keeps its reservation; 5 wrong in a row lock confirms until 15 minutes after the last attempt.
 * A right PIN clears the count (store/pin-attempts.ts says when); confirms that arrived before that
 * clear still count against the burst it ended, so a right PIN among 29 wrong ones sent at once
 * leaves at most 5 judged in all, unless it was judged alone before any of them reserved (then it
 * came first, as a right PIN sent just before them would have).
 *
 * A confirm that finds every slot it may take held by attempts being judged waits for one (they
 * end within a PIN check: a burst of right PINs drains 5 at a time, each clear giving the slots
 * back), looking at the PIN item with a read every PIN_WAIT_STEP_MS..PIN_WAIT_STEP_MAX_MS (jittered),
 * until the request's deadline (store/retry.ts, waitWithinDeadline). The wait spends none of the
 * request's retries: those are for writes lost to other writers, and a burst must not use them up
 * by waiting its turn. Only a lock ends the wait with a refusal (`pin_locked`): the maximum of wrong
 * PINs, or every slot held by attempts already judged (a burst of guesses that has had its 5). The
 * deadline passing (attempts whose requests died hold the slots until the judging time passes)
 * is the one 503.
 *
 * `deferRelease`: a right PIN judged alone comes back with its release still to be written
 * (PendingPinRelease), for the caller to put into its own transaction.
 */
export async function checkPin(
  merchantId: string,
  merchant: MerchantRecord | undefined,
  pin: string,
  timing: PinTiming,
  pinItem?: () => Promise<PinAttempts>,
  deferRelease = false,
): Promise<Outcome<PinPass>> {
  // The wait is real time the request spends, on its unit's scheduler (never the service clock).
  const scheduler = unitScheduler();
  const startedMs = scheduler.nowMs();
  const now = timing.now ?? (() => timing.nowMs + (scheduler.nowMs() - startedMs));
  const windowAt = (nowMs: number): PinWindow => ({
    nowMs,
    attemptsMax: PIN_ATTEMPTS_MAX,
    unlockedBeforeMs: nowMs - PIN_LOCK_SECONDS * 1000,
    judgingDeadBeforeMs: nowMs - PIN_JUDGING_SECONDS_MAX * 1000,
    arrivedAtMs: timing.arrivedAtMs,
  });
  let known = knownRightOf(merchantId, pin);
  let mayClaim = true;
  // The request's read serves the first look; every later look reads the item again.
  let read: (() => Promise<PinAttempts>) | undefined = known === undefined ? undefined : pinItem;
  for (let look = 0; ; look += 1) {
    const window = windowAt(look === 0 ? timing.nowMs : now());
    const item = look === 0 && read === undefined ? undefined : await (read ?? (() => getPinAttempts(merchantId)))();
    read = undefined;
    // A PIN this process judged right while this confirm waited is known from then on.
    if (known === undefined && mayClaim && look > 0) known = knownRightOf(merchantId, pin);
    if (known !== undefined && item !== undefined) {
      const claim = await claimKnown(merchantId, known, item, window);
      if (claim === 'claimed') return done({});
      if (claim === 'judge') {
        known = undefined;
        mayClaim = false;
      }
    }
    // The first look writes at once (the reservation reads the item itself when it fails); later
    // looks write only when the read shows a slot this confirm may take.
    const slots = look === 0 || item === undefined ? 'free' : pinSlotsOf(item, window);
    const reservation: PinReservation =
      slots === 'free' ? await reservePinAttempt(merchantId, window) : { kind: slots };
    if (reservation.kind === 'reserved') return judge(merchantId, merchant, pin, reservation, now, deferRelease);
    if (reservation.kind === 'locked') return refuse('pin_locked', LOCKED_MESSAGE);
    if (reservation.kind === 'spent') return refuse('pin_locked', SPENT_MESSAGE);
    if (!(await waitWithinDeadline(pinWaitMs(look), startedMs + RETRY_REQUEST_TIME_MAX_MS)))
      throw new ContendedError('Other PIN attempts of this merchant were still being checked at the deadline');
  }
}

/** The wait before look `look + 1` at a busy PIN item: doubling from PIN_WAIT_STEP_MS to the cap, jittered (half to all of it). */
const pinWaitMs = (look: number): number => {
  const step = Math.min(PIN_WAIT_STEP_MAX_MS, PIN_WAIT_STEP_MS * 2 ** Math.min(look, 10));
  return Math.ceil(step / 2 + (Math.random() * step) / 2);
};

/** Judges the PIN of a confirm holding a reservation. */
async function judge(
  merchantId: string,
  merchant: MerchantRecord | undefined,
  pin: string,
  reservation: Extract<PinReservation, { kind: 'reserved' }>,
  now: () => number,
  deferRelease: boolean,
): Promise<Outcome<PinPass>> {
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
  // Known right from now on only against the hash it was judged by, and only where that hash stays.
  if (reservation.pinHash !== undefined && verdict.rehash === undefined)
    rememberRightPin(merchantId, reservation.pinHash, pin);
  const noWrongSeen = reservation.wrong === 0;
  const release = (): Promise<void> => {
    const nowMs = now();
    return releasePinAttempt(merchantId, {
      nowMs,
      burstSinceMs: nowMs - PIN_JUDGING_SECONDS_MAX * 1000,
      lastClearedAtMs: reservation.clearedAtMs,
      noWrongSeen,
    });
  };
  const upgrading = legacyHash !== undefined || verdict.rehash !== undefined;
  // Judged alone with nothing counted wrong: the caller's transaction may carry the release.
  if (deferRelease && reservation.alone && noWrongSeen && !upgrading)
    return done({ release: { item: pinReleaseItem(merchantId, now()), release } });
  await Promise.all([release(), upgradeStoredHash(merchantId, reservation.pinHash, legacyHash, verdict.rehash)]);
  return done({});
}

/**
 * PINs this process has judged right through a reservation, per merchant: the stored hash they were
 * judged against and an HMAC of merchant and PIN under a key made when the process started (never
 * the PIN, never written anywhere). A confirm whose PIN matches skips the reservation and scrypt,
 * but is still accepted only through one conditional write on the PIN item (claimKnownRightPin):
 * the item must still hold that hash, count no wrong PIN and have no attempt being judged. While
 * attempts are being judged it takes a reservation like any other PIN when one is free, and
 * otherwise waits with them, trying the claim again at each look. So every PIN is answered either with a reservation or at a
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

/** The entry of a PIN this process judged right, when this PIN is that one. */
function knownRightOf(merchantId: string, pin: string): { hash: string } | undefined {
  const known = knownRight.get(merchantId);
  if (known === undefined || !timingSafeEqual(known.digest, digestOf(merchantId, pin))) return undefined;
  return known;
}

/**
 * A PIN known right, given the PIN item as just read: `judge` when the read shows another hash or a
 * wrong PIN counted (the reservation path, without a write), `wait` while attempts are being judged
 * (no write either), else the claim's one conditional write decides.
 */
async function claimKnown(
  merchantId: string,
  known: { hash: string },
  item: PinAttempts,
  window: PinWindow,
): Promise<'claimed' | 'wait' | 'judge'> {
  if (item.pinHash !== known.hash || item.wrong !== 0) return 'judge';
  if (item.inflight > 0 && item.lastFailureAtMs > window.judgingDeadBeforeMs) return 'wait';
  return claimKnownRightPin(merchantId, known.hash, window);
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
