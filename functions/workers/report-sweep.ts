import { REPORT_SWEEP } from '../../shared/channels/reports/sweep';
import { scheduledJob } from '../../shared/http/worker';
import { runSweep } from '../../shared/operations/sweep-run';

export const handler = scheduledJob('report-sweep', (clock, budget) => runSweep(REPORT_SWEEP, clock, budget));
