import { GatewayCallbackSchema } from '../../shared/gateway/port';
import { sqsWorker } from '../../shared/http/worker';
import { applyGatewayCallback } from '../../shared/operations/callbacks';

export const handler = sqsWorker('gateway-callbacks', async (body, clock) => {
  await applyGatewayCallback(GatewayCallbackSchema.parse(body), clock.nowMs());
});
