import { runAutoWithdraws } from '../../shared/channels/withdrawals/auto';
import { gatewayFromEnv } from '../../shared/gateway/credentials';
import { scheduledJob } from '../../shared/http/worker';

export const handler = scheduledJob('auto-withdraw', async (clock, budget) =>
  runAutoWithdraws(clock, await gatewayFromEnv(), budget),
);
