import { listBatchesRoute } from '../../shared/channels/batches/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { listPayoutBatchesRow } from '../../shared/route-rows/list-payout-batches';

export const handler = apiHandler(listPayoutBatchesRow, (state) => listBatchesRoute(state));
