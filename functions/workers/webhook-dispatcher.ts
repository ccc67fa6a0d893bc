import * as z from 'zod';
import { sqsWorker } from '../../shared/http/worker';
import { pushForDelivery } from '../../shared/operations/push';
import { dispatchDelivery } from '../../shared/operations/webhooks';

const MessageSchema = z.object({ delivery_id: z.string().min(1) });

// The push notification for a delivery goes out with its first dispatch, before the webhook so a slow
// receiver does not delay it; it never throws, and its marker keeps later dispatches from pushing again.
export const handler = sqsWorker('webhook-dispatcher', async (body, clock) => {
  const deliveryId = MessageSchema.parse(body).delivery_id;
  await pushForDelivery(deliveryId, clock);
  await dispatchDelivery(deliveryId, clock);
});
