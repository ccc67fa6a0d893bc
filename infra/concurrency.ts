import type { Construct } from 'constructs';
import { QUEUE_LIST } from '../shared/queues';

/**
 * Reserved concurrency per stage (context reservedConcurrency): `{ "<stage>": { "<queue id>": n } }`
 * in cdk.json, or the same JSON as one string from `cdk -c reservedConcurrency=...`. A queue the
 * stage does not name keeps its consumer's default (infra/specs.ts CONSUMER_CONCURRENCY), so a new
 * queue is reserved in every stage without a cdk.json change. Scheduled jobs are not set here:
 * theirs is derived from their timeout and schedule (infra/specs.ts jobConcurrencyOf).
 */
export type ConsumerConcurrency = Readonly<Record<string, number>>;

export const RESERVED_CONCURRENCY_KEY = 'reservedConcurrency';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parsed(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    throw new Error(
      `Context ${RESERVED_CONCURRENCY_KEY} given as a string must be JSON ({"prod":{"callbacks":10}}), got ${value}`,
    );
  }
}

/** The stage's consumer reservations from context, each a whole number of at least 1 for a queue that exists. */
export function consumerConcurrencyOf(scope: Construct, stage: string): ConsumerConcurrency {
  const value: unknown = scope.node.tryGetContext(RESERVED_CONCURRENCY_KEY);
  if (value === undefined || value === '') return {};
  const all = parsed(value);
  if (!isRecord(all))
    throw new Error(`Context ${RESERVED_CONCURRENCY_KEY} must be an object by stage, got ${JSON.stringify(all)}`);
  const forStage = all[stage];
  if (forStage === undefined) return {};
  if (!isRecord(forStage))
    throw new Error(
      `Context ${RESERVED_CONCURRENCY_KEY}.${stage} must be an object of queue ids, got ${JSON.stringify(forStage)}`,
    );
  const queueIds = QUEUE_LIST.map((queue) => queue.id);
  for (const [queueId, count] of Object.entries(forStage)) {
    if (!queueIds.includes(queueId))
      throw new Error(
        `Context ${RESERVED_CONCURRENCY_KEY}.${stage} names queue ${queueId}, which does not exist (${queueIds.join(', ')})`,
      );
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1)
      throw new Error(
        `Context ${RESERVED_CONCURRENCY_KEY}.${stage}.${queueId} must be a whole number of at least 1 (0 would stop the consumer), got ${JSON.stringify(count)}`,
      );
  }
  return forStage as ConsumerConcurrency;
}
