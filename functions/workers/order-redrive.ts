import { scheduledJob } from '../../shared/http/worker';
import { ORDER_REDRIVE_SWEEP } from '../../shared/channels/digital/redrive';
import { runSweep } from '../../shared/operations/sweeps';

export const handler = scheduledJob('order-redrive', (clock, budget) => runSweep(ORDER_REDRIVE_SWEEP, clock, budget));
