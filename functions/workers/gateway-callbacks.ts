import { sqsWorker } from '../../shared/http/worker';
import { applyGatewayCallback } from '../../shared/operations/callbacks';
import { callbackOfMessage } from '../../shared/operations/gateway-callback';

export const handler = sqsWorker('gateway-callbacks', async (body, clock) => {
  const { callback, raw } = callbackOfMessage(body);
  await applyGatewayCallback(callback, clock.nowMs(), raw);
});
