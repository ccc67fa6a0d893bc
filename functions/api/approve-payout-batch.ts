import { approveBatchRoute } from '../../shared/channels/batches/approve-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { approvePayoutBatchRow } from '../../shared/route-rows/approve-payout-batch';

export const handler = apiHandler(approvePayoutBatchRow, (state) => approveBatchRoute(state));
