import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { setTimeout as sleep } from 'node:timers/promises';
import { TRANSACTION_RETRY_BASE_MS, TRANSACTION_RETRY_CAP_MS, TRANSACTION_RETRY_COUNT_MAX } from '../constants';
import { ddb } from './aws';

export type TxItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];

export type WriteOutcome =
  | { ok: true }
  | { ok: false; kind: 'condition'; failedIndexes: number[] }
  | { ok: false; kind: 'conflict' };

type FaultInjector = (items: readonly TxItem[]) => Error | undefined;
let injectFault: FaultInjector | undefined;

/** Tests use this to produce TransactionConflict and throttling, which DynamoDB Local never raises. */
export function setWriteFaultInjector(injector: FaultInjector | undefined): void {
  injectFault = injector;
}

interface CancellationReason {
  Code?: string;
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
]);

/**
 * One TransactWriteItems. A failed condition is an expected outcome (a duplicate, a race lost, a
 * balance too low) and comes back as a value with the failing item positions; conflicts and
 * throttling come back as 'conflict' so the caller can re-read and retry.
 */
export async function transactWrite(items: TxItem[]): Promise<WriteOutcome> {
  try {
    const fault = injectFault?.(items);
    if (fault) throw fault;
    await ddb().send(new TransactWriteCommand({ TransactItems: items }));
    return { ok: true };
  } catch (error) {
    const reasons = cancellationReasons(error);
    if (reasons !== undefined) {
      const failedIndexes = reasons.flatMap((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? [index] : []));
      if (failedIndexes.length > 0) return { ok: false, kind: 'condition', failedIndexes };
      return { ok: false, kind: 'conflict' };
    }
    if (error instanceof Error && RETRYABLE_ERRORS.has(error.name)) return { ok: false, kind: 'conflict' };
    throw new Error('DynamoDB transaction failed', { cause: error });
  }
}

export const RETRY = Symbol('retry');

/**
 * Runs an optimistic operation until it settles: each attempt re-reads what it needs and either
 * returns a result or RETRY (lost a race on a hot item). Full-jitter exponential backoff, bounded.
 */
export async function withRetry<T>(attempt: () => Promise<T | typeof RETRY>, attemptsMax = TRANSACTION_RETRY_COUNT_MAX): Promise<T> {
  for (let attemptNumber = 0; attemptNumber < attemptsMax; attemptNumber += 1) {
    const result = await attempt();
    if (result !== RETRY) return result;
    const ceilingMs = Math.min(TRANSACTION_RETRY_CAP_MS, TRANSACTION_RETRY_BASE_MS * 2 ** attemptNumber);
    await sleep(Math.floor(Math.random() * ceilingMs));
  }
  throw new Error(`Gave up after ${attemptsMax} attempts on a contended item`);
}
