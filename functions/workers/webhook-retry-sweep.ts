import { scheduledJob } from '../../shared/http/worker';
import { runSweep, WEBHOOK_RETRY_SWEEP } from '../../shared/operations/sweeps';

export const handler = scheduledJob('webhook-retry-sweep', (clock, budget) =>
  runSweep(WEBHOOK_RETRY_SWEEP, clock, budget),
);
