import * as z from 'zod';
import { fulfilOrder } from '../../shared/channels/digital/fulfil';
import { providerFromEnv } from '../../shared/channels/digital/provider-credentials';
import { sqsWorker } from '../../shared/http/worker';
import { unitScheduler } from '../../shared/store/retry';

const OrderMessageSchema = z.object({ partner_reff: z.string().min(1).max(128) });

/**
 * Consumes the orders queue: each message names one order to take to the provider (at least once;
 * finishing is idempotent). The provider's timeout counts on the record's unit of work (the wall
 * clock in AWS, a test's own time in a test).
 */
export const handler = sqsWorker('digital-orders', async (body, clock) => {
  const { partner_reff: partnerReff } = OrderMessageSchema.parse(body);
  await fulfilOrder(partnerReff, await providerFromEnv(process.env, undefined, unitScheduler()), clock.nowMs());
});
