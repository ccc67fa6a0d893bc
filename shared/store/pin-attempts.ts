import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { ddb, tableName } from './aws';
import { isConditionFailure } from './item';
import { keys } from './keys';
import { ContendedError } from './contended';
import { retryAllowed } from './retry';
import { isContention, maySendAgain, type TxItem } from './transact';
import { declareItemRead, type MerchantReads } from './request-reads';

// A confirm's request fetches the PIN item with the client (route row `reads`); only functions that
// load this module build its key.
declareItemRead('pinAttempts', (merchantId) => keys.pin(merchantId));

/**
 * The merchant's PIN item (keys.pin, partition `PIN#<merchantId>`): the PIN hash (`pin_hash`) and
 * the attempts count, one item changed only by conditional or atomic updates. The hash comes back
 * with the reservation that precedes every judgement, so a confirm reads it without another call.
 * Only the functions that hash or verify PINs may read this partition (infra/grants.ts).
 * - `failures` counts the reservations held: attempts being judged, wrong PINs, and right PINs
 *   that finished while others were still being judged. (The attribute kept its name from before
 *   reservations, when it counted wrong PINs only, so stored counts carry over as reservations.)
 * - `wrong` counts the wrong PINs among them: confirms are locked when it reaches the maximum.
 * - `inflight` counts the attempts being judged now.
 * - `last_failure_at_ms` is when the last reservation was taken; a full count ends a window after it.
 * - `cleared_at_ms` is when a right PIN last cleared the count, and `burst` counts the reservations
 *   taken since before that clear (those it cleared, those of earlier clears still within the
 *   judging time, and every one since). A confirm whose request arrived before the clear belongs to
 *   the burst the clear ended, so it is held to `burst`, not to the fresh count: a right PIN judged
 *   while others of its burst were still on their way opens no slot for them. A clear that finds no
 *   wrong PIN counted (every attempt since the last clear was right) gives the burst its slots back
 *   (`burst` 0): that is how an honest burst of confirms drains, 5 judged at a time.
 * A reservation whose request died stays counted until the window passes (the safe side).
 */
export interface PinAttempts {
  failures: number;
  wrong: number;
  inflight: number;
  lastFailureAtMs: number;
  /** When a right PIN last cleared the count; undefined: never. */
  clearedAtMs?: number;
  /** Reservations counted against the burst the last clear ended (held to the maximum for confirms that arrived before it). */
  burst: number;
  /** The PIN hash; undefined: none stored here (no PIN, or one still on the merchant record from before the PIN item). */
  pinHash?: string;
}

/** The count in its item; no item: nothing counted. */
export const pinAttemptsOf = (item: Record<string, unknown> | undefined): PinAttempts => ({
  failures: Number(item?.failures ?? 0),
  wrong: Number(item?.wrong ?? 0),
  inflight: Number(item?.inflight ?? 0),
  lastFailureAtMs: Number(item?.last_failure_at_ms ?? 0),
  burst: Number(item?.burst ?? 0),
  ...(item?.cleared_at_ms === undefined ? {} : { clearedAtMs: Number(item.cleared_at_ms) }),
  ...(typeof item?.pin_hash === 'string' ? { pinHash: item.pin_hash } : {}),
});

export async function getPinAttempts(merchantId: string): Promise<PinAttempts> {
  const result = await ddb().send(
    new GetCommand({ TableName: tableName(), Key: keys.pin(merchantId), ConsistentRead: true }),
  );
  return pinAttemptsOf(result.Item);
}

/** The PIN item as the request fetched it, or read now when it did not. */
export async function pinAttemptsOfRequest(reads: MerchantReads, merchantId: string): Promise<PinAttempts> {
  const item = await reads.item('pinAttempts', merchantId);
  return item === null ? getPinAttempts(merchantId) : pinAttemptsOf(item);
}

/**
 * reserved: a reservation, with the item as it left it (`alone`: no other attempt was being judged,
 * `wrong`: the wrong PINs counted). locked: the maximum of wrong PINs is reached. busy: every slot
 * this confirm may take is held and attempts are being judged, whose end may give slots back (wait
 * and look again). spent: every slot this confirm may take is held by attempts already judged, so
 * none comes back before the judging time or the window passes (the burst this confirm belongs to
 * has had its judgements).
 */
export type PinReservation =
  | { kind: 'reserved'; clearedAtMs?: number; pinHash?: string; alone: boolean; wrong: number }
  | { kind: 'locked' }
  | { kind: 'busy' }
  | { kind: 'spent' };

/** What a confirm may do given the PIN item as read: reserve (`free`), or why not. */
export type PinSlots = 'free' | Exclude<PinReservation['kind'], 'reserved'>;

/** The conditions of the reservation updates below, on the item as read (no write). */
export function pinSlotsOf(item: PinAttempts, window: PinWindow): PinSlots {
  const max = window.attemptsMax;
  const burstAllows = item.clearedAtMs === undefined || item.clearedAtMs <= window.arrivedAtMs || item.burst < max;
  if (item.failures < max && burstAllows) return 'free';
  if (item.failures >= max && item.lastFailureAtMs <= window.unlockedBeforeMs) return 'free';
  if (item.wrong >= max) return 'locked';
  if (item.failures >= max && item.lastFailureAtMs <= window.judgingDeadBeforeMs) return 'free';
  const judging = item.inflight > 0 && item.lastFailureAtMs > window.judgingDeadBeforeMs;
  return judging ? 'busy' : 'spent';
}

export interface PinWindow {
  nowMs: number;
  attemptsMax: number;
  /** A full count is over when its last reservation was at or before this. */
  unlockedBeforeMs: number;
  /** Attempts reserved at or before this can no longer be being judged: their requests died. */
  judgingDeadBeforeMs: number;
  /** When this confirm's request arrived (same clock as nowMs): before the last clear, it counts against that clear's burst. */
  arrivedAtMs: number;
}

type UpdateInput = Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key'>;

/**
 * One update of the PIN item: the item after it, or, when its condition failed, the item as it was
 * (read from the failure when the update asks `ReturnValuesOnConditionCheckFailure`, else empty).
 */
async function updatePinItem(
  merchantId: string,
  update: UpdateInput,
): Promise<{ updated: boolean; item: PinAttempts }> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const result = await ddb().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.pin(merchantId),
          ReturnValues: 'ALL_NEW',
          ...update,
        }),
      );
      return { updated: true, item: pinAttemptsOf(result.Attributes) };
    } catch (error) {
      if (isConditionFailure(error)) {
        // The document client does not unmarshall the item carried by the exception.
        const raw = (error as { Item?: Parameters<typeof unmarshall>[0] }).Item;
        return { updated: false, item: pinAttemptsOf(raw === undefined ? undefined : unmarshall(raw)) };
      }
      // A hold in flight that releases a PIN slot in its transaction, or throttling: nothing was
      // written, send it again (never after a lost answer: these updates add and are not idempotent).
      if (!isDefiniteRetry(error)) throw error;
      if (!(await retryAllowed(attempt, undefined, isContention(error) ? 'contention' : 'failure')))
        throw new ContendedError(`The PIN item of ${merchantId} stayed contended`);
    }
  }
}

/** An error DynamoDB answered that says nothing was written and the same write may be sent again. */
const isDefiniteRetry = (error: unknown): boolean =>
  maySendAgain(error) &&
  typeof (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 'number';

/** The item after the update, or undefined when its condition failed. */
async function conditionalUpdate(merchantId: string, update: UpdateInput): Promise<PinAttempts | undefined> {
  const { updated, item } = await updatePinItem(merchantId, update);
  return updated ? item : undefined;
}

const ONE = 1;
const ZERO = 0;

/**
 * Takes one more reservation while fewer than the maximum are held, and, for a request that arrived
 * before the last clear, while its burst holds fewer than the maximum (`burst` >= `failures`).
 */
const reserveOneMore = (merchantId: string, window: PinWindow) =>
  conditionalUpdate(merchantId, {
    UpdateExpression: 'SET last_failure_at_ms = :now ADD failures :one, inflight :one, burst :one',
    ConditionExpression:
      '(attribute_not_exists(failures) OR failures < :max) AND (attribute_not_exists(cleared_at_ms) OR cleared_at_ms <= :arrived OR burst < :max)',
    ExpressionAttributeValues: {
      ':one': ONE,
      ':now': window.nowMs,
      ':max': window.attemptsMax,
      ':arrived': window.arrivedAtMs,
    },
  });

/** Starts the count again at this attempt once a full count's window has passed. */
const restartAfterWindow = (merchantId: string, window: PinWindow) =>
  conditionalUpdate(merchantId, {
    UpdateExpression: 'SET failures = :one, wrong = :zero, inflight = :one, burst = :one, last_failure_at_ms = :now',
    ConditionExpression: 'failures >= :max AND last_failure_at_ms <= :unlockedBefore',
    ExpressionAttributeValues: {
      ':one': ONE,
      ':zero': ZERO,
      ':now': window.nowMs,
      ':max': window.attemptsMax,
      ':unlockedBefore': window.unlockedBeforeMs,
    },
  });

/**
 * Takes back, for this attempt, the slots that no wrong PIN holds once no attempt can still be
 * judged (the last reservation is older than any PIN check takes): those of requests that died
 * while judging, and those right PINs kept while others were judged. Wrong PINs stay counted, so
 * this never gives a guesser another try; it only ends a `busy` that nobody would end.
 */
const reclaimDeadSlots = (merchantId: string, window: PinWindow) =>
  conditionalUpdate(merchantId, {
    UpdateExpression:
      'SET failures = if_not_exists(wrong, :zero) + :one, burst = if_not_exists(wrong, :zero) + :one, inflight = :one, last_failure_at_ms = :now',
    ConditionExpression:
      'failures >= :max AND (attribute_not_exists(wrong) OR wrong < :max) AND last_failure_at_ms <= :deadBefore',
    ExpressionAttributeValues: {
      ':one': ONE,
      ':zero': ZERO,
      ':now': window.nowMs,
      ':max': window.attemptsMax,
      ':deadBefore': window.judgingDeadBeforeMs,
    },
  });

/**
 * Reserves one PIN attempt before the PIN is judged (docs/ARCHITECTURE.md, section 5: attempts are counted before they are
 * judged). Each reservation is one conditional write, so of any number of parallel confirms at most
 * `attemptsMax` hold one, and only those verify a PIN. Reservations come back only through a right
 * PIN judged while no other attempt is (releasePinAttempt) or when the window passes, so without
 * the right PIN at most `attemptsMax` PINs are judged per window, whatever the concurrency. A
 * restart that loses to a parallel restart leaves a fresh count, so the first update is tried once
 * more before answering.
 */
export async function reservePinAttempt(merchantId: string, window: PinWindow): Promise<PinReservation> {
  const reserved =
    (await reserveOneMore(merchantId, window)) ??
    (await restartAfterWindow(merchantId, window)) ??
    (await reclaimDeadSlots(merchantId, window)) ??
    (await reserveOneMore(merchantId, window));
  if (reserved !== undefined) {
    const { clearedAtMs, pinHash } = reserved;
    return {
      kind: 'reserved',
      ...(clearedAtMs === undefined ? {} : { clearedAtMs }),
      ...(pinHash === undefined ? {} : { pinHash }),
      alone: reserved.inflight === ONE,
      wrong: reserved.wrong,
    };
  }
  const slots = pinSlotsOf(await getPinAttempts(merchantId), window);
  // `free` now: the item changed since the updates failed; the caller looks again.
  return { kind: slots === 'free' ? 'busy' : slots };
}

/**
 * A PIN this process knows right (shared/channels/payouts/pin.ts): `claimed` when, at the moment of
 * this one conditional write, the item still holds the hash it was judged by, counts no wrong PIN
 * and no attempt is being judged (or every one that is belongs to a request that died). `wait`
 * when attempts are being judged, `judge` when the hash changed or a wrong PIN is counted (the
 * reservation path). So a PIN accepted this way is ordered before every attempt counted after it
 * and after every one judged before it: a burst of guesses cannot try the right PIN uncounted while
 * its other guesses are in flight.
 */
export type KnownRightClaim = 'claimed' | 'wait' | 'judge';

export async function claimKnownRightPin(
  merchantId: string,
  pinHash: string,
  window: Pick<PinWindow, 'nowMs' | 'judgingDeadBeforeMs'>,
): Promise<KnownRightClaim> {
  const { updated, item } = await updatePinItem(merchantId, {
    UpdateExpression: 'SET known_right_at_ms = :now',
    ConditionExpression:
      'pin_hash = :hash AND (attribute_not_exists(wrong) OR wrong = :zero) AND ' +
      '(attribute_not_exists(inflight) OR inflight <= :zero OR last_failure_at_ms <= :deadBefore)',
    ExpressionAttributeValues: {
      ':now': window.nowMs,
      ':hash': pinHash,
      ':zero': ZERO,
      ':deadBefore': window.judgingDeadBeforeMs,
    },
    ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
  });
  if (updated) return 'claimed';
  return item.pinHash === pinHash && item.wrong === 0 ? 'wait' : 'judge';
}

/** A wrong PIN keeps its reservation and is counted wrong; answers the wrong PINs counted. */
export async function recordWrongPin(merchantId: string): Promise<number> {
  const judged = await conditionalUpdate(merchantId, {
    UpdateExpression: 'ADD wrong :one, inflight :minusOne',
    ConditionExpression: 'inflight > :zero',
    ExpressionAttributeValues: { ':one': ONE, ':minusOne': -ONE, ':zero': ZERO },
  });
  // No attempt in flight: the window restarted under this one (a request slower than the lock
  // window). The wrong PIN is still counted, on the safe side.
  const counted =
    judged ??
    (await conditionalUpdate(merchantId, {
      UpdateExpression: 'ADD wrong :one',
      ExpressionAttributeValues: { ':one': ONE },
    }));
  return counted?.wrong ?? ONE;
}

/** When a right PIN clears: now, and the time before which an earlier clear's burst no longer matters. */
export interface PinClear {
  nowMs: number;
  /** A clear at or after this may still have requests of its burst on their way (the judging time). */
  burstSinceMs: number;
  /** The last clear as this attempt's reservation saw it: which of the two clears to try first. */
  lastClearedAtMs?: number;
  /** The reservation counted no wrong PIN: the clear that gives the burst its slots back is tried first. */
  noWrongSeen?: boolean;
}

/**
 * The clear of a right PIN while exactly `judging` attempts are being judged (itself included) and
 * no wrong PIN is counted: every reservation since the last clear was a right PIN, so the slots go
 * back to everyone, the burst's included (`burst` 0). A burst of honest confirms drains this way,
 * 5 judged at a time; a burst of guesses never gets here (its wrong PINs are counted).
 */
const refundUpdate = (judging: number, nowMs: number) => ({
  UpdateExpression: 'SET failures = :zero, wrong = :zero, inflight = :zero, burst = :zero, cleared_at_ms = :now',
  ConditionExpression: 'inflight = :judging AND (attribute_not_exists(wrong) OR wrong = :zero)',
  ExpressionAttributeValues: { ':judging': judging, ':zero': ZERO, ':now': nowMs },
});

/**
 * The release of a right PIN judged alone, as an item of the payout's hold transaction
 * (shared/channels/payouts/confirm.ts): the refund clear above for one attempt being judged. Its
 * condition fails when another attempt reserved meanwhile or a wrong PIN was counted; the hold is
 * then written without it and the PIN is released on its own (releasePinAttempt).
 */
export function pinReleaseItem(merchantId: string, nowMs: number): TxItem {
  return { Update: { TableName: tableName(), Key: keys.pin(merchantId), ...refundUpdate(ONE, nowMs) } };
}

/**
 * A right PIN clears the count (its own reservation and the wrong PINs before it) when no other
 * attempt is being judged. While others are, it only leaves the judging: its reservation stays
 * held, so a right PIN inside a burst of guesses opens no slot for more of them; whichever right
 * PIN leaves the judging last clears the count (or the window passing does); a wrong PIN leaving
 * last leaves the count as it is. No lock can have
 * taken hold while this attempt held its reservation: it is part of the count, so the wrong PINs
 * stayed below the maximum. The clear keeps its burst counted (`burst`, `cleared_at_ms`) for the
 * requests that arrived before it and have not reserved yet.
 */
export async function releasePinAttempt(merchantId: string, clear: PinClear): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    if (await clearWhenAlone(merchantId, clear)) return;
    // Others are being judged: leave the judging, but never down to nobody judging. The attempt
    // that would leave nobody clears instead, in the same write, so no reader ever sees a count
    // that every attempt has left without its clear (a waiting confirm would take it for spent).
    const left = await updatePinItem(merchantId, {
      UpdateExpression: 'ADD inflight :minusOne',
      ConditionExpression: 'inflight > :one',
      ExpressionAttributeValues: { ':minusOne': -ONE, ':one': ONE },
      ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
    });
    // Nobody judging at all: the window restarted under this attempt (a request slower than the window).
    if (left.updated || left.item.inflight < ONE) return;
    if (!(await retryAllowed(attempt, undefined, 'contention')))
      throw new ContendedError(`The PIN item of ${merchantId} kept changing under a release`);
  }
}

/**
 * Clears the count while this attempt is the only one being judged: true when it did, false when
 * others are (each update tells the item it found). With no wrong PIN counted the burst gets its
 * slots back (refundUpdate). Otherwise, after a recent clear the burst goes on counting (its
 * requests may still arrive at their reservation); else the burst starts at the reservations this
 * clear drops.
 */
async function clearWhenAlone(merchantId: string, clear: PinClear): Promise<boolean> {
  const values = { ':judging': ONE, ':zero': ZERO, ':now': clear.nowMs, ':burstSince': clear.burstSinceMs };
  const continuing = {
    UpdateExpression: 'SET failures = :zero, wrong = :zero, inflight = :zero, cleared_at_ms = :now',
    ConditionExpression: 'inflight = :judging AND cleared_at_ms >= :burstSince',
    ExpressionAttributeValues: values,
  };
  const starting = {
    UpdateExpression:
      'SET burst = if_not_exists(failures, :zero), failures = :zero, wrong = :zero, inflight = :zero, cleared_at_ms = :now',
    ConditionExpression: 'inflight = :judging AND (attribute_not_exists(cleared_at_ms) OR cleared_at_ms < :burstSince)',
    ExpressionAttributeValues: values,
  };
  // The reservation's view picks the likely one, so the usual clear is one write.
  const recent = clear.lastClearedAtMs !== undefined && clear.lastClearedAtMs >= clear.burstSinceMs;
  const counted = recent ? [continuing, starting] : [starting, continuing];
  const updates = clear.noWrongSeen ? [refundUpdate(ONE, clear.nowMs), ...counted] : counted;
  for (const update of updates) {
    const written = await updatePinItem(merchantId, { ...update, ReturnValuesOnConditionCheckFailure: 'ALL_OLD' });
    if (written.updated) return true;
    if (written.item.inflight !== ONE) return false;
  }
  return false;
}

/**
 * Stores a PIN hash and nothing else: no lock reset, no audit entry. For data set up around the PIN
 * (a hash of an older scheme in tests); a merchant's PIN is changed by store/pin-change.ts, which
 * writes the hash, the lock reset and the audit entry in one transaction.
 */
export async function setPinHash(merchantId: string, pinHash: string): Promise<void> {
  await ddb().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.pin(merchantId),
      UpdateExpression: 'SET pin_hash = :hash',
      ExpressionAttributeValues: { ':hash': pinHash },
    }),
  );
}

/** The PIN item a new merchant starts with, created with the merchant: its hash, nothing counted. */
export const newPinItem = (merchantId: string, pinHash: string): TxItem => ({
  Put: {
    TableName: tableName(),
    Item: { ...keys.pin(merchantId), entity: 'pin', pin_hash: pinHash },
    ConditionExpression: 'attribute_not_exists(pk)',
  },
});

/**
 * Replaces a PIN hash with a stronger one of the same PIN (an unpeppered hash after a right PIN),
 * only while the stored hash is still the one verified: a PIN changed meanwhile is left alone. A
 * hash verified from the merchant record (`verifiedHash` undefined: the PIN item has none) is
 * written only while the PIN item still has none.
 */
export async function upgradePinHash(
  merchantId: string,
  verifiedHash: string | undefined,
  strongerHash: string,
): Promise<void> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.pin(merchantId),
        UpdateExpression: 'SET pin_hash = :stronger',
        ConditionExpression: verifiedHash === undefined ? 'attribute_not_exists(pin_hash)' : 'pin_hash = :verified',
        ExpressionAttributeValues: {
          ':stronger': strongerHash,
          ...(verifiedHash === undefined ? {} : { ':verified': verifiedHash }),
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}
