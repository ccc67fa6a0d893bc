import * as z from 'zod';
import { fulfilOrder } from '../../shared/channels/digital/fulfil';
import { providerFromEnv } from '../../shared/channels/digital/provider-credentials';
import { sqsWorker } from '../../shared/http/worker';

const OrderMessageSchema = z.object({ partner_reff: z.string().min(1).max(128) });

/** Consumes the orders queue: each message names one order to take to the provider (at least once; finishing is idempotent). */
export const handler = sqsWorker('digital-orders', async (body, clock) => {
  const { partner_reff: partnerReff } = OrderMessageSchema.parse(body);
  await fulfilOrder(partnerReff, await providerFromEnv(), clock.nowMs());
});
