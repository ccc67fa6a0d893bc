import { scheduledJob } from '../../shared/http/worker';
import { expireDue } from '../../shared/operations/sweeps';

export const handler = scheduledJob('expiry-sweep', expireDue);
