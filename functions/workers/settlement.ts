import { scheduledJob } from '../../shared/http/worker';
import { runSweep, SETTLEMENT_SWEEP } from '../../shared/operations/sweeps';

export const handler = scheduledJob('settlement', (clock, budget) => runSweep(SETTLEMENT_SWEEP, clock, budget));
