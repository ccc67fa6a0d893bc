import { readRefund } from '../../shared/channels/refunds/read';
import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { getRefundRow } from '../../shared/route-rows/get-refund';

export const handler = apiHandler(getRefundRow, async (state) =>
  respond(await readRefund(state.client!.merchant_id, state.params.refund_id), OK_200),
);
