import { scheduledJob } from '../../shared/http/worker';
import { settleDue } from '../../shared/operations/sweeps';

export const handler = scheduledJob('settlement', settleDue);
