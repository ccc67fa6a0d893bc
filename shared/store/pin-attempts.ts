import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { ddb, tableName } from './aws';
import { isConditionFailure } from './item';
import { keys } from './keys';

export interface PinAttempts {
  /** Wrong PINs in a row. */
  failures: number;
  lastFailureAtMs: number;
}

/** The count in its item; no item: no failure counted. */
export const pinAttemptsOf = (item: Record<string, unknown> | undefined): PinAttempts => ({
  failures: Number(item?.failures ?? 0),
  lastFailureAtMs: Number(item?.last_failure_at_ms ?? 0),
});

export async function getPinAttempts(merchantId: string): Promise<PinAttempts> {
  const result = await ddb().send(new GetCommand({ TableName: tableName(), Key: keys.pinAttempts(merchantId), ConsistentRead: true }));
  return pinAttemptsOf(result.Item);
}

/**
 * Counts one wrong PIN with an atomic ADD, allowed only while confirms are not locked: `unlockedBefore`
 * is when the last failure must have been for a lock to be over. When the lock is over the count
 * starts again at one. Parallel wrong PINs each count; none can be counted once the lock holds.
 */
export async function recordPinFailure(merchantId: string, nowMs: number, failuresMax: number, unlockedBeforeMs: number): Promise<number | 'locked'> {
  const attempts = await getPinAttempts(merchantId);
  const lockOver = attempts.failures >= failuresMax && attempts.lastFailureAtMs <= unlockedBeforeMs;
  try {
    const result = await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.pinAttempts(merchantId),
        UpdateExpression: lockOver ? 'SET failures = :one, last_failure_at_ms = :now' : 'SET last_failure_at_ms = :now ADD failures :one',
        // Unlocked means: fewer than the maximum failures, or the last of them long enough ago.
        ConditionExpression: lockOver
          ? 'failures = :seen AND last_failure_at_ms = :seenAt'
          : 'attribute_not_exists(failures) OR failures < :max OR last_failure_at_ms <= :unlockedBefore',
        ExpressionAttributeValues: lockOver
          ? { ':one': 1, ':now': nowMs, ':seen': attempts.failures, ':seenAt': attempts.lastFailureAtMs }
          : { ':one': 1, ':now': nowMs, ':max': failuresMax, ':unlockedBefore': unlockedBeforeMs },
        ReturnValues: 'ALL_NEW',
      }),
    );
    return Number(result.Attributes?.failures ?? 1);
  } catch (error) {
    if (isConditionFailure(error)) return lockOver ? recordPinFailure(merchantId, nowMs, failuresMax, unlockedBeforeMs) : 'locked';
    throw error;
  }
}

/** A right PIN resets the count, unless a lock took hold meanwhile (then the confirm is refused). */
export async function resetPinFailures(merchantId: string, failuresMax: number, unlockedBeforeMs: number): Promise<'reset' | 'locked'> {
  try {
    await ddb().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.pinAttempts(merchantId),
        UpdateExpression: 'SET failures = :zero',
        ConditionExpression: 'attribute_not_exists(failures) OR failures < :max OR last_failure_at_ms <= :unlockedBefore',
        ExpressionAttributeValues: { ':zero': 0, ':max': failuresMax, ':unlockedBefore': unlockedBeforeMs },
      }),
    );
    return 'reset';
  } catch (error) {
    if (isConditionFailure(error)) return 'locked';
    throw error;
  }
}
