import { reconcileRefunds } from '../../shared/channels/refunds/reconcile';
import { RECONCILE_SAFETY_MARGIN_MS } from '../../shared/constants';
import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { scheduledJob } from '../../shared/http/worker';

export const handler = scheduledJob(
  'refund-reconciliation',
  async (clock, budget) => reconcileRefunds(clock, await gatewayFromEnv(), budget),
  RECONCILE_SAFETY_MARGIN_MS,
);
