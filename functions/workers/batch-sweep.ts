import { BATCH_SWEEP } from '../../shared/channels/batches/sweep';
import { scheduledJob } from '../../shared/http/worker';
import { runSweep } from '../../shared/operations/sweep-run';

export const handler = scheduledJob('batch-sweep', (clock, budget) => runSweep(BATCH_SWEEP, clock, budget));
