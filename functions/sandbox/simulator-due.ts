import type { Context, SQSEvent } from 'aws-lambda';
import { simulatorRuntimeFromEnvironment } from '../../local/simulator/lambda/environment';
import type { SimulatorRuntime } from '../../local/simulator/lambda/runtime';

/**
 * The deployed simulator's due work (DESIGN 18): each message of its queue names a task kept in its
 * state (a pending payout's or refund's callback), run once when due; a batch that finds the
 * simulator busy fails and is delivered again.
 */
let runtime: SimulatorRuntime | undefined;

export function handler(event: SQSEvent, context?: Context): Promise<void> {
  runtime ??= simulatorRuntimeFromEnvironment();
  return runtime.due(event, context?.getRemainingTimeInMillis());
}
