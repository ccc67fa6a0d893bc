import { rejectBatchRoute } from '../../shared/channels/batches/reject-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { rejectPayoutBatchRow } from '../../shared/route-rows/reject-payout-batch';

export const handler = apiHandler(rejectPayoutBatchRow, (state) => rejectBatchRoute(state));
