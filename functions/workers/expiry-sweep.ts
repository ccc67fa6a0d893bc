import { scheduledJob } from '../../shared/http/worker';
import { EXPIRY_SWEEP, runSweep } from '../../shared/operations/sweeps';

export const handler = scheduledJob('expiry-sweep', (clock, budget) => runSweep(EXPIRY_SWEEP, clock, budget));
