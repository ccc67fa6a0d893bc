import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { unmarshall } from '@aws-sdk/util-dynamodb';
import { createHash } from 'node:crypto';
import { RETRY_LOOP_ATTEMPTS_MAX } from '../constants';
import { ddb } from './aws';
import { ContendedError } from './contended';
import { retryAllowed, type RetryCause } from './retry';

export { ContendedError } from './contended';

export type TxItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

/**
 * condition: an item's condition was false (a duplicate, a race lost, a balance too low); each
 * failing position comes with the item DynamoDB found there when the item asked for it.
 * conflict: contention (another writer of one of the items) or throttling (`throttled`); nothing
 * was written and the same write may be tried again.
 * unsure: the write may or may not have committed (the answer was lost); only a resend of the very
 * same items with the same token can tell.
 */
export type WriteOutcome =
  | { ok: true }
  | { ok: false; kind: 'condition'; failedIndexes: number[]; found: Map<number, Record<string, unknown>> }
  | { ok: false; kind: 'conflict'; throttled: boolean }
  | { ok: false; kind: 'unsure'; cause: unknown };

interface CancellationReason {
  Code?: string;
  Item?: Record<string, unknown>;
}

function cancellationReasons(error: unknown): CancellationReason[] | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const named = error as { name?: string; CancellationReasons?: CancellationReason[] };
  return named.name === 'TransactionCanceledException' ? (named.CancellationReasons ?? []) : undefined;
}

const RETRYABLE_ERRORS = new Set([
  'TransactionConflictException',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'TransactionInProgressException',
  // The same token was used with other items: a rebuilt attempt collided with an earlier one.
  'IdempotentParameterMismatchException',
]);

/** Cancellation codes that mean contention, not a false condition: the whole write may be tried again. */
const RETRYABLE_REASONS = new Set([
  'TransactionConflict',
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
  'RequestLimitExceeded',
]);

/** Errors and cancellation codes that mean a lack of capacity (an outage, or a partition at its limit). */
const THROTTLING = new Set([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'ThrottlingError',
  'ProvisionedThroughputExceeded',
]);

/** Errors and cancellation codes that mean another writer of the same item, not a lack of capacity. */
const CONTENTION = new Set([
  'TransactionConflictException',
  'TransactionInProgressException',
  'IdempotentParameterMismatchException',
  'TransactionConflict',
]);

/**
 * Whether a single write that threw lost to another writer of its item (a transaction in flight on
 * it): contention, retried within the request's deadline (store/retry.ts), not an outage.
 */
export function isContention(error: unknown): boolean {
  return CONTENTION.has((error as { name?: string }).name ?? '');
}

/**
 * An error DynamoDB answered (it carries an HTTP status) is definite. Anything else (a reset
 * connection, a timeout, a 5xx) may have happened after the write committed.
 */
function isDefiniteAnswer(error: unknown): boolean {
  const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
  return typeof status === 'number' && status < 500;
}

/**
 * Whether a single conditional write that threw may simply be sent again: contention and
 * throttling, or an answer that was lost (the write may have happened; its own condition, checked
 * against what the first attempt wrote, tells).
 */
export function maySendAgain(error: unknown): boolean {
  const name = (error as { name?: string }).name ?? '';
  return RETRYABLE_ERRORS.has(name) || !isDefiniteAnswer(error);
}

/**
 * The ClientRequestToken of a write: derived from the move id and the exact items, so a resend of
 * the same write after a lost answer is recognised by DynamoDB as already done (for 10 minutes),
 * while an attempt rebuilt from a fresh read gets its own token and never a parameter mismatch.
 */
export function requestToken(moveId: string, items: readonly TxItem[]): string {
  return createHash('sha256')
    .update(moveId)
    .update('\n')
    .update(JSON.stringify(items))
    .digest('base64url')
    .slice(0, 36);
}

function classify(error: unknown): WriteOutcome {
  const reasons = cancellationReasons(error);
  if (reasons !== undefined) {
    const failedIndexes = reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : []));
    if (failedIndexes.length > 0) {
      const found = new Map<number, Record<string, unknown>>();
      // The document client unmarshalls answers, not the items an exception carries.
      for (const index of failedIndexes)
        if (reasons[index]?.Item) found.set(index, unmarshall(reasons[index].Item as Parameters<typeof unmarshall>[0]));
      return { ok: false, kind: 'condition', failedIndexes, found };
    }
    if (
      reasons.every(
        (reason) => reason.Code === undefined || reason.Code === 'None' || RETRYABLE_REASONS.has(reason.Code),
      )
    ) {
      const throttled = reasons.some((reason) => reason.Code !== undefined && THROTTLING.has(reason.Code));
      return { ok: false, kind: 'conflict', throttled };
    }
    throw new Error('DynamoDB cancelled the transaction', { cause: error });
  }
  if (error instanceof Error && RETRYABLE_ERRORS.has(error.name))
    return { ok: false, kind: 'conflict', throttled: THROTTLING.has(error.name) };
  if (!isDefiniteAnswer(error)) return { ok: false, kind: 'unsure', cause: error };
  throw new Error('DynamoDB transaction failed', { cause: error });
}

/**
 * One TransactWriteItems. A failed condition is an expected outcome and comes back as a value with
 * the failing item positions; conflicts and throttling as 'conflict'; a lost answer as 'unsure'.
 */
export async function transactWrite(items: TxItem[], token?: string): Promise<WriteOutcome> {
  try {
    await ddb().send(
      new TransactWriteCommand({ TransactItems: items, ...(token ? { ClientRequestToken: token } : {}) }),
    );
    return { ok: true };
  } catch (error) {
    return classify(error);
  }
}

export const RETRY = Symbol('retry');

/**
 * Runs an optimistic operation until it settles: each attempt re-reads what it needs and either
 * returns a result or RETRY (lost a race on a hot item). Full-jitter exponential backoff, bounded
 * (`cause` 'contention': by the request's deadline; see store/retry.ts).
 */
export async function withRetry<T>(
  attempt: () => Promise<T | typeof RETRY>,
  attemptsMax = RETRY_LOOP_ATTEMPTS_MAX,
  cause: RetryCause = 'failure',
): Promise<T> {
  for (let attemptNumber = 0; ; attemptNumber += 1) {
    const result = await attempt();
    if (result !== RETRY) return result;
    if (!(await retryAllowed(attemptNumber, attemptsMax, cause)))
      throw new ContendedError(`Gave up after ${attemptNumber + 1} attempts on a contended item`);
  }
}
