import { reconcilePayouts } from '../../shared/channels/payouts/reconcile';
import { RECONCILE_SAFETY_MARGIN_MS } from '../../shared/constants';
import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { scheduledJob } from '../../shared/http/worker';

export const handler = scheduledJob(
  'payout-reconciliation',
  async (clock, budget) => reconcilePayouts(clock, await gatewayFromEnv(), budget),
  RECONCILE_SAFETY_MARGIN_MS,
);
