import { logger } from '../logger';
import { sendMessages } from '../store/queue';

/**
 * Asks the dispatcher to deliver now. Best effort: the outbox record is already committed and the
 * sweep re-sends it when it is due, so a failed enqueue only delays the webhook.
 */
export async function enqueueDeliveries(deliveryIds: readonly string[]): Promise<void> {
  if (deliveryIds.length === 0) return;
  try {
    await sendMessages(
      'webhooks',
      deliveryIds.map((deliveryId) => ({ delivery_id: deliveryId })),
    );
  } catch (error) {
    logger.warn('webhook enqueue failed; the sweep will re-send', { deliveryIds, error: String(error) });
  }
}
