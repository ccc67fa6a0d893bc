import { withInvocation, type InvocationContext } from '../logger';
import { publishInvocationMetrics } from '../metrics';
import { inHandlerSegment, loadTracer } from '../tracing';

/**
 * One invocation: its log lines carry the request id, function name, cold start and correlation id,
 * its stored metrics are published once when it ends, whatever the outcome, and in AWS it is traced
 * (shared/tracing.ts), its SDK clients and fetch calls as its subsegments.
 */
export function observedInvocation<A extends unknown[], R>(
  handler: (...args: A) => Promise<R>,
): (...args: A) => Promise<R> {
  // In AWS the tracer chunk starts loading with the cold start's import, not at the first request.
  void loadTracer();
  return (...args: A): Promise<R> =>
    // A Lambda handler's second argument is its context; tests may leave it out.
    withInvocation(isInvocationContext(args[1]) ? args[1] : undefined, () =>
      inHandlerSegment(async () => {
        try {
          return await handler(...args);
        } finally {
          publishInvocationMetrics();
        }
      }),
    );
}

const isInvocationContext = (context: unknown): context is InvocationContext =>
  typeof context === 'object' &&
  context !== null &&
  typeof (context as { functionName?: unknown }).functionName === 'string' &&
  typeof (context as { awsRequestId?: unknown }).awsRequestId === 'string';
