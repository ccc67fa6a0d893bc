import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { ddb, tableName } from './aws';
import { isConditionFailure } from './item';
import { keys } from './keys';
import type { TxItem } from './transact';
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
 *   while others of its burst were still on their way opens no slot for them.
 * A reservation whose request died stays counted until the window passes (the safe side).
 */
export interface PinAttempts {
  failures: number;
  wrong: number;
  inflight: number;
  lastFailureAtMs: number;
  /** When a right PIN last cleared the count; undefined: never. */
  clearedAtMs?: number;
  /** The PIN hash; undefined: none stored here (no PIN, or one still on the merchant record from before the PIN item). */
  pinHash?: string;
}

/** The count in its item; no item: nothing counted. */
export const pinAttemptsOf = (item: Record<string, unknown> | undefined): PinAttempts => ({
  failures: Number(item?.failures ?? 0),
  wrong: Number(item?.wrong ?? 0),
  inflight: Number(item?.inflight ?? 0),
  lastFailureAtMs: Number(item?.last_failure_at_ms ?? 0),
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
 * A reservation, with the wrong PINs counted so far; the lock (the maximum of wrong PINs reached);
 * or busy (every reservation is held, fewer than the maximum by wrong PINs).
 */
export type PinReservation =
  { kind: 'reserved'; clearedAtMs?: number; pinHash?: string } | { kind: 'locked' } | { kind: 'busy' };

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
    if (!isConditionFailure(error)) throw error;
    // The document client does not unmarshall the item carried by the exception.
    const raw = (error as { Item?: Parameters<typeof unmarshall>[0] }).Item;
    return { updated: false, item: pinAttemptsOf(raw === undefined ? undefined : unmarshall(raw)) };
  }
}

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
    };
  }
  const attempts = await getPinAttempts(merchantId);
  return attempts.wrong >= window.attemptsMax ? { kind: 'locked' } : { kind: 'busy' };
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
}

/**
 * A right PIN clears the count (its own reservation and the wrong PINs before it) when no other
 * attempt is being judged. While others are, it only leaves the judging: its reservation stays
 * held, so a right PIN inside a burst of guesses opens no slot for more of them; whichever right
 * PIN leaves the judging last clears the count (or the window passing does). No lock can have
 * taken hold while this attempt held its reservation: it is part of the count, so the wrong PINs
 * stayed below the maximum. The clear keeps its burst counted (`burst`, `cleared_at_ms`) for the
 * requests that arrived before it and have not reserved yet.
 */
export async function releasePinAttempt(merchantId: string, clear: PinClear): Promise<void> {
  if ((await clearWhenJudging(merchantId, ONE, clear)) !== undefined) return;
  const left = await conditionalUpdate(merchantId, {
    UpdateExpression: 'ADD inflight :minusOne',
    ConditionExpression: 'inflight > :zero',
    ExpressionAttributeValues: { ':minusOne': -ONE, ':zero': ZERO },
  });
  // Two right PINs leaving at once both see the other still judging; the one that leaves nobody
  // judging clears, unless a new attempt came in meanwhile (which clears when it ends right).
  if (left?.inflight === ZERO) await clearWhenJudging(merchantId, ZERO, clear);
}

/**
 * Clears the count while exactly `judging` attempts are being judged. After a recent clear the
 * burst goes on counting (its requests may still arrive at their reservation); otherwise the
 * burst starts at the reservations this clear drops.
 */
const clearWhenJudging = async (merchantId: string, judging: number, clear: PinClear) => {
  const values = { ':judging': judging, ':zero': ZERO, ':now': clear.nowMs, ':burstSince': clear.burstSinceMs };
  const continuing = () =>
    conditionalUpdate(merchantId, {
      UpdateExpression: 'SET failures = :zero, wrong = :zero, inflight = :zero, cleared_at_ms = :now',
      ConditionExpression: 'inflight = :judging AND cleared_at_ms >= :burstSince',
      ExpressionAttributeValues: values,
    });
  const starting = () =>
    conditionalUpdate(merchantId, {
      UpdateExpression:
        'SET burst = if_not_exists(failures, :zero), failures = :zero, wrong = :zero, inflight = :zero, cleared_at_ms = :now',
      ConditionExpression:
        'inflight = :judging AND (attribute_not_exists(cleared_at_ms) OR cleared_at_ms < :burstSince)',
      ExpressionAttributeValues: values,
    });
  // The reservation's view of the last clear picks the likely one, so the usual clear is one write.
  const recent = clear.lastClearedAtMs !== undefined && clear.lastClearedAtMs >= clear.burstSinceMs;
  return recent ? ((await continuing()) ?? starting()) : ((await starting()) ?? continuing());
};

/**
 * Stores the merchant's PIN hash (an operator or a dashboard user set the PIN); the attempts count
 * stays as it is. `onlyIfUnset`: a first PIN, written only while none is stored (false when one
 * was stored meanwhile), so two first PINs at once cannot replace each other unchecked.
 */
export async function setPinHash(
  merchantId: string,
  pinHash: string,
  options: { onlyIfUnset?: boolean } = {},
): Promise<boolean> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.pin(merchantId),
        UpdateExpression: 'SET pin_hash = :hash',
        ...(options.onlyIfUnset ? { ConditionExpression: 'attribute_not_exists(pin_hash)' } : {}),
        ExpressionAttributeValues: { ':hash': pinHash },
      }),
    );
    return true;
  } catch (error) {
    if (options.onlyIfUnset && isConditionFailure(error)) return false;
    throw error;
  }
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
