import { withInvocation, type InvocationContext } from '../logger';
import { publishInvocationMetrics } from '../metrics';

/**
 * One invocation: its log lines carry the request id, function name, cold start and correlation id,
 * and its stored metrics are published once when it ends, whatever the outcome.
 */
export function observedInvocation<A extends unknown[], R>(handler: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  return (...args: A): Promise<R> =>
    // A Lambda handler's second argument is its context; tests may leave it out.
    withInvocation(isInvocationContext(args[1]) ? args[1] : undefined, async () => {
      try {
        return await handler(...args);
      } finally {
        publishInvocationMetrics();
      }
    });
}

const isInvocationContext = (context: unknown): context is InvocationContext =>
  typeof context === 'object' && context !== null && typeof (context as { functionName?: unknown }).functionName === 'string' && typeof (context as { awsRequestId?: unknown }).awsRequestId === 'string';
