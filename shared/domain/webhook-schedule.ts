import { WEBHOOK_RETRY_DELAYS_SECONDS } from '../constants';

export type NextStep = { state: 'delivered' | 'failed' | 'skipped' } | { state: 'pending'; retryAtMs: number };

/**
 * After attempt number `attemptCount` (1-based): delivered, retry at the next step of the backoff
 * schedule (1 min, 5 min, 15 min, 1 h, 3 h, 6 h, 12 h, 24 h), or give up.
 */
export function nextWebhookStep(delivered: boolean, attemptCount: number, nowMs: number): NextStep {
  if (delivered) return { state: 'delivered' };
  const delaySeconds = WEBHOOK_RETRY_DELAYS_SECONDS[attemptCount - 1];
  if (delaySeconds === undefined) return { state: 'failed' };
  return { state: 'pending', retryAtMs: nowMs + delaySeconds * 1000 };
}

export const WEBHOOK_ATTEMPTS_MAX = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;
