import { loadGatewayCallbackSecret } from '../gateway/secrets';
import { logger } from '../logger';
import { countCallbackRejected } from '../metrics';
import { applyGatewayCallback } from './callbacks';
import { verifyCallbackMessage } from './gateway-callback';

/**
 * Applies one message of the callbacks queue, but only when the gateway signed its body: the queue
 * is not trusted, so a message anyone put there credits nothing.
 *
 * A forged or unsigned message is dropped with a warning rather than failed into the dead-letter
 * queue: no retry can make its signature valid, it is not the gateway's (so no money of anyone's
 * waits on it), and a DLQ full of forgeries would bury the real failures an operator must redrive.
 * The warning keeps the evidence (message id, why, how long), never the body itself; the
 * CallbackRejected metric lets an alarm tell on-call that someone wrote to the queue.
 */
export async function applyQueuedCallback(body: unknown, nowMs: number, messageId: string): Promise<void> {
  const verified = verifyCallbackMessage(body, await loadGatewayCallbackSecret());
  if (verified.kind === 'forged') {
    logger.warn('callback message dropped: not signed by the gateway', {
      messageId,
      reason: verified.reason,
      rawLength: verified.rawLength,
    });
    countCallbackRejected(verified.reason);
    return;
  }
  await applyGatewayCallback(verified.callback, nowMs, verified.raw);
}
