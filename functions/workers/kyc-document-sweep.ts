import { scheduledJob } from '../../shared/http/worker';
import { KYC_DOCUMENT_SWEEP } from '../../shared/operations/kyc-document-sweep';
import { runSweep } from '../../shared/operations/sweep-run';

export const handler = scheduledJob('kyc-document-sweep', (clock, budget) =>
  runSweep(KYC_DOCUMENT_SWEEP, clock, budget),
);
