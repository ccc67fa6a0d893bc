import { getBatchRoute } from '../../shared/channels/batches/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { getPayoutBatchRow } from '../../shared/route-rows/get-payout-batch';

export const handler = apiHandler(getPayoutBatchRow, (state) => getBatchRoute(state));
