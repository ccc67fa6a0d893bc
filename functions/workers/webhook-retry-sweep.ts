import { scheduledJob } from '../../shared/http/worker';
import { sweepDueWebhooks } from '../../shared/operations/webhooks';

export const handler = scheduledJob('webhook-retry-sweep', sweepDueWebhooks);
