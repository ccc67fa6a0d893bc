import { BatchMessageSchema } from '../../shared/channels/batches/messages';
import { payPart } from '../../shared/channels/batches/payout';
import { validatePart } from '../../shared/channels/batches/validate';
import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { sqsWorker } from '../../shared/http/worker';

/** Consumes the batches queue: each message is one part of a batch to validate or to pay out (at least once; each step is idempotent). */
export const handler = sqsWorker('payout-batches', async (body, clock) => {
  const message = BatchMessageSchema.parse(body);
  const gateway = await gatewayFromEnv();
  if (message.stage === 'validate') await validatePart(message.batch_id, message.part, gateway, clock.nowMs());
  else await payPart(message.batch_id, message.part, gateway, clock);
});
