import { ddb } from '../shared/store/aws';

/**
 * Faults the chaos run injects into the service's own DynamoDB client (the local stack runs every
 * handler in this process, so the middleware sees every call the service makes). Each is what
 * DynamoDB or the network really does:
 * - TransactionConflict: another transaction touched an item (a TransactionCanceledException);
 * - throttling: ProvisionedThroughputExceededException, answered before anything is written;
 * - a lost answer: the write commits, then the connection drops before the answer arrives.
 */
export interface DynamoFaultRates {
  conflict: number;
  throttle: number;
  lostAfterCommit: number;
}

export interface FaultCounts {
  conflict: number;
  throttle: number;
  lostAfterCommit: number;
}

type Random = () => number;

const MIDDLEWARE_NAME = 'chaosDynamoFaults';

function conflictError(itemCount: number): Error {
  const reasons = Array.from({ length: Math.max(1, itemCount) }, (_, index) => ({
    Code: index === 0 ? 'TransactionConflict' : 'None',
  }));
  return Object.assign(
    new Error('Transaction cancelled, please refer cancellation reasons for specific reasons [TransactionConflict]'),
    {
      name: 'TransactionCanceledException',
      CancellationReasons: reasons,
      $metadata: { httpStatusCode: 400 },
    },
  );
}

function throttleError(): Error {
  return Object.assign(new Error('The level of configured provisioned throughput for the table was exceeded'), {
    name: 'ProvisionedThroughputExceededException',
    $metadata: { httpStatusCode: 400 },
  });
}

function lostAnswerError(): Error {
  // No HTTP status: the service cannot tell whether the write happened.
  return Object.assign(new Error('socket hang up (chaos: the write committed, its answer was lost)'), {
    name: 'TimeoutError',
    $metadata: {},
  });
}

/**
 * Money moves (TransactWriteItems) get all three faults; the idempotency claim (a conditional
 * PutItem) gets lost answers, the case where a retried claim must recognise itself.
 */
export function installDynamoFaults(rates: DynamoFaultRates, random: Random): { counts: FaultCounts; remove(): void } {
  const counts: FaultCounts = { conflict: 0, throttle: 0, lostAfterCommit: 0 };
  const client = ddb();
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? '';
      const input = args.input as { TransactItems?: unknown[]; Item?: { pk?: string } };
      const isMove = command.startsWith('TransactWrite');
      const isClaim = command.startsWith('Put') && (input.Item?.pk ?? '').startsWith('IDEM#');
      if (isMove) {
        const roll = random();
        if (roll < rates.conflict) {
          counts.conflict += 1;
          throw conflictError(input.TransactItems?.length ?? 1);
        }
        if (roll < rates.conflict + rates.throttle) {
          counts.throttle += 1;
          throw throttleError();
        }
      }
      const result = await next(args);
      if ((isMove || isClaim) && random() < rates.lostAfterCommit) {
        counts.lostAfterCommit += 1;
        throw lostAnswerError();
      }
      return result;
    },
    { step: 'initialize', name: MIDDLEWARE_NAME },
  );
  return { counts, remove: () => void client.middlewareStack.remove(MIDDLEWARE_NAME) };
}

/** A small seeded generator (mulberry32), so a run can be repeated with CHAOS_SEED. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
