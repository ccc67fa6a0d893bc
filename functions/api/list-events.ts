import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { listMerchantEventFeed } from '../../shared/operations/merchant-webhooks';
import { listEventsRow } from '../../shared/route-rows/list-events';

export const handler = apiHandler(listEventsRow, async (state) =>
  respond(await listMerchantEventFeed(state.client!.merchant_id, state.query, state.clock), OK_200),
);
