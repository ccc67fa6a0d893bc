import type { TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { ddb } from '../../shared/store/aws';
import type { TxItem } from '../../shared/store/transact';

/** A fault a test injects: thrown instead of writing, or thrown after the write committed (a lost answer). */
export type InjectedFault = Error | { afterCommit: Error };
export type FaultInjector = (items: readonly TxItem[]) => InjectedFault | undefined;

const MIDDLEWARE_NAME = 'testWriteFaults';

/**
 * TransactionConflict, throttling and lost answers, which DynamoDB Local never raises, injected
 * where DynamoDB would raise them: a middleware on the service's own DynamoDB client (as the chaos
 * run's faults are, chaos/faults.ts), asked before every TransactWriteItems with its items. The
 * service's code has no seam for it; undefined removes it.
 */
export function setWriteFaultInjector(injector: FaultInjector | undefined): void {
  const stack = ddb().middlewareStack;
  stack.remove(MIDDLEWARE_NAME);
  if (injector === undefined) return;
  stack.add(
    (next, context) => async (args) => {
      if (!(context.commandName ?? '').startsWith('TransactWrite')) return next(args);
      const fault = injector((args.input as TransactWriteCommandInput).TransactItems ?? []);
      if (fault instanceof Error) throw fault;
      const result = await next(args);
      if (fault !== undefined) throw fault.afterCommit;
      return result;
    },
    { step: 'initialize', name: MIDDLEWARE_NAME },
  );
}
