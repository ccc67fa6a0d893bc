import { createBatchRoute } from '../../shared/channels/batches/create-handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { createPayoutBatchRow } from '../../shared/route-rows/create-payout-batch';

export const handler = apiHandler(createPayoutBatchRow, (state) => createBatchRoute(state));
