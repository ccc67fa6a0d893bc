import * as z from 'zod';
import { sqsWorker } from '../../shared/http/worker';
import { dispatchDelivery } from '../../shared/operations/webhooks';

const MessageSchema = z.object({ delivery_id: z.string().min(1) });

export const handler = sqsWorker('webhook-dispatcher', async (body, clock) => {
  await dispatchDelivery(MessageSchema.parse(body).delivery_id, clock);
});
