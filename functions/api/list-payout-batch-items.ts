import { listBatchItemsRoute } from '../../shared/channels/batches/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { listPayoutBatchItemsRow } from '../../shared/route-rows/list-payout-batch-items';

export const handler = apiHandler(listPayoutBatchItemsRow, (state) => listBatchItemsRoute(state));
