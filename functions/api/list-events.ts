import { apiHandler } from '../../shared/http/api-handler';
import { OK_200, respond } from '../../shared/http/outcome';
import { type EventsQuery, listMerchantEventFeed } from '../../shared/operations/merchant-webhooks';

export const handler = apiHandler('listEvents', async (state) =>
  respond(await listMerchantEventFeed(state.client!.merchant_id, state.query as EventsQuery, state.clock), OK_200),
);
