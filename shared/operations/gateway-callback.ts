import { done, type Outcome } from '../domain/outcome';
import type { GatewayCallback } from '../gateway/port';
import { sendMessages } from '../store/queue';

/**
 * The callback endpoint only checks and enqueues: the middleware verified the signature, the
 * handler parsed the body, and the consumer applies it. Answering at once keeps the gateway from
 * timing out and retrying while we work.
 */
export async function acceptGatewayCallback(callback: GatewayCallback): Promise<Outcome<Record<string, never>>> {
  await sendMessages('callbacks', [callback]);
  return done({});
}
