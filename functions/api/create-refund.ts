import { createRefundRoute } from '../../shared/channels/refunds/handlers';
import { apiHandler } from '../../shared/http/api-handler';
import { createRefundRow } from '../../shared/route-rows/create-refund';

export const handler = apiHandler(createRefundRow, (state) => createRefundRoute(state));
