import { reconcilePayouts } from '../../shared/channels/payouts/reconcile';
import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { scheduledJob } from '../../shared/http/worker';

export const handler = scheduledJob('payout-reconciliation', async (clock) => (await reconcilePayouts(clock, await gatewayFromEnv())).finished);
